/// The part of the SARIF 2.1.0 JSON schema (OASIS, `sarif-schema-2.1.0.json`, draft-04)
/// that covers every object `shade contrast --format sarif` writes, transcribed from the
/// official schema: the same definitions, required members, types, enums, minimums and
/// `additionalProperties: false`, so an unknown or misspelt member fails as it would against
/// the whole schema. Definitions Shade never emits (graphs, fixes, code flows, taxonomies…)
/// are left out; the full text is 112 kB.
enum SARIFSchema {
    static let text = #"""
    {
      "$schema": "http://json-schema.org/draft-04/schema#",
      "title": "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema (subset)",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "$schema": { "type": "string", "format": "uri" },
        "version": { "enum": [ "2.1.0" ], "type": "string" },
        "runs": { "type": [ "array", "null" ], "minItems": 0, "items": { "$ref": "#/definitions/run" } },
        "properties": { "$ref": "#/definitions/propertyBag" }
      },
      "required": [ "version", "runs" ],
      "definitions": {
        "artifactLocation": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "uri": { "type": "string", "format": "uri-reference" },
            "uriBaseId": { "type": "string" },
            "index": { "type": "integer", "default": -1, "minimum": -1 },
            "description": { "$ref": "#/definitions/message" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          }
        },
        "location": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "id": { "type": "integer", "minimum": -1, "default": -1 },
            "physicalLocation": { "$ref": "#/definitions/physicalLocation" },
            "message": { "$ref": "#/definitions/message" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          }
        },
        "message": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "text": { "type": "string" },
            "markdown": { "type": "string" },
            "id": { "type": "string" },
            "arguments": { "type": "array", "minItems": 0, "items": { "type": "string" } },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "anyOf": [ { "required": [ "text" ] }, { "required": [ "id" ] } ]
        },
        "multiformatMessageString": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "text": { "type": "string" },
            "markdown": { "type": "string" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "text" ]
        },
        "physicalLocation": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "artifactLocation": { "$ref": "#/definitions/artifactLocation" },
            "region": { "$ref": "#/definitions/region" },
            "contextRegion": { "$ref": "#/definitions/region" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "anyOf": [ { "required": [ "address" ] }, { "required": [ "artifactLocation" ] } ]
        },
        "propertyBag": {
          "type": "object",
          "properties": { "tags": { "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string" } } },
          "additionalProperties": true
        },
        "region": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "startLine": { "type": "integer", "minimum": 1 },
            "startColumn": { "type": "integer", "minimum": 1 },
            "endLine": { "type": "integer", "minimum": 1 },
            "endColumn": { "type": "integer", "minimum": 1 },
            "charOffset": { "type": "integer", "minimum": -1, "default": -1 },
            "charLength": { "type": "integer", "minimum": 0 },
            "message": { "$ref": "#/definitions/message" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          }
        },
        "reportingDescriptor": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "id": { "type": "string" },
            "name": { "type": "string" },
            "shortDescription": { "$ref": "#/definitions/multiformatMessageString" },
            "fullDescription": { "$ref": "#/definitions/multiformatMessageString" },
            "helpUri": { "type": "string", "format": "uri" },
            "help": { "$ref": "#/definitions/multiformatMessageString" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "id" ]
        },
        "result": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "ruleId": { "type": "string" },
            "ruleIndex": { "type": "integer", "default": -1, "minimum": -1 },
            "kind": { "enum": [ "notApplicable", "pass", "fail", "review", "open", "informational" ], "type": "string" },
            "level": { "enum": [ "none", "note", "warning", "error" ], "type": "string" },
            "message": { "$ref": "#/definitions/message" },
            "locations": { "type": "array", "minItems": 0, "items": { "$ref": "#/definitions/location" } },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "message" ]
        },
        "run": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "tool": { "$ref": "#/definitions/tool" },
            "results": { "type": [ "array", "null" ], "minItems": 0, "items": { "$ref": "#/definitions/result" } },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "tool" ]
        },
        "tool": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "driver": { "$ref": "#/definitions/toolComponent" },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "driver" ]
        },
        "toolComponent": {
          "type": "object", "additionalProperties": false,
          "properties": {
            "name": { "type": "string" },
            "version": { "type": "string" },
            "semanticVersion": { "type": "string" },
            "informationUri": { "type": "string", "format": "uri" },
            "rules": { "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptor" } },
            "properties": { "$ref": "#/definitions/propertyBag" }
          },
          "required": [ "name" ]
        }
      }
    }
    """#
}
