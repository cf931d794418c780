#pragma once

/*
 * The zlib types and functions ShadeRaster calls to deflate PNG image data and check
 * chunks, declared here rather than taken from <zlib.h>, so building Shade needs no zlib
 * headers. Nothing is linked: ShadeRaster opens libz with dlopen when it writes its first
 * PNG, like FreeType (see CFreeType), so neither library is loaded when `shade` starts.
 * Only ShadeRaster imports this module. `z_stream` follows zlib 1.x's ABI, unchanged since
 * 1.0; `deflateInit_` checks the stream's size and the version's major number against the
 * library it runs on, so a mismatch fails cleanly instead of corrupting memory.
 */

typedef unsigned char Bytef;
typedef unsigned int uInt;
typedef unsigned long uLong;
typedef unsigned long uLongf;
typedef void *voidpf;

typedef voidpf (*alloc_func)(voidpf opaque, uInt items, uInt size);
typedef void (*free_func)(voidpf opaque, voidpf address);

typedef struct z_stream_s {
    Bytef *next_in; /* z_const, which zlib leaves empty unless ZLIB_CONST is set */
    uInt avail_in;
    uLong total_in;
    Bytef *next_out;
    uInt avail_out;
    uLong total_out;
    const char *msg;
    struct internal_state *state;
    alloc_func zalloc;
    free_func zfree;
    voidpf opaque;
    int data_type;
    uLong adler;
    uLong reserved;
} z_stream;

typedef z_stream *z_streamp;

#define Z_OK 0
#define Z_NO_FLUSH 0
#define Z_FINISH 4
#define Z_DEFAULT_COMPRESSION (-1)
/* Only the major number is compared with the library's own. */
#define ZLIB_VERSION "1.2.11"

typedef int (*shim_deflateInit_)(z_streamp stream, int level, const char *version, int stream_size);
typedef int (*shim_deflate)(z_streamp stream, int flush);
typedef int (*shim_deflateEnd)(z_streamp stream);
typedef int (*shim_uncompress)(Bytef *dest, uLongf *destLen, const Bytef *source, uLong sourceLen);
typedef uLong (*shim_crc32)(uLong crc, const Bytef *buf, uInt len);
