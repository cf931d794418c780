#pragma once

/*
 * The C side of ShadeRaster's text: the few FreeType types and functions Shade uses,
 * declared here rather than taken from <ft2build.h>, so building Shade needs no FreeType
 * headers (no -dev package, no include path of one Linux layout). Nothing is linked:
 * ShadeRaster opens libfreetype with dlopen the first time a PNG is asked for and looks these
 * functions up by name, so `shade` starts, and everything but PNG export works, on a system
 * without FreeType. Only ShadeRaster imports this module.
 *
 * The structures follow FreeType 2's public ABI (stable since 2.0), written out up to the
 * last field Shade reads; Shade only ever reads them through pointers FreeType returns, so
 * the fields after those need not be declared. ShadeRasterTests check the offsets against
 * what the library itself reports (a rendered glyph's bitmap and metrics).
 */

typedef signed long FT_Long;
typedef unsigned long FT_ULong;
typedef signed int FT_Int;
typedef unsigned int FT_UInt;
typedef signed short FT_Short;
typedef unsigned short FT_UShort;
typedef signed int FT_Int32;
typedef int FT_Error;
typedef signed long FT_Pos;
typedef signed long FT_Fixed;
typedef char FT_String;

typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;
typedef struct FT_GlyphSlotRec_ *FT_GlyphSlot;

typedef struct FT_Vector_ { FT_Pos x; FT_Pos y; } FT_Vector;
typedef struct FT_BBox_ { FT_Pos xMin, yMin, xMax, yMax; } FT_BBox;
typedef struct FT_Generic_ { void *data; void (*finalizer)(void *object); } FT_Generic;

/* How a bitmap's pixels are stored; Shade draws 8-bit grey coverage only. */
typedef enum FT_Pixel_Mode_ {
    FT_PIXEL_MODE_NONE = 0,
    FT_PIXEL_MODE_MONO,
    FT_PIXEL_MODE_GRAY,
    FT_PIXEL_MODE_GRAY2,
    FT_PIXEL_MODE_GRAY4,
    FT_PIXEL_MODE_LCD,
    FT_PIXEL_MODE_LCD_V,
    FT_PIXEL_MODE_BGRA
} FT_Pixel_Mode;

typedef struct FT_Bitmap_ {
    unsigned int rows;
    unsigned int width;
    int pitch;
    unsigned char *buffer;
    unsigned short num_grays;
    unsigned char pixel_mode;
    unsigned char palette_mode;
    void *palette;
} FT_Bitmap;

typedef struct FT_Glyph_Metrics_ {
    FT_Pos width, height;
    FT_Pos horiBearingX, horiBearingY, horiAdvance;
    FT_Pos vertBearingX, vertBearingY, vertAdvance;
} FT_Glyph_Metrics;

/* A loaded glyph, up to its bitmap's position (the outline and the rest follow). */
typedef struct FT_GlyphSlotRec_ {
    FT_Library library;
    FT_Face face;
    FT_GlyphSlot next;
    FT_UInt glyph_index;
    FT_Generic generic;
    FT_Glyph_Metrics metrics;
    FT_Fixed linearHoriAdvance;
    FT_Fixed linearVertAdvance;
    FT_Vector advance;
    unsigned int format;
    FT_Bitmap bitmap;
    FT_Int bitmap_left;
    FT_Int bitmap_top;
} FT_GlyphSlotRec;

/* A face, up to its glyph slot (the size, charmap and private fields follow). */
typedef struct FT_FaceRec_ {
    FT_Long num_faces;
    FT_Long face_index;
    FT_Long face_flags;
    FT_Long style_flags;
    FT_Long num_glyphs;
    FT_String *family_name;
    FT_String *style_name;
    FT_Int num_fixed_sizes;
    void *available_sizes;
    FT_Int num_charmaps;
    void *charmaps;
    FT_Generic generic;
    FT_BBox bbox;
    FT_UShort units_per_EM;
    FT_Short ascender;
    FT_Short descender;
    FT_Short height;
    FT_Short max_advance_width;
    FT_Short max_advance_height;
    FT_Short underline_position;
    FT_Short underline_thickness;
    FT_GlyphSlot glyph;
} FT_FaceRec;

typedef FT_Error (*shim_FT_Init_FreeType)(FT_Library *library);
typedef FT_Error (*shim_FT_Done_FreeType)(FT_Library library);
typedef FT_Error (*shim_FT_New_Face)(FT_Library library, const char *path, FT_Long face_index, FT_Face *face);
typedef FT_Error (*shim_FT_Done_Face)(FT_Face face);
typedef FT_Error (*shim_FT_Set_Pixel_Sizes)(FT_Face face, FT_UInt width, FT_UInt height);
typedef FT_UInt (*shim_FT_Get_Char_Index)(FT_Face face, FT_ULong charcode);
typedef FT_Error (*shim_FT_Load_Glyph)(FT_Face face, FT_UInt glyph_index, FT_Int32 load_flags);

/* FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT: render 8-bit grey with light (vertical-only)
   hinting. FreeType's macros are expressions Swift cannot import. */
static inline FT_Int32 shim_load_flags_render_light(void) { return (1L << 2) | (1 << 16); }
