// Sky (themes/sky.json + themes/base.json) written as a DTCG 2025.10 resolver with its own
// token names, for the test that its four contexts equal the bundled theme.
enum SkyResolverFixture {
    /// Shade role → this fixture's token path.
    static let paths: [String: String] = [
        "foregroundPrimary": "ui.text.default",
        "foregroundSecondary": "ui.text.muted",
        "foregroundTertiary": "ui.text.subtle",
        "foregroundPlaceholder": "ui.text.placeholder",
        "invertedForegroundPrimary": "ui.text.inverse.default",
        "invertedForegroundSecondary": "ui.text.inverse.muted",
        "invertedForegroundTertiary": "ui.text.inverse.subtle",
        "backgroundPrimary": "ui.canvas.$root",
        "backgroundSecondary": "ui.canvas.raised",
        "backgroundTertiary": "ui.canvas.sunken",
        "invertedBackgroundPrimary": "ui.canvas.inverse.$root",
        "invertedBackgroundSecondary": "ui.canvas.inverse.raised",
        "invertedBackgroundTertiary": "ui.canvas.inverse.sunken",
        "surfacePrimary": "ui.fill.strong",
        "surfaceSecondary": "ui.fill.medium",
        "surfaceTertiary": "ui.fill.faint",
        "invertedSurfacePrimary": "ui.fill.emphasis.strong",
        "invertedSurfaceSecondary": "ui.fill.emphasis.faint",
        "outlinePrimary": "ui.line.strong",
        "outlineSecondary": "ui.line.default",
        "outlineTertiary": "ui.line.hairline",
        "accent": "ui.brand.$root",
        "onAccent": "ui.brand.on",
        "success": "ui.status.positive",
        "warning": "ui.status.caution",
        "error": "ui.status.critical",
    ]

