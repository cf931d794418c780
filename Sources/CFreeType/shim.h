#pragma once

/*
 * The C side of ShadeRaster's text: FreeType's types and the types of the few functions
 * Shade calls. Nothing is linked: ShadeRaster opens libfreetype.so.6 with dlopen the first
 * time a PNG is asked for and looks these functions up by name, so `shade` starts, and
 * everything but PNG export works, on a system without FreeType. Only ShadeRaster imports
 * this module. It stays dumb on purpose: every decision lives in Swift.
 */

#include <ft2build.h>
#include FT_FREETYPE_H

typedef __typeof__(&FT_Init_FreeType) shim_FT_Init_FreeType;
typedef __typeof__(&FT_Done_FreeType) shim_FT_Done_FreeType;
typedef __typeof__(&FT_New_Face) shim_FT_New_Face;
typedef __typeof__(&FT_Done_Face) shim_FT_Done_Face;
typedef __typeof__(&FT_Set_Pixel_Sizes) shim_FT_Set_Pixel_Sizes;
typedef __typeof__(&FT_Get_Char_Index) shim_FT_Get_Char_Index;
typedef __typeof__(&FT_Load_Glyph) shim_FT_Load_Glyph;

/* Render with light (vertical-only) hinting; the macros are expressions Swift cannot import. */
static inline FT_Int32 shim_load_flags_render_light(void) { return FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT; }
