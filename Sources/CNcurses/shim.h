#pragma once

/*
 * The C side of ShadeTerminal: ncurses (wide-character build), terminfo, locale.
 *
 * Swift 6 cannot see C globals such as stdscr or ESCDELAY (not concurrency-safe) nor
 * function-like macros such as KEY_F(n) or BUTTON1_PRESSED, so this header wraps them
 * in static inline accessors. It stays dumb on purpose: every decision lives in Swift.
 */

/* Without this, cchar_t, wget_wch and the other wide-character entry points vanish. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* ---- globals ------------------------------------------------------------------- */

static inline WINDOW *shim_stdscr(void) { return stdscr; }

static inline int shim_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }

/* ---- key codes (function-like macros) ------------------------------------------ */

static inline int shim_key_f(int n) { return KEY_F(n); }

/* ---- mouse (function-like macros and the MEVENT read) ------------------------- */

static inline mmask_t shim_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t shim_button1_clicked(void) { return BUTTON1_CLICKED; }

/* Reads the pending mouse event; returns OK or ERR like getmouse().
   (Parameter names avoid term.h's capability macros such as `columns` and `lines`.) */
static inline int shim_getmouse(int *out_x, int *out_y, mmask_t *out_bstate) {
    MEVENT event;
    int result = getmouse(&event);
    if (result == OK) {
        *out_x = event.x;
        *out_y = event.y;
        *out_bstate = event.bstate;
    }
    return result;
}

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
