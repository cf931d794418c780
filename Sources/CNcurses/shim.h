#pragma once

/*
 * The C side of ShadeTerminal: ncurses (wide-character build), terminfo, locale.
 *
 * Swift 6 cannot see C globals such as stdscr or cur_term (not concurrency-safe) nor
 * variadic functions such as ioctl, so this header wraps them in static inline
 * accessors. It stays dumb on purpose: every decision lives in Swift. Keys and the mouse
 * are not wrapped: Shade decodes the terminal's bytes itself (InputDecoder).
 */

/* Without this, cchar_t, wget_wch and the other wide-character entry points vanish. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <sys/ioctl.h>
/* Debian and Fedora keep the wide-character build under ncursesw/; the macOS SDK and
   Homebrew's ncurses have one curses.h that is already wide when NCURSES_WIDECHAR is set. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

/* ---- globals ------------------------------------------------------------------- */

static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline WINDOW *shim_curscr(void) { return curscr; }
static inline TERMINAL *shim_cur_term(void) { return cur_term; }

/* ---- terminfo ------------------------------------------------------------------ */

/* tigetstr() returns (char *)-1 for "not a string capability" and NULL for "absent";
   both mean "no such string" to the caller. */
static inline const char *shim_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/* ---- the kernel's idea of the window size (ioctl is variadic) ----------------- */

static inline int shim_window_size(int fd, int *out_height, int *out_width) {
    struct winsize size;
    int result = ioctl(fd, TIOCGWINSZ, &size);
    if (result == 0) {
        *out_height = size.ws_row;
        *out_width = size.ws_col;
    }
    return result;
}
