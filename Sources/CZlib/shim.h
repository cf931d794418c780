#pragma once

/*
 * zlib's types and the types of the functions ShadeRaster calls to deflate PNG image data
 * and check chunks. Nothing is linked: ShadeRaster opens libz.so.1 with dlopen when it
 * writes its first PNG, like FreeType (see CFreeType), so neither library is loaded when
 * `shade` starts. Only ShadeRaster imports this module.
 */

#include <zlib.h>

typedef __typeof__(&deflateInit_) shim_deflateInit_;
typedef __typeof__(&deflate) shim_deflate;
typedef __typeof__(&deflateEnd) shim_deflateEnd;
typedef __typeof__(&uncompress) shim_uncompress;
typedef __typeof__(&crc32) shim_crc32;
