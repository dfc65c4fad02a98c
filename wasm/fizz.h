/*
 * fizz.h — the C API of Fizz, a headless, deterministic engine for playful interactive UI.
 *
 * The same functions are exported by the native library (libFizzExports) and by the
 * WebAssembly module wasm/fizz.wasm (which imports nothing: instantiate it with `{}` and call
 * `_initialize` once). Same calls, same bits: every build and runtime computes identical frames.
 *
 * Conventions
 *  - Units: points (pt) for lengths, seconds (s) for time, pt/s for speeds.
 *  - Handles are uint32_t; 0 is null. A stale (destroyed/removed), foreign (another world's)
 *    or wrong-kind handle is an error, never a crash.
 *  - Status returns: FIZZ_OK (0) on success, a negative FIZZ_E_* code otherwise. Calls that
 *    return a handle return 0 on error; calls that return a double return NaN on error; calls
 *    that return a pointer return NULL on error. fizz_last_error() and
 *    fizz_last_error_message() then say what went wrong.
 *  - A refused call changes nothing: the world's hash is the same before and after.
 *  - Bulk reads return pointers into world-owned arrays, valid until the next call into the
 *    library. In wasm they are offsets into `memory`; build typed-array views after the last
 *    call of the frame (memory growth detaches older views).
 *  - Never a trap: every input is checked (NaN, infinities, ranges, handles, options).
 */
#ifndef FIZZ_H
#define FIZZ_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes. */
#define FIZZ_OK                 0
#define FIZZ_E_NULL_HANDLE     -1   /* a handle argument is 0 */
#define FIZZ_E_WRONG_KIND      -2   /* a handle of another kind (a bubble where a world goes) */
#define FIZZ_E_STALE_HANDLE    -3   /* the object was destroyed or removed */
#define FIZZ_E_FOREIGN_HANDLE  -4   /* the bubble belongs to another world */
#define FIZZ_E_NOT_FINITE      -5   /* a number is NaN or infinite */
#define FIZZ_E_OUT_OF_RANGE    -6   /* a number is outside the accepted range */
#define FIZZ_E_LIMIT           -7   /* a capacity is exhausted (bubbles per world, worlds) */
#define FIZZ_E_INVALID_OPTION  -8   /* an option is not one of the documented values */
#define FIZZ_E_INVALID_BUFFER  -9   /* a buffer is too small or malformed */
#define FIZZ_E_INVALID_STATE  -10   /* not allowed in the object's current state */

/* Attraction kinds (fizz_world_set_attraction). */
#define FIZZ_ATTRACTION_SPRING    0 /* acceleration k·(anchor − p), k in 1/s² (default, k = 7.4) */
#define FIZZ_ATTRACTION_CONSTANT  1 /* acceleration g toward the anchor, g in pt/s² */
#define FIZZ_ATTRACTION_NONE      2

/* ---- Library -------------------------------------------------------------------------- */

/* The version as major << 16 | minor << 8 | patch. */
uint32_t fizz_version(void);
/* The status of the last call (FIZZ_OK after a success). */
int32_t fizz_last_error(void);
/* A static NUL-terminated UTF-8 message for the last failure ("" after a success). */
const char* fizz_last_error_message(void);

/* ---- Worlds --------------------------------------------------------------------------- */

/* Creates a world of width × height pt (each in (0, 1e7]); its rectangle is 0..width × 0..height,
 * y down. Returns a handle, or 0 on error. At most 4096 worlds live at once. */
uint32_t fizz_world_create(double width, double height);
/* Destroys a world and its bubbles; their handles become stale. */
int32_t fizz_world_destroy(uint32_t world);
/* 1 when the handle names a live world, else 0. Does not touch the last error. */
int32_t fizz_world_is_valid(uint32_t world);
/* Advances by dt seconds (0..1) in fixed substeps; leftover time carries to the next call, so
 * stepping 1/60 twice equals stepping 1/120 four times, bit for bit. */
int32_t fizz_world_step(uint32_t world, double dt);
/* The number of live bubbles, or a negative status. */
int32_t fizz_world_count(uint32_t world);
/* 1 when the world has settled (all bubbles at rest; steps are free until it is woken by any
 * change), 0 when moving, or a negative status. */