    /// File name → contents, under `sky/`.
    static let files: [String: String] = [
        "sky/palette.json": #"""
        {
          "sky": {
            "ramp": {
              "$type": "color",
              "50": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.933333,
                    0.964706,
                    0.980392
                  ],
                  "hex": "#eef6fa"
                }
              },
              "100": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.839216,
                    0.941176,
                    0.996078
                  ],
                  "hex": "#d6f0fe"
                }
              },
              "150": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.737255,
                    0.909804,
                    0.984314
                  ],
                  "hex": "#bce8fb"
                }
              },
              "200": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.639216,
                    0.870588,
                    0.968627
                  ],
                  "hex": "#a3def7"
                }
              },
              "250": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.541176,
                    0.831373,
                    0.945098
                  ],
                  "hex": "#8ad4f1"
                }
              },
              "300": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.447059,
                    0.784314,
                    0.917647
                  ],
                  "hex": "#72c8ea"
                }
              },
              "350": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.356863,
                    0.737255,
                    0.87451
                  ],
                  "hex": "#5bbcdf"
                }
              },
              "400": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.270588,
                    0.690196,
                    0.831373
                  ],
                  "hex": "#45b0d4"
                }
              },
              "450": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.184314,
                    0.643137,
                    0.784314
                  ],
                  "hex": "#2fa4c8"
                }
              },
              "500": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.078431,
                    0.588235,
                    0.733333
                  ],
                  "hex": "#1496bb"
                }
              },
              "550": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.545098,
                    0.682353
                  ],
                  "hex": "#008bae"
                }
              },
              "600": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.490196,
                    0.619608
                  ],
                  "hex": "#007d9e"
                }
              },
              "650": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.439216,
                    0.560784
                  ],
                  "hex": "#00708f"
                }
              },
              "700": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.392157,
                    0.501961
                  ],
                  "hex": "#006480"
                }
              },
              "750": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.345098,
                    0.439216
                  ],
                  "hex": "#005870"
                }
              },
              "800": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.298039,
                    0.380392
                  ],
                  "hex": "#004c61"
                }
              },
              "850": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.015686,
                    0.25098,
                    0.321569
                  ],
                  "hex": "#044052"
                }
              },
              "900": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.043137,
                    0.203922,
                    0.258824
                  ],
                  "hex": "#0b3442"
                }
              },
              "950": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.054902,
                    0.160784,
                    0.2
                  ],
                  "hex": "#0e2933"
                }
              },
              "1000": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.058824,
                    0.121569,
                    0.145098
                  ],
                  "hex": "#0f1f25"
                }
              }
            }
          }
        }
        """#,
        "sky/light.json": #"""
        {
          "ui": {
            "$type": "color",
            "text": {
              "default": {
                "$value": "{sky.ramp.1000}"
              },
              "muted": {
                "$value": "{sky.ramp.800}"
              },
              "subtle": {
                "$value": "{sky.ramp.700}"
              },
              "placeholder": {
                "$value": "{sky.ramp.550}"
              },
              "inverse": {
                "default": {
                  "$value": "{sky.ramp.50}"
                },
                "muted": {
                  "$value": "{sky.ramp.150}"
                },
                "subtle": {
                  "$value": "{sky.ramp.250}"
                }
              }
            },
            "canvas": {
              "$root": {
                "$value": "{sky.ramp.50}"
              },
              "raised": {
                "$value": "{sky.ramp.100}"
              },
              "sunken": {
                "$value": "{sky.ramp.200}"
              },
              "inverse": {
                "$root": {
                  "$value": "{sky.ramp.900}"
                },
                "raised": {
                  "$value": "{sky.ramp.800}"
                },
                "sunken": {
                  "$value": "{sky.ramp.650}"
                }
              }
            },
            "fill": {
              "strong": {
                "$value": "{sky.ramp.200}"
              },
              "medium": {
                "$value": "{sky.ramp.200}"
              },
              "faint": {
                "$value": "{sky.ramp.200}"
              },
              "emphasis": {
                "strong": {
                  "$value": "{sky.ramp.400}"
                },
                "faint": {
                  "$value": "{sky.ramp.400}"
                }
              }
            },
            "line": {
              "strong": {
                "$value": "{sky.ramp.500}"
              },
              "default": {
                "$value": "{sky.ramp.200}"
              },
              "hairline": {
                "$value": "{sky.ramp.100}"
              }
            },
            "brand": {
              "$root": {
                "$value": "{sky.ramp.650}"
              },
              "on": {
                "$value": "{sky.ramp.50}"
              }
            },
            "status": {
              "positive": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.062745,
                    0.227451,
                    0.078431
                  ],
                  "hex": "#103a14"
                }
              },
              "caution": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.505882,
                    0.262745,
                    0.0
                  ],
                  "hex": "#814300"
                }
              },
              "critical": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.607843,
                    0.372549,
                    0.345098
                  ],
                  "hex": "#9b5f58"
                }
              }
            }
          }
        }
        """#,
        "sky/dark.json": #"""
        {
          "ui": {
            "$type": "color",
            "text": {
              "default": {
                "$value": "{sky.ramp.50}"
              },
              "muted": {
                "$value": "{sky.ramp.200}"
              },
              "subtle": {
                "$value": "{sky.ramp.300}"
              },
              "placeholder": {
                "$value": "{sky.ramp.500}"
              },
              "inverse": {
                "default": {
                  "$value": "{sky.ramp.1000}"
                },
                "muted": {
                  "$value": "{sky.ramp.800}"
                },
                "subtle": {
                  "$value": "{sky.ramp.700}"
                }
              }
            },
            "canvas": {
              "$root": {
                "$value": "{sky.ramp.1000}"
              },
              "raised": {
                "$value": "{sky.ramp.800}"
              },
              "sunken": {
                "$value": "{sky.ramp.700}"
              },
              "inverse": {
                "$root": {
                  "$value": "{sky.ramp.50}"
                },
                "raised": {
                  "$value": "{sky.ramp.150}"
                },
                "sunken": {
                  "$value": "{sky.ramp.250}"
                }
              }
            },
            "fill": {
              "strong": {
                "$value": "{sky.ramp.700}"
              },
              "medium": {
                "$value": "{sky.ramp.700}"
              },
              "faint": {
                "$value": "{sky.ramp.700}"
              },
              "emphasis": {
                "strong": {
                  "$value": "{sky.ramp.600}"
                },
                "faint": {
                  "$value": "{sky.ramp.600}"
                }
              }
            },
            "line": {
              "strong": {
                "$value": "{sky.ramp.600}"
              },
              "default": {
                "$value": "{sky.ramp.800}"
              },
              "hairline": {
                "$value": "{sky.ramp.900}"
              }
            },
            "brand": {
              "$root": {
                "$value": "{sky.ramp.300}"
              },
              "on": {
                "$value": "{sky.ramp.1000}"
              }
            },
            "status": {
              "positive": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.498039,
                    0.886275,
                    0.517647
                  ],
                  "hex": "#7fe284"
                }
              },
              "caution": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.788235,
                    0.439216,
                    0.0
                  ],
                  "hex": "#c97000"
                }
              },
              "critical": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.839216,
                    0.584314,
                    0.552941
                  ],
                  "hex": "#d6958d"
                }
              }
            }
          }
        }
        """#,
        "sky/light-hc.json": #"""
        {
          "ui": {
            "$type": "color",
            "text": {
              "muted": {
                "$value": "{sky.ramp.900}"
              },
              "subtle": {
                "$value": "{sky.ramp.850}"
              },
              "placeholder": {
                "$value": "{sky.ramp.700}"
              },
              "inverse": {
                "muted": {
                  "$value": "{sky.ramp.100}"
                },
                "subtle": {
                  "$value": "{sky.ramp.150}"
                }
              }
            },
            "canvas": {
              "sunken": {
                "$value": "{sky.ramp.150}"
              },
              "inverse": {
                "$root": {
                  "$value": "{sky.ramp.1000}"
                },
                "raised": {
                  "$value": "{sky.ramp.900}"
                },
                "sunken": {
                  "$value": "{sky.ramp.800}"
                }
              }
            },
            "line": {
              "strong": {
                "$value": "{sky.ramp.600}"
              },
              "default": {
                "$value": "{sky.ramp.400}"
              },
              "hairline": {
                "$value": "{sky.ramp.200}"
              }
            },
            "brand": {
              "$root": {
                "$value": "{sky.ramp.800}"
              }
            },
            "status": {
              "positive": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.0,
                    0.090196,
                    0.0
                  ],
                  "hex": "#001700"
                }
              },
              "caution": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.333333,
                    0.156863,
                    0.0
                  ],
                  "hex": "#552800"
                }
              },
              "critical": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.486275,
                    0.262745,
                    0.239216
                  ],
                  "hex": "#7c433d"
                }
              }
            }
          }
        }
        """#,
        "sky/dark-hc.json": #"""
        {
          "ui": {
            "$type": "color",
            "text": {
              "muted": {
                "$value": "{sky.ramp.100}"
              },
              "subtle": {
                "$value": "{sky.ramp.150}"
              },
              "placeholder": {
                "$value": "{sky.ramp.300}"
              },
              "inverse": {
                "muted": {
                  "$value": "{sky.ramp.900}"
                },
                "subtle": {
                  "$value": "{sky.ramp.800}"
                }
              }
            },
            "canvas": {
              "raised": {
                "$value": "{sky.ramp.900}"
              },
              "sunken": {
                "$value": "{sky.ramp.850}"
              },
              "inverse": {
                "raised": {
                  "$value": "{sky.ramp.100}"
                },
                "sunken": {
                  "$value": "{sky.ramp.200}"
                }
              }
            },
            "line": {
              "strong": {
                "$value": "{sky.ramp.400}"
              },
              "default": {
                "$value": "{sky.ramp.600}"
              },
              "hairline": {
                "$value": "{sky.ramp.800}"
              }
            },
            "brand": {
              "$root": {
                "$value": "{sky.ramp.150}"
              }
            },
            "status": {
              "positive": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.878431,
                    1.0,
                    0.792157
                  ],
                  "hex": "#e0ffca"
                }
              },
              "caution": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    0.984314,
                    0.552941,
                    0.247059
                  ],
                  "hex": "#fb8d3f"
                }
              },
              "critical": {
                "$value": {
                  "colorSpace": "srgb",
                  "components": [
                    1.0,
                    0.733333,
                    0.752941
                  ],
                  "hex": "#ffbbc0"
                }
              }
            }
          }
        }
        """#,
        "sky/sky.resolver.json": #"""
        {
          "version": "2025.10",
          "name": "Sky (DTCG)",
          "description": "The bundled Sky theme as a resolver document.",
          "sets": {
            "palette": {
              "sources": [
                {
                  "$ref": "palette.json"
                }
              ]
            }
          },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [
                  {
                    "$ref": "light.json"
                  }
                ],
                "dark": [
                  {
                    "$ref": "dark.json"
                  }
                ],
                "lightHighContrast": [
                  {
                    "$ref": "light.json"
                  },
                  {
                    "$ref": "light-hc.json"
                  }
                ],
                "darkHighContrast": [
                  {
                    "$ref": "dark.json"
                  },
                  {
                    "$ref": "dark-hc.json"
                  }
                ]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [
            {
              "$ref": "#/sets/palette"
            },
            {
              "$ref": "#/modifiers/theme"
            }
          ]
        }
        """#,
    ]
}