int32_t fizz_world_is_settled(uint32_t world);
/* count × (x, y, radius) doubles in pt, in body order. */
const double* fizz_world_positions(uint32_t world);
/* count × (vx, vy) doubles in pt/s, in body order. */
const double* fizz_world_velocities(uint32_t world);
/* count bubble handles, in body order (the order of fizz_world_positions). */
const uint32_t* fizz_world_ids(uint32_t world);
/* FNV-1a 64 over the state (every live bubble in id order: id, position, velocity, radius,
 * inverse mass; then the clock). 0 on error. */
uint64_t fizz_world_hash(uint32_t world);
/* The world's size in pt, or NaN on error. */
double fizz_world_get_width(uint32_t world);
double fizz_world_get_height(uint32_t world);

/* ---- World parameters: each setter validates, commits and wakes the world --------------- */

/* FIZZ_ATTRACTION_SPRING, _CONSTANT or _NONE. */
int32_t fizz_world_set_attraction(uint32_t world, int32_t kind);
int32_t fizz_world_get_attraction(uint32_t world);
/* Field strength: k in 1/s² for the spring, g in pt/s² for the constant pull (0..1e7). */
int32_t fizz_world_set_strength(uint32_t world, double strength);
double fizz_world_get_strength(uint32_t world);
/* The attraction point as fractions of the world size ((0.5, 0.5) = centre; ±1000). */
int32_t fizz_world_set_anchor(uint32_t world, double fx, double fy);
double fizz_world_get_anchor_x(uint32_t world);
double fizz_world_get_anchor_y(uint32_t world);
/* Linear damping in 1/s (default 4.9; 0..1e4). */
int32_t fizz_world_set_damping(uint32_t world, double damping);
double fizz_world_get_damping(uint32_t world);
/* Walls at x = 0 and x = width (x), at y = 0 and y = height (y): 0 = off, 1 = on (default on). */
int32_t fizz_world_set_walls(uint32_t world, int32_t x, int32_t y);
/* The walls as a mask: 1 = x walls, 2 = y walls. */
int32_t fizz_world_get_walls(uint32_t world);
/* The internal substep rate in Hz (default 240; 15..10000). */
int32_t fizz_world_set_substep(uint32_t world, double hertz);
double fizz_world_get_substep(uint32_t world);
/* Solver iterations per substep (default 1; 1..64). */
int32_t fizz_world_set_iterations(uint32_t world, int32_t iterations);
int32_t fizz_world_get_iterations(uint32_t world);
/* Density of bubbles added from now on, mass per pt² (default 1; mass = density·π·r²). */
int32_t fizz_world_set_density(uint32_t world, double density);
double fizz_world_get_density(uint32_t world);
/* The most bubbles the world accepts (default and maximum 131071; not below the live count). */
int32_t fizz_world_set_max_bubbles(uint32_t world, int32_t limit);
int32_t fizz_world_get_max_bubbles(uint32_t world);
/* Settling: the world stops once every bubble stays under `speed` pt/s for `seconds`
 * (defaults 2 pt/s, 0.5 s; speed 0 never settles). */
int32_t fizz_world_set_sleep(uint32_t world, double speed, double seconds);

/* ---- Bubbles -------------------------------------------------------------------------- */

/* Adds a bubble at rest at (x, y) pt (each within ±1e7) with radius pt (in (0, 1e6]).
 * Returns its handle, or 0 on error (FIZZ_E_LIMIT when the world is full). */
uint32_t fizz_bubble_add(uint32_t world, double x, double y, double radius);
/* Removes a bubble at once; its handle becomes stale. */
int32_t fizz_bubble_remove(uint32_t world, uint32_t bubble);
/* 1 when the handle names a live bubble of this world, else 0. Does not touch the last error. */
int32_t fizz_bubble_is_valid(uint32_t world, uint32_t bubble);
/* The bubble's index in this frame's arrays, or a negative status. */
int32_t fizz_bubble_index(uint32_t world, uint32_t bubble);

#ifdef __cplusplus
}
#endif

#endif /* FIZZ_H */
