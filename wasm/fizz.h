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
 *    or wrong-kind handle is an error, never a crash. Treat handles as opaque (see Handles).
 *  - Status returns: FIZZ_OK (0) on success, a negative FIZZ_E_* code otherwise. Calls that
 *    return a handle return 0 on error; calls that return a double return NaN on error; calls
 *    that return a pointer return NULL on error. fizz_last_error() and
 *    fizz_last_error_message() then say what went wrong.
 *  - A refused call changes nothing: the world's hash is the same before and after.
 *  - Bulk reads return pointers into world-owned arrays, valid until the next call into the
 *    library. In wasm they are offsets into `memory`; build typed-array views after the last
 *    call of the frame (memory growth detaches older views).
 *  - Replay rules, read by every scenario replayer (Swift, the WASI command, JS, Python, C)
 *    and by tools/gen-catalogue, so keep the forms when adding a function. Array lengths: the
 *    comment just above a `const double*` or `const uint32_t*` function begins with the call
 *    that counts its elements, `fizz_<name>(<param>, …)` taking parameters of the function by
 *    name (`fizz_world_count(world)`), then optionally `× (a, b, …)` naming the values per
 *    element (one without it). Kinds: `@returns <kind>` in the comment ending right above a
 *    function that returns a handle names the kind of object it returns (world, bubble, strip), and a
 *    uint32_t parameter named after a kind takes a handle of that kind. Frames: `@frame
 *    fizz_<hash>(<param>)` in the comment ending right above an int32_t function makes it a
 *    frame producer: each time it returns FIZZ_OK a replay records one frame of the object
 *    that parameter names (it must be named after a kind), hashed by that call. Any function
 *    may be one, each with its own hash: a step advancing a clock, or the offset setter of a
 *    layout with no clock.
 *  - Kinds: each kind of handle is declared once, by one line in the comment that opens its
 *    section: `@kind <name> tag <n> [snapshot <n>] [class <HostClass>] [folder <Folder>]
 *    [noun <what_messages_call_one>] [owner <kind>] [clock] product <product>` (its handle tag; its snapshot kind, for kinds with
 *    state; the class the JS and Python hosts give it; the folder of its engine and C API when
 *    not the class's name; the kind whose objects own its handles, as a world owns its bubbles;
 *    whether it steps on a clock; the per-product module it ships in). A function
 *    belongs to the kind of its first parameter named after a kind, or, creating one, to the
 *    kind it returns. tools/gen-api derives from these lines the export stubs, the handle kinds,
 *    the snapshot kinds, the host classes and every list of kinds in the tests and tools.
 *  - Constants: `#define FIZZ_<GROUP>_<NAME> <integer>`, then optionally a comment saying what
 *    it means; FIZZ_OK and FIZZ_E_<NAME> form the group Status. Hosts expose them as
 *    <Group>.<NAME> (JS `Pan.PUSH`, Python `fizz.Pan.PUSH`), generated with the Swift
 *    catalogue by tools/gen-catalogue: this file is the one place to add a function or a constant.
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
#define FIZZ_E_WRONG_KIND      -2   /* a handle of another kind (a bubble where a world goes), or no handle */
#define FIZZ_E_STALE_HANDLE    -3   /* the object was destroyed or removed */
#define FIZZ_E_FOREIGN_HANDLE  -4   /* the bubble belongs to another world */
#define FIZZ_E_NOT_FINITE      -5   /* a number is NaN or infinite */
#define FIZZ_E_OUT_OF_RANGE    -6   /* a number is outside the accepted range */
#define FIZZ_E_LIMIT           -7   /* a capacity is exhausted (bubbles per world, worlds,
                                       handles, the world's memory budget, the allocator) */
#define FIZZ_E_INVALID_OPTION  -8   /* an option is not one of the documented values */
#define FIZZ_E_INVALID_BUFFER  -9   /* a buffer is too small or malformed */
#define FIZZ_E_INVALID_STATE  -10   /* not allowed in the object's current state */

/* Handles: a uint32_t each, generation (10 bits) << 22 | slot (22 bits) of one process-wide table;
 * 0 is null; each value issued once (about 4.3e9 per process, then FIZZ_E_LIMIT). A bare uint32_t,
 * not a struct per kind: a struct crosses wasm32 by pointer. Why: docs/c-api.md#handles */

/* Threads: fizz.wasm is single-threaded. Natively any thread may call, one call at a time (the
 * handle table is unguarded: calls must not overlap; objects may move between threads); the last
 * error is per thread. docs/c-api.md#threads */

/* Attraction kinds (fizz_world_set_attraction). */
#define FIZZ_ATTRACTION_SPRING    0 /* acceleration k·(anchor − p), k in 1/s² (default, k = 8) */
#define FIZZ_ATTRACTION_CONSTANT  1 /* acceleration g toward the anchor, g in pt/s² */
#define FIZZ_ATTRACTION_NONE      2

/* ---- Library -------------------------------------------------------------------------- */

/* The version as major << 16 | minor << 8 | patch. */
uint32_t fizz_version(void);
/* The status of the last call (FIZZ_OK after a success). */
int32_t fizz_last_error(void);
/* A static NUL-terminated UTF-8 message for the last failure ("" after a success). */
const char* fizz_last_error_message(void);

/* ---- Worlds ---------------------------------------------------------------------------
 * @kind world tag 1 snapshot 1 class World folder Picker clock product picker */

/* Creates a world of width × height pt (each in 1..1e7); its rectangle is 0..width × 0..height,
 * y down. Returns a handle, or 0 on error. At most 4096 worlds live at once.
 * @returns world */
uint32_t fizz_world_create(double width, double height);
/* Destroys a world and its bubbles; their handles become stale. */
int32_t fizz_world_destroy(uint32_t world);
/* 1 when the handle names a live world, else 0. Does not touch the last error. */
int32_t fizz_world_is_valid(uint32_t world);
/* Advances by dt seconds (0..1) in fixed substeps; any slicing of the same total time gives the
 * same state while no step reaches its work budget. FIZZ_E_LIMIT, changing nothing, when the
 * memory budget cannot hold what the step reserves. docs/picker.md#fizz_world_step
 * @frame fizz_world_hash(world) */
int32_t fizz_world_step(uint32_t world, double dt);
/* 1 when the last fizz_world_step reached its work budget (40,000,000 units) or its substep cap,
 * else 0, or a negative status; per call, not saved in snapshots (docs/picker.md, "What a step
 * promises"). */
int32_t fizz_world_budget_hit(uint32_t world);
/* The number of live bubbles, or a negative status. */
int32_t fizz_world_count(uint32_t world);
/* 1 when the world has settled (all bubbles at rest; steps are free until it is woken by any
 * change), 0 when moving, or a negative status. */
int32_t fizz_world_is_settled(uint32_t world);
/* fizz_world_count(world) × (x, y, radius) doubles in pt, in body order. */
const double* fizz_world_positions(uint32_t world);
/* fizz_world_count(world) × (vx, vy) doubles in pt/s, in body order. */
const double* fizz_world_velocities(uint32_t world);
/* fizz_world_count(world) bubble handles, in body order (the order of fizz_world_positions). */
const uint32_t* fizz_world_ids(uint32_t world);
/* FNV-1a 64 over the state (bubbles in id order, the picker, the clock) and, once the picker is
 * in use, its event lists; 0 on error. docs/picker.md#fizz_world_hash */
uint64_t fizz_world_hash(uint32_t world);
/* The world's size in pt, or NaN on error. */
double fizz_world_get_width(uint32_t world);
double fizz_world_get_height(uint32_t world);

/* ---- World parameters: each setter validates, commits and wakes the world --------------- */

/* FIZZ_ATTRACTION_SPRING, _CONSTANT or _NONE. */
int32_t fizz_world_set_attraction(uint32_t world, int32_t kind);
int32_t fizz_world_get_attraction(uint32_t world);
/* Field strength: k in 1/s² for the spring, g in pt/s² for the constant pull (0..1e7); the spring
 * also needs k <= substep² (h²·k ≤ 1), else FIZZ_E_OUT_OF_RANGE, here or from the calls that would
 * break it. docs/picker.md#fizz_world_set_strength */
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
/* The internal substep rate in Hz (default 1200: 20 substeps per 60 Hz frame, stiff enough that
 * 1,000 packed bubbles overlap by under 1 % of a radius; contacts are 300 Hz springs, at most 0.3 ×
 * this rate; 15..10000, and at least √k with the spring field: see fizz_world_set_strength). */
int32_t fizz_world_set_substep(uint32_t world, double hertz);
double fizz_world_get_substep(uint32_t world);
/* Solver iterations per substep (default 1; 1..64). */
int32_t fizz_world_set_iterations(uint32_t world, int32_t iterations);
int32_t fizz_world_get_iterations(uint32_t world);
/* Threads that solve each substep (default 1; 1..64), natively: any count gives the same bits,
 * so it neither wakes the world nor is saved in snapshots; fizz.wasm solves on one thread
 * whatever it says. docs/picker.md#fizz_world_set_threads */
int32_t fizz_world_set_threads(uint32_t world, int32_t threads);
int32_t fizz_world_get_threads(uint32_t world);
/* Density of bubbles added from now on, mass per pt² (default 1; 1e-6..1e6; mass = density·π·r²). */
int32_t fizz_world_set_density(uint32_t world, double density);
double fizz_world_get_density(uint32_t world);
/* The most bubbles the world accepts (default and maximum 131071; not below the live count). */
int32_t fizz_world_set_max_bubbles(uint32_t world, int32_t limit);
int32_t fizz_world_get_max_bubbles(uint32_t world);
/* Settling: the world stops once every bubble stays under `speed` pt/s for `seconds`
 * (defaults 2 pt/s, 0.5 s; speed 0 never settles). */
int32_t fizz_world_set_sleep(uint32_t world, double speed, double seconds);

/* ---- Memory: every world has a budget for its storage ------------------------------------
 * A call that would need more returns FIZZ_E_LIMIT (0 / NULL for calls returning a handle or an
 * array) and changes nothing but room it reserved. docs/picker.md#memory-in-fizzh */

/* Sets the most bytes the world may take: 1..2^40 and not below fizz_world_get_memory_used
 * (FIZZ_E_OUT_OF_RANGE otherwise). Default 268435456 (256 MiB). */
int32_t fizz_world_set_memory_budget(uint32_t world, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_world_get_memory_budget(uint32_t world);
/* The bytes the world's storage takes now (at most the budget), or a negative status. A call
 * refused with FIZZ_E_LIMIT may leave room it reserved before the refusal: this then grows,
 * and nothing else the world holds or answers changes. */
int64_t fizz_world_get_memory_used(uint32_t world);

/* ---- Snapshots: one protocol for every kind ---------------------------------------------
 * fizz_<kind>_snapshot(handle, buffer, capacity) and fizz_<kind>_restore(handle, buffer, length)
 * for every kind with a snapshot number; one past 2^31 - 1 bytes (under a budget above 2 GiB)
 * is FIZZ_E_LIMIT; format and checks: docs/c-api.md#snapshots-in-fizzh */

/* Writes the world's snapshot into buffer and returns its size in bytes; with buffer NULL only
 * returns the size. A capacity below the size is FIZZ_E_INVALID_BUFFER and nothing is written. */
int32_t fizz_world_snapshot(uint32_t world, uint8_t* buffer, uint32_t capacity);
/* Replaces the world's state with the snapshot's length bytes; its bubble handles are re-issued.
 * FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT (the snapshot's own memory budget, or no handles left); the
 * world unchanged on error. docs/c-api.md#fizz_world_restore */
int32_t fizz_world_restore(uint32_t world, const uint8_t* buffer, uint32_t length);
/* For wasm hosts, a buffer of size bytes (1..2^28) for snapshots, or NULL (FIZZ_E_OUT_OF_RANGE
 * for a size of 0 or above 2^28, FIZZ_E_LIMIT when 16 buffers are live or the allocator has no
 * room). The library tracks them. */
uint8_t* fizz_alloc(uint32_t size);
/* Frees a buffer from fizz_alloc. A pointer the library did not hand out (or already freed,
 * or NULL) is FIZZ_E_INVALID_BUFFER and nothing is freed. */
int32_t fizz_free(uint8_t* buffer);

/* ---- Bubbles --------------------------------------------------------------------------
 * @kind bubble tag 2 owner world product picker */

/* Adds a bubble at rest at (x, y) pt (each within ±1e7) with radius pt (0.001..1e6). Returns its
 * handle, or 0 on error (FIZZ_E_LIMIT when the world is full). With walls on, no centre crosses
 * a wall. docs/picker.md#fizz_bubble_add
 * @returns bubble */
uint32_t fizz_bubble_add(uint32_t world, double x, double y, double radius);
/* Removes a bubble at once; its handle becomes stale. */
int32_t fizz_bubble_remove(uint32_t world, uint32_t bubble);
/* 1 when the handle names a live bubble of this world, else 0. Does not touch the last error. */
int32_t fizz_bubble_is_valid(uint32_t world, uint32_t bubble);
/* The bubble's index in this frame's arrays, or a negative status. */
int32_t fizz_bubble_index(uint32_t world, uint32_t bubble);

/* ---- Picker: the rules of an Apple-Music-style bubble picker ------------------------------
 * Any world. Points passed to tap, hit test, drag and pan are view points (world point minus the
 * content offset). Defaults and reasoning: docs/picker.md#the-picker-section-of-fizzh */

/* Selection overflow policies (fizz_picker_set_selection_limit). */
#define FIZZ_OVERFLOW_REFUSE          0 /* the new selection is refused (event SELECTION_REFUSED) */
#define FIZZ_OVERFLOW_DESELECT_OLDEST 1 /* the oldest selection is deselected first */
/* Removal modes (fizz_picker_set_removal_mode). */
#define FIZZ_REMOVAL_AT_END   0 /* the body shrinks inside the physics and leaves at the end */
#define FIZZ_REMOVAL_AT_ONCE  1 /* the body shrinks to 1 % at once; only the drawing animates */
/* Pan modes (fizz_picker_set_pan). */
#define FIZZ_PAN_ANCHOR  0 /* moves the attraction point (UEBubblePicker) */
#define FIZZ_PAN_PUSH    1 /* gives every bubble the finger's motion as velocity (Magnetic) */
#define FIZZ_PAN_SCROLL  2 /* scrolls the content offset, clamped to the content */
/* Spawn policies (fizz_picker_spawn). */
#define FIZZ_SPAWN_CENTER   0 /* at the attraction point */
#define FIZZ_SPAWN_CORNERS  1 /* a random corner (inset by the radius), never twice in a row */
#define FIZZ_SPAWN_SIDES    2 /* just outside the left/right edge, alternating, random height */
#define FIZZ_SPAWN_RANDOM   3 /* uniformly inside the world (inset by the radius) */
/* Presets (fizz_picker_preset): world parameters and picker settings, nothing else changed.
 * SPRING is the default; each one's values: docs/picker.md#presets */
#define FIZZ_PRESET_SPRING    0
#define FIZZ_PRESET_MAGNETIC  1
#define FIZZ_PRESET_CALM      2
#define FIZZ_PRESET_STILL     3
/* Queries (fizz_picker_query). */
#define FIZZ_QUERY_ALL        0 /* live bubbles, oldest addition first */
#define FIZZ_QUERY_SELECTED   1 /* selected bubbles, oldest selection first */
#define FIZZ_QUERY_UNSELECTED 2 /* unselected live bubbles, oldest addition first */
#define FIZZ_QUERY_TAGGED     3 /* live bubbles with the given tag, oldest addition first */
/* Event kinds (fizz_picker_events). */
#define FIZZ_EVENT_SELECTED           1
#define FIZZ_EVENT_DESELECTED         2
#define FIZZ_EVENT_APPEARED           3 /* the appear animation finished */
#define FIZZ_EVENT_REMOVED            4 /* gone (handle now stale); detail 1 = by a call, 2 = evicted */
#define FIZZ_EVENT_EVICTED            5 /* chosen by cycling; its REMOVED follows */
#define FIZZ_EVENT_DRAG_BEGAN         6
#define FIZZ_EVENT_DRAG_ENDED         7
#define FIZZ_EVENT_SETTLED            8 /* bubble handle 0 */
#define FIZZ_EVENT_WOKE               9 /* bubble handle 0 */
#define FIZZ_EVENT_SELECTION_REFUSED 10
/* Render flags (fizz_picker_flags). */
#define FIZZ_FLAG_SELECTED   1
#define FIZZ_FLAG_DRAGGED    2
#define FIZZ_FLAG_APPEARING  4
#define FIZZ_FLAG_REMOVING   8

/* Toggles the top-most (most recently added) bubble at the view point (x, y). Returns its
 * handle, or 0 for the background (status FIZZ_OK) or on error. @returns bubble */
uint32_t fizz_picker_tap(uint32_t world, double x, double y);
/* The top-most bubble at the view point (x, y), or 0. @returns bubble */
uint32_t fizz_picker_hit_test(uint32_t world, double x, double y);
/* Select / deselect / toggle: 1 when the state changed, 0 when not (already so, being removed,
 * or refused by the selection limit), or a negative status. A selection grows the bubble to its
 * selected radius, gives it the selected density and pops the others away. */
int32_t fizz_picker_select(uint32_t world, uint32_t bubble);
int32_t fizz_picker_deselect(uint32_t world, uint32_t bubble);
int32_t fizz_picker_toggle(uint32_t world, uint32_t bubble);
/* 1 when selected, 0 when not, or a negative status. */
int32_t fizz_picker_is_selected(uint32_t world, uint32_t bubble);
/* At most `max` bubbles selected (0 = no limit, 1 = single selection) and the overflow policy
 * FIZZ_OVERFLOW_*. Selections already made stay; the limit applies to the next one. */
int32_t fizz_picker_set_selection_limit(uint32_t world, int32_t max, int32_t policy);

/* Densities in mass per pt² (each in 1e-6..1e6) of unselected and selected bubbles. */
int32_t fizz_picker_set_densities(uint32_t world, double unselected, double selected);
/* The selection pop: how hard a selection pushes the other bubbles aside, as a multiple of the
 * room its growth needs (dimensionless, 0..100; default 3.8; 0 disables it). The formula:
 * docs/picker.md#fizz_picker_set_pop */
int32_t fizz_picker_set_pop(uint32_t world, double strength);
/* Animation durations in s (each 0..60; 0 is instant): radius change, appear, remove. */
int32_t fizz_picker_set_durations(uint32_t world, double grow, double appear, double remove);
/* FIZZ_REMOVAL_AT_END or FIZZ_REMOVAL_AT_ONCE. */
int32_t fizz_picker_set_removal_mode(uint32_t world, int32_t mode);
/* The drag spring: frequency in Hz (0 < hertz <= 1000), damping ratios (0..100) when selected
 * and when unselected. */
int32_t fizz_picker_set_drag_spring(uint32_t world, double hertz, double damping_selected, double damping_unselected);
/* Pan: FIZZ_PAN_* mode; anchor smoothing per move (0..1); push gain in 1/s (0..1e4);
 * anchor spring-back rate after release in 1/s (0..1e4, 0 = the anchor stays). */
int32_t fizz_picker_set_pan(uint32_t world, int32_t mode, double smoothing, double push_gain, double spring_back);
/* Bubble cycling: at most `max` live bubbles (0 = no cap); adding one more evicts the oldest,
 * animated (events EVICTED, then REMOVED). */
int32_t fizz_picker_set_max_live(uint32_t world, int32_t max);
/* Seeds the SplitMix64 behind random spawns (default 0x5EED). */
int32_t fizz_picker_set_seed(uint32_t world, uint64_t seed);
/* Applies a FIZZ_PRESET_*. */
int32_t fizz_picker_preset(uint32_t world, int32_t preset);

/* Adds a picker bubble at the world point (x, y), unselected radius `radius` pt (0.001..1e6;
 * selected 1.33 × that, at most 1e6), growing in from 1 %. Non-zero `user_data` keys are
 * unique (a second live one: FIZZ_E_INVALID_STATE). Returns its handle, or 0 on error.
 * @returns bubble */
uint32_t fizz_picker_add(uint32_t world, double x, double y, double radius, uint64_t user_data);
/* Adds a picker bubble where FIZZ_SPAWN_* puts it (random choices from the seeded generator;
 * a point past ±1e7, the reach, is clamped to it).
 * @returns bubble */
uint32_t fizz_picker_spawn(uint32_t world, int32_t policy, double radius, uint64_t user_data);
/* A bubble's unselected and selected radii in pt (each in 0.001..1e6), animated. */
int32_t fizz_picker_set_sizes(uint32_t world, uint32_t bubble, double unselected, double selected);
/* A bubble's 64-bit tag (default 0); the getter returns 0 on error (check fizz_last_error). */
int32_t fizz_picker_set_tag(uint32_t world, uint32_t bubble, uint64_t tag);
uint64_t fizz_picker_get_tag(uint32_t world, uint32_t bubble);
/* A bubble's 64-bit user data (non-zero values unique); the getter returns 0 on error. */
int32_t fizz_picker_set_user_data(uint32_t world, uint32_t bubble, uint64_t user_data);
uint64_t fizz_picker_get_user_data(uint32_t world, uint32_t bubble);
/* The live bubble whose user data is `user_data` (non-zero), or 0. @returns bubble */
uint32_t fizz_picker_find(uint32_t world, uint64_t user_data);

/* Starts removing a bubble, animated: 1 when started, 0 when already being removed. Its handle
 * stays valid until FIZZ_EVENT_REMOVED. */
int32_t fizz_picker_remove(uint32_t world, uint32_t bubble);
/* Starts removing every live bubble with this tag / every live unselected bubble: the count. */
int32_t fizz_picker_remove_tag(uint32_t world, uint64_t tag);
int32_t fizz_picker_remove_unselected(uint32_t world);

/* Runs a FIZZ_QUERY_* (tag used by FIZZ_QUERY_TAGGED) and returns how many bubbles match. */
int32_t fizz_picker_query(uint32_t world, int32_t kind, uint64_t tag);
/* The count of the last query of this world. */
int32_t fizz_picker_query_count(uint32_t world);
/* fizz_picker_query_count(world) bubble handles: the last query's result. NULL on error. */
const uint32_t* fizz_picker_query_result(uint32_t world);

/* Drag: takes hold of the top-most bubble at the view point (returns it, or 0 on the background);
 * it follows the finger through a spring and keeps its velocity on release. One drag at a time
 * (FIZZ_E_INVALID_STATE otherwise; move/end without a drag too). @returns bubble */
uint32_t fizz_picker_drag_begin(uint32_t world, double x, double y);
int32_t fizz_picker_drag_move(uint32_t world, double x, double y);
int32_t fizz_picker_drag_end(uint32_t world);
/* Background pan at view points, as set by fizz_picker_set_pan. */
int32_t fizz_picker_pan_begin(uint32_t world, double x, double y);
int32_t fizz_picker_pan_move(uint32_t world, double x, double y);
int32_t fizz_picker_pan_end(uint32_t world);
/* Scrolls the view so its top-left corner is the world point (x, y), clamped to the content
 * (the world rectangle united with every bubble): every bubble stays reachable. */
int32_t fizz_picker_set_content_offset(uint32_t world, double x, double y);
/* The content offset in pt, NaN on error. */
double fizz_picker_get_content_offset_x(uint32_t world);
double fizz_picker_get_content_offset_y(uint32_t world);
/* Resizes the world to width × height pt (each in 1..1e7), scaling bubble positions alike. */
int32_t fizz_world_resize(uint32_t world, double width, double height);

/* The number of events of the last step (cleared at the start of every step: read after
 * fizz_world_step), or a negative status. Their order: docs/picker.md#fizz_picker_event_count */
int32_t fizz_picker_event_count(uint32_t world);
/* fizz_picker_event_count(world) × (kind, bubble handle or 0, detail, 0) uint32 records. */
const uint32_t* fizz_picker_events(uint32_t world);
/* How many events the last step's list could not hold (at most 65,536 per list, or no room in the
 * memory budget: the first ones are kept), those of the calls before it included; or a negative
 * status. docs/picker.md#fizz_picker_events_dropped */
int32_t fizz_picker_events_dropped(uint32_t world);
/* fizz_world_count(world) × (x, y, radius, scale, opacity) doubles in body order: view points,
 * the animated size radius in pt, scale 0.01..1, opacity 0..1; draw a circle of radius × scale.
 * docs/picker.md#fizz_picker_render */
const double* fizz_picker_render(uint32_t world);
/* fizz_world_count(world) flag words (FIZZ_FLAG_*) in body order. */
const uint32_t* fizz_picker_flags(uint32_t world);

/* ---- Strips: items laid end to end along one axis, scrolled by an offset ------------------
 * @kind strip tag 3 snapshot 3 class Strip product strip
 * Items of given lengths `spacing` pt apart, seen through a viewport scrolled to `offset` pt; no
 * clock. Memory budget 256 MiB each. docs/strip.md#the-strip-section-of-fizzh */

/* Creates a strip with a viewport of `viewport` pt (1..1e7) and no items, spacing 0, offset 0.
 * Returns a handle, or 0 on error. At most 4096 strips live at once (FIZZ_E_LIMIT).
 * @returns strip */
uint32_t fizz_strip_create(double viewport);
/* Destroys a strip; its handle becomes stale. */
int32_t fizz_strip_destroy(uint32_t strip);
/* 1 when the handle names a live strip, else 0. Does not touch the last error. */
int32_t fizz_strip_is_valid(uint32_t strip);
/* Appends an item of `length` pt (0..1e6) after the last one; returns its index (0, 1, …), or a
 * negative status: FIZZ_E_LIMIT once the strip holds 100,000 items. */
int32_t fizz_strip_add(uint32_t strip, double length);
/* The gap between neighbouring items in pt (0..1e6, default 0); lays every item out again. */
int32_t fizz_strip_set_spacing(uint32_t strip, double spacing);
/* Scrolls: `offset` pt (±1e7) is the content coordinate at the viewport's start. Not clamped
 * (a host may overscroll; see fizz_strip_snap_offset). The strip's frame producer.
 * @frame fizz_strip_hash(strip) */
int32_t fizz_strip_set_offset(uint32_t strip, double offset);
/* The offset, the viewport's length and the content length in pt, or NaN on error. */
double fizz_strip_get_offset(uint32_t strip);
double fizz_strip_get_viewport(uint32_t strip);
double fizz_strip_get_content_length(uint32_t strip);
/* The number of items, or a negative status. */
int32_t fizz_strip_count(uint32_t strip);
/* fizz_strip_count(strip) × (x, width) doubles in pt, in item order: x is the item's start in
 * viewport coordinates (start − offset), width its length. */
const double* fizz_strip_frames(uint32_t strip);
/* The items that intersect offset ..< offset + viewport (touching is not intersecting): the first
 * (or the first after the viewport; the count when none) and how many; O(log count); or a
 * negative status. docs/strip.md#fizz_strip_first_visible */
int32_t fizz_strip_first_visible(uint32_t strip);
int32_t fizz_strip_visible_count(uint32_t strip);
/* Where a scroll released at `offset` pt (±1e7) comes to rest: the start of the item whose
 * start is nearest to `offset` (the earlier one on a tie), clamped to
 * 0..max(0, content length − viewport); 0 when empty. Changes nothing. NaN on error. */
double fizz_strip_snap_offset(uint32_t strip, double offset);
/* Where a scroll released at `offset` pt (±1e7) moving `direction` (−1, 0 or 1, else
 * FIZZ_E_OUT_OF_RANGE) comes to rest, never against the finger. Changes nothing. NaN on error.
 * docs/strip.md#fizz_strip_snap_toward */
double fizz_strip_snap_toward(uint32_t strip, double offset, int32_t direction);
/* FNV-1a 64 over the state: viewport, spacing, offset (each as its bit pattern), the item
 * count (uint64), then every item's length in order. 0 on error. */
uint64_t fizz_strip_hash(uint32_t strip);
/* The strip's snapshot (see Snapshots: the same protocol as fizz_world_snapshot): viewport,
 * spacing, offset, memory budget limit and every item's length; the starts are rebuilt on
 * restore with the same additions, bit for bit. */
int32_t fizz_strip_snapshot(uint32_t strip, uint8_t* buffer, uint32_t capacity);
/* Replaces the strip's whole state with the snapshot's (see fizz_world_restore); the strip
 * keeps its handle. FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; the strip unchanged on error. */
int32_t fizz_strip_restore(uint32_t strip, const uint8_t* buffer, uint32_t length);
/* The most bytes the strip's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_strip_set_memory_budget(uint32_t strip, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_strip_get_memory_budget(uint32_t strip);
/* The bytes the strip's storage holds now (at most the budget), or a negative status; a refused
 * call gives back what it reserved before the refusal. */
int64_t fizz_strip_get_memory_used(uint32_t strip);

/* ---- Motions: a gesture in a rect driving many mapped values (RelativePositionView) ------
 * @kind motion tag 4 snapshot 4 class Motion clock product motion
 * Pointers in a rect (pt) give relative positions and a velocity (pt/s) that drive mapping
 * targets; timestamps s (±1e12), values ±1e9, 256 MiB budget each; frame hash fizz_motion_hash.
 * Velocity, timelines, mappings and limits: docs/motion.md#the-motion-section-of-fizzh */

/* Interval of relative positions (fizz_motion_set_interval). */
#define FIZZ_INTERVAL_OPEN     0 /* the seed's (0, 1): [1e-9, 0.999999999], y from 1e-10 (default) */
#define FIZZ_INTERVAL_CLOSED   1 /* [0, 1] */
/* What drives a target, and a group's axis. */
#define FIZZ_SOURCE_X          0
#define FIZZ_SOURCE_Y          1
/* What a target outputs. */
#define FIZZ_TARGET_SCALAR     0 /* one value */
#define FIZZ_TARGET_SRGB       1 /* a colour (r, g, b, a), blended channel by channel in sRGB */
#define FIZZ_TARGET_OKLAB      2 /* a colour (r, g, b, a), blended in OKLab */
/* Which sides of a target clamp (flags; both by default in hosts). */
#define FIZZ_CLAMP_LOW         1 /* below the smallest input: hold its output */
#define FIZZ_CLAMP_HIGH        2 /* above the largest input: hold its output */
/* Easings (fizz_motion_set_easing): progress u in 0..1 to eased progress. */
#define FIZZ_EASE_LINEAR       0
#define FIZZ_EASE_EASE         1 /* CSS ease: cubic-bezier(0.25, 0.1, 0.25, 1) */
#define FIZZ_EASE_IN           2 /* CSS ease-in: cubic-bezier(0.42, 0, 1, 1) */
#define FIZZ_EASE_OUT          3 /* CSS ease-out: cubic-bezier(0, 0, 0.58, 1) */
#define FIZZ_EASE_IN_OUT       4 /* CSS ease-in-out: cubic-bezier(0.42, 0, 0.58, 1) */
#define FIZZ_EASE_CUBIC_BEZIER 5 /* cubic-bezier(a, b, c, d): a, c in 0..1, b, d ±1e3 */
#define FIZZ_EASE_STEPS_END    6 /* CSS steps(a, jump-end), a whole in 1..10000 */
#define FIZZ_EASE_STEPS_START  7 /* CSS steps(a, jump-start) */
#define FIZZ_EASE_SMOOTHSTEP   8 /* u²(3 − 2u), the picker's */
/* Proximity kernels (fizz_motion_add_group). */
#define FIZZ_KERNEL_LINEAR     0
#define FIZZ_KERNEL_GAUSSIAN   1
#define FIZZ_KERNEL_COSINE     2
/* Gesture event kinds (fizz_motion_events). */
#define FIZZ_GESTURE_BEGIN     1
#define FIZZ_GESTURE_MOVE      2
#define FIZZ_GESTURE_END       3 /* with the release velocity */
#define FIZZ_GESTURE_CANCEL    4 /* velocity 0: no release */
#define FIZZ_GESTURE_SETTLED   5 /* a release glide came to rest (pointer 0, velocity 0) */
#define FIZZ_GESTURE_HANDOVER  6 /* the primary lifted, others stay: pointer = the new primary */
/* What fizz_motion_output_offset locates. */
#define FIZZ_OUTPUT_TARGET     0
#define FIZZ_OUTPUT_GROUP      1

/* Creates a motion over the rect (0, 0, width, height) pt, each 1..1e7, open interval, no
 * targets, no sync. Returns a handle, or 0 on error. At most 4096 motions live at once.
 * @returns motion */
uint32_t fizz_motion_create(double width, double height);
/* Destroys a motion; its handle becomes stale. */
int32_t fizz_motion_destroy(uint32_t motion);
/* 1 when the handle names a live motion, else 0. Does not touch the last error. */
int32_t fizz_motion_is_valid(uint32_t motion);
/* Moves and resizes the rect: origin x, y ±1e7 pt, width, height 1..1e7 pt. */
int32_t fizz_motion_set_rect(uint32_t motion, double x, double y, double width, double height);
/* FIZZ_INTERVAL_OPEN or FIZZ_INTERVAL_CLOSED, else FIZZ_E_INVALID_OPTION. */
int32_t fizz_motion_set_interval(uint32_t motion, int32_t interval);
/* Clamps each velocity component to ±speed pt/s (0..1e7; 0, the default, turns it off), from
 * the next pointer down on. */
int32_t fizz_motion_set_max_speed(uint32_t motion, double speed);
/* Pointer `pointer` (any id) went down at (x, y) pt (±1e7) at time t s (±1e12, not before the
 * previous event's). FIZZ_E_INVALID_STATE when it is down already, FIZZ_E_LIMIT with 10 down. */
int32_t fizz_motion_pointer_down(uint32_t motion, double t, double x, double y, uint32_t pointer);
/* Pointer `pointer` moved to (x, y) pt at time t s; FIZZ_E_INVALID_STATE when it is not down. */
int32_t fizz_motion_pointer_move(uint32_t motion, double t, double x, double y, uint32_t pointer);
/* Pointer `pointer` lifted at (x, y) pt at time t s; the last one ends the gesture with the
 * finger's velocity (not the up's point: docs/motion.md#the-motion-section-of-fizzh), the primary
 * with others down hands over (FIZZ_GESTURE_HANDOVER). */
int32_t fizz_motion_pointer_up(uint32_t motion, double t, double x, double y, uint32_t pointer);
/* Cancels the gesture at time t s: every pointer is forgotten, velocity 0.
 * FIZZ_E_INVALID_STATE when no pointer is down. @was fizz_motion_cancel */
int32_t fizz_motion_pointer_cancel(uint32_t motion, double t);
/* The primary pointer's relative position (see the interval), NaN on error. */
double fizz_motion_get_x(uint32_t motion);
double fizz_motion_get_y(uint32_t motion);
/* The primary pointer's velocity in pt/s (the release's after the end, 0 after a cancel), NaN
 * on error. */
double fizz_motion_get_velocity_x(uint32_t motion);
double fizz_motion_get_velocity_y(uint32_t motion);
/* Pointers down now, or a negative status. */
int32_t fizz_motion_pointer_count(uint32_t motion);
/* Adds a target driven by FIZZ_SOURCE_X or _Y, of kind FIZZ_TARGET_*, clamping the sides in
 * `clamp` (FIZZ_CLAMP_* flags, 0..3); returns its index, or a negative status
 * (FIZZ_E_INVALID_OPTION, FIZZ_E_LIMIT). */
int32_t fizz_motion_add_target(uint32_t motion, int32_t source, int32_t kind, int32_t clamp);
/* Appends the stop (input, output) (each ±1e9) to the newest scalar target; returns its stop
 * count. FIZZ_E_INVALID_STATE (an older or colour target, inputs out of strict order),
 * FIZZ_E_OUT_OF_RANGE (within 1e-200 of the previous). docs/motion.md#fizz_motion_add_stop */
int32_t fizz_motion_add_stop(uint32_t motion, int32_t target, double input, double output);
/* Appends the stop (input, colour 0xRRGGBBAA) to colour target `target` (the newest). */
int32_t fizz_motion_add_colour_stop(uint32_t motion, int32_t target, double input, uint32_t rgba);
/* Sets the easing FIZZ_EASE_* (with its numbers a..d, see each; others ignore them) of target
 * `target`'s segment `segment` (from that stop to the next: 0..stops − 2). */
int32_t fizz_motion_set_easing(uint32_t motion, int32_t target, int32_t segment, int32_t easing, double a, double b, double c, double d);
/* Adds a proximity group along FIZZ_SOURCE_X or _Y with kernel FIZZ_KERNEL_* and radius R pt
 * (0 < R ≤ 1e9); returns its index. */
int32_t fizz_motion_add_group(uint32_t motion, int32_t axis, int32_t kernel, double radius);
/* Appends an item at `position` pt (±1e9, the rect's own coordinates) to group `group` (the
 * newest); returns its index in the group. */
int32_t fizz_motion_add_item(uint32_t motion, int32_t group, double position);
/* Appends the channel at0 + (at1 − at0)·k (each ±1e9) to group `group` (the newest, at most
 * 16); returns its index in the group. */
int32_t fizz_motion_add_channel(uint32_t motion, int32_t group, double at0, double at1);
/* How many doubles fizz_motion_map writes, or a negative status. */
int32_t fizz_motion_output_count(uint32_t motion);
/* Where target `index` (FIZZ_OUTPUT_TARGET, 0..targets) or group `index` (FIZZ_OUTPUT_GROUP,
 * 0..groups) starts in fizz_motion_map's array. FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE.
 * docs/motion.md#fizz_motion_output_offset */
int32_t fizz_motion_output_offset(uint32_t motion, int32_t kind, int32_t index);
/* fizz_motion_output_count(motion) doubles: every target's and group's outputs for the current
 * relative position and pointer, O(targets · log stops + items · channels); their order:
 * docs/motion.md#the-motion-section-of-fizzh */
const double* fizz_motion_map(uint32_t motion);
/* Syncs a scrubber (the rect its track, `thumb` pt long) with a scroll view showing `viewport` pt
 * of `content` pt (each 0..1e9): one shared fraction, both ends reached exactly. Starts at 0, 0.
 * docs/motion.md#fizz_motion_set_sync */
int32_t fizz_motion_set_sync(uint32_t motion, double content, double viewport, double thumb);
/* The scroll view is at `offset` pt (±1e9; clamped to 0..range): the thumb follows. Returns 1,
 * or 0 when the offset is already there (the echo of the sync's own write: nothing changes);
 * FIZZ_E_INVALID_STATE without a sync. */
int32_t fizz_motion_scroll_to(uint32_t motion, double offset);
/* The thumb is at `thumb` pt (±1e9; clamped to 0..travel): the offset follows. 1, or 0 for an echo. */
int32_t fizz_motion_scrub_to(uint32_t motion, double thumb);
/* The synced scroll offset and thumb origin in pt (0 without a sync); NaN on error. */
double fizz_motion_get_scroll_offset(uint32_t motion);
double fizz_motion_get_thumb(uint32_t motion);
/* Events of the last step, or a negative status. */
int32_t fizz_motion_event_count(uint32_t motion);
/* fizz_motion_event_count(motion) × (kind, pointer, t, x, y, vx, vy) doubles in call order: kind
 * FIZZ_GESTURE_*, the pointer id, its time s, the relative position then, the velocity pt/s. */
const double* fizz_motion_events(uint32_t motion);
/* The release glide: `power` 0 (default) stays, else Framer's inertia (power and time_constant
 * in 1e-6..100), per axis landing on a snap step (pt, 1e-3..1e9; 0 none); from the next release
 * (power 0 also stops a glide under way where it is). docs/motion.md#fizz_motion_set_release */
int32_t fizz_motion_set_release(uint32_t motion, double power, double time_constant, double snap_x, double snap_y);
/* 1 while the point glides after a release, else 0; or a negative status. */
int32_t fizz_motion_is_gliding(uint32_t motion);
/* Begins a new timeline at time t s (±1e12): pointers down are cancelled (FIZZ_GESTURE_CANCEL), a
 * glide stops; the settings stay. FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT (no room
 * for the event). docs/motion.md#fizz_motion_reset_timeline */
int32_t fizz_motion_reset_timeline(uint32_t motion, double t);
/* Makes a frame: lists the events since the previous step, puts dt s (0..10) on the clock (it
 * stops at 1e12 s) and moves a release glide to the clock's time.
 * @frame fizz_motion_hash(motion) */
int32_t fizz_motion_step(uint32_t motion, double dt);
/* FNV-1a 64 over the state: rect, interval, speed clamp, every pointer's samples, the
 * hand-over anchor, the clock and its timeline's start, every target, stop, easing, group,
 * item and channel, the release, the sync. 0 on error. */
uint64_t fizz_motion_hash(uint32_t motion);
/* The motion's snapshot (see Snapshots; kind 4): everything fizz_motion_hash covers; the last
 * step's events are not kept. */
int32_t fizz_motion_snapshot(uint32_t motion, uint8_t* buffer, uint32_t capacity);
/* Replaces the motion's whole state with the snapshot's (see fizz_world_restore); the motion
 * keeps its handle. FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; the motion unchanged on error. */
int32_t fizz_motion_restore(uint32_t motion, const uint8_t* buffer, uint32_t length);
/* The most bytes the motion's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_motion_set_memory_budget(uint32_t motion, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_motion_get_memory_budget(uint32_t motion);
/* The bytes the motion's storage holds now (at most the budget), or a negative status; a refused
 * call gives back what it reserved before the refusal. */
int64_t fizz_motion_get_memory_used(uint32_t motion);
/* ---- Animators: many springs and glides on a fixed step -----------------------------------
 * @kind animator tag 5 snapshot 5 class Animator clock product motion
 * Channels (ids: positive int32), springs or glides, on 1/720 s steps; values, targets and bounds
 * ±1e9, velocities ±1e12 units/s; 256 MiB budget each. Formulas and peers' numbers:
 * docs/animator.md#the-animator-section-of-fizzh */

/* Peer spring models (fizz_spring_stiffness, fizz_spring_damping), mass 1. */
#define FIZZ_SPRING_VISUAL     0 /* Framer's visualDuration (s) and bounce */
#define FIZZ_SPRING_ORIGAMI    1 /* Rebound's Origami tension and friction */
#define FIZZ_SPRING_DURATION   2 /* Framer's duration (s) and bounce */

/* Event kinds (fizz_animator_events). */
#define FIZZ_CHANNEL_REST      1 /* the channel came to rest on its target */
#define FIZZ_CHANNEL_BOUND     2 /* a glide crossed a bound: its spring now pulls it there */
#define FIZZ_CHANNEL_SNAPPED   3 /* a glide came to rest on its snap grid point */

/* Creates an animator with no channels. Returns a handle, or 0 on error. At most 4096 animators
 * live at once (FIZZ_E_LIMIT).
 * @returns animator */
uint32_t fizz_animator_create(void);
/* Destroys an animator; its handle becomes stale. */
int32_t fizz_animator_destroy(uint32_t animator);
/* 1 when the handle names a live animator, else 0. Does not touch the last error. */
int32_t fizz_animator_is_valid(uint32_t animator);
/* Adds a spring channel at `value` (±1e9), velocity 0, moving toward `target` (±1e9), with
 * stiffness (1e-6..1e9), damping (1e-6..1e6) and mass (1e-6..1e6). Returns its channel id (> 0),
 * or a negative status: FIZZ_E_LIMIT at 65,536 channels. */
int32_t fizz_animator_add_spring(uint32_t animator, double value, double target, double stiffness, double damping, double mass);
/* As fizz_animator_add_spring, moving at `velocity` units/s (±1e12) from the start (Framer's
 * `velocity`, UIKit's initialSpringVelocity times the distance): unlike a later
 * fizz_animator_set_velocity, it does not un-pause anything and costs no second call. */
int32_t fizz_animator_add_spring_moving(uint32_t animator, double value, double velocity, double target, double stiffness, double damping, double mass);
/* Adds a glide released at `value` (±1e9) with `velocity` units/s (±1e12), power and
 * time_constant in seconds (1e-6..100 each); its spring is stiffness 500, damping 10, mass 1.
 * Returns its channel id. docs/animator.md#fizz_animator_add_decay */
int32_t fizz_animator_add_decay(uint32_t animator, double value, double velocity, double power, double time_constant);
/* Replaces a channel's spring: a spring channel's own, a glide's bounce spring. stiffness
 * 1e-6..1e9, damping 1e-6..1e6, mass 1e-6..1e6. */
int32_t fizz_animator_set_spring(uint32_t animator, int32_t channel, double stiffness, double damping, double mass);
/* Bounds a glide to lower..upper (each ±1e9, lower <= upper): past one its spring takes it back
 * (FIZZ_CHANNEL_BOUND). A glide under way is launched again. docs/animator.md#fizz_animator_set_bounds */
int32_t fizz_animator_set_bounds(uint32_t animator, int32_t channel, double lower, double upper);
/* Makes a glide land on origin + n·step nearest its rest point (step 1e-6..1e9, 0 turns snapping
 * off; origin ±1e9), clamped to its bounds. docs/animator.md#fizz_animator_set_snap */
int32_t fizz_animator_set_snap(uint32_t animator, int32_t channel, double step, double origin);
/* Makes a glide land on the point of `points` (`count` doubles, 0..65536, each ±1e9) nearest its
 * rest point; count 0 turns it off. FIZZ_E_INVALID_BUFFER (points NULL with count > 0),
 * FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT. docs/animator.md#fizz_animator_set_snap_points */
int32_t fizz_animator_set_snap_points(uint32_t animator, int32_t channel, const double* points, uint32_t count);
/* Sends a channel toward `target` (±1e9) with its spring, from where it is at the velocity it
 * has (a glide stops gliding). */
int32_t fizz_animator_set_target(uint32_t animator, int32_t channel, double target);
/* Moves a channel to `value` (±1e9), its velocity kept: a spring keeps its target, a glide is
 * launched again from there. */
int32_t fizz_animator_set_value(uint32_t animator, int32_t channel, double value);
/* Sets the velocity a channel moves at now, units/s (±1e12), and resumes it: a spring keeps its
 * target, a glide is launched again at that speed (a release). */
int32_t fizz_animator_set_velocity(uint32_t animator, int32_t channel, double velocity);
/* Pauses (1) or resumes (0) a channel: steps skip a paused channel. FIZZ_E_INVALID_OPTION for
 * other values. */
int32_t fizz_animator_set_paused(uint32_t animator, int32_t channel, int32_t paused);
/* Holds a channel under a finger at the raw position `raw` (±1e9), rubber-banded past its bounds
 * over `dimension` (1e-6..1e9), paused until set_paused(…, 0) or set_velocity.
 * docs/animator.md#fizz_animator_drag */
int32_t fizz_animator_drag(uint32_t animator, int32_t channel, double raw, double dimension);
/* Removes a channel; its id becomes stale. */
int32_t fizz_animator_remove(uint32_t animator, int32_t channel);
/* Sets the rest thresholds: delta in value units, speed in units/s (each 1e-9..1e6). */
int32_t fizz_animator_set_rest(uint32_t animator, double delta, double speed);
/* Sets a channel's own rest thresholds (delta in value units, speed in units/s, each
 * 1e-9..1e6), as Framer's restDelta/restSpeed are per animation; both 0 makes it rest by the
 * animator's again. Such a channel steps alone (not four at a time). FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_animator_set_channel_rest(uint32_t animator, int32_t channel, double delta, double speed);
/* Advances `dt` seconds (0..1): runs the whole 1/720 s steps due (at most 7200 a call, time past
 * it is dropped), keeps the fraction for the next call. FIZZ_OK or a negative status. The
 * events of the call are read afterwards.
 * @frame fizz_animator_hash(animator) */
int32_t fizz_animator_step(uint32_t animator, double dt);
/* FNV-1a 64 over the state (not the events); 0 on error.
 * docs/animator.md#fizz_animator_hash */
uint64_t fizz_animator_hash(uint32_t animator);
/* The number of channel slots (live channels and freed slots; a channel's slot is its id & 0xFFFF),
 * or a negative status. */
int32_t fizz_animator_count(uint32_t animator);
/* fizz_animator_count(animator) × (value, velocity) doubles, by slot; a freed slot reads (0, 0).
 * Valid until the next call. NULL on error. */
const double* fizz_animator_states(uint32_t animator);
/* A channel's value and velocity (units/s) now, NaN on error. */
double fizz_animator_get_value(uint32_t animator, int32_t channel);
double fizz_animator_get_velocity(uint32_t animator, int32_t channel);
/* Where a channel will come to rest: its target, or the bound a glide will cross first. Changes
 * nothing. NaN on error. */
double fizz_animator_rest_value(uint32_t animator, int32_t channel);
/* Seconds until the step a channel rests on (0 at rest; at most 3600), found by stepping a copy.
 * Changes nothing. NaN on error. docs/animator.md#fizz_animator_time_to_rest */
double fizz_animator_time_to_rest(uint32_t animator, int32_t channel);
/* A channel's value `t` seconds from now (0..3600), in closed form. Changes nothing. NaN on error. */
double fizz_animator_value_at(uint32_t animator, int32_t channel, double t);
/* A channel's velocity (units/s) `t` seconds from now (0..3600), on its closed-form curve.
 * Changes nothing. NaN on error (FIZZ_E_OUT_OF_RANGE for t). */
double fizz_animator_velocity_at(uint32_t animator, int32_t channel, double t);
/* The stiffness (1/s²) and damping (1/s) of a peer's spring, mass 1: FIZZ_SPRING_* model, a and b
 * (VISUAL, DURATION: s in 0.001..1000 and bounce 0..1; ORIGAMI: each 0..1000). FIZZ_E_INVALID_OPTION,
 * FIZZ_E_OUT_OF_RANGE. NaN on error. docs/animator.md#fizz_spring_stiffness */
double fizz_spring_stiffness(int32_t model, double a, double b);
double fizz_spring_damping(int32_t model, double a, double b);
/* UIScrollView's deceleration rate per ms (0.5..0.99999; .normal 0.998, .fast 0.99) as a
 * glide's time constant τ = −1/(1000·ln rate) s, to pass as both power and time_constant
 * (0.998: 0.4995). NaN on error. */
double fizz_decay_time_constant(double rate);
/* UIScrollView's rubber band over lower..upper (each ±1e12, lower <= upper), viewport `dimension`
 * 1e-6..1e9: the shown offset of raw `value` (±1e12), or with inverse 1 the raw one shown as it.
 * FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE; NaN on error. docs/animator.md#fizz_rubber_band */
double fizz_rubber_band(double value, double lower, double upper, double dimension, int32_t inverse);
/* The number of events of the last step: per channel, in slot order, BOUND before its REST.
 * Or a negative status. */
int32_t fizz_animator_event_count(uint32_t animator);
/* fizz_animator_event_count(animator) × (kind, channel id) uint32 records. NULL on error. */
const uint32_t* fizz_animator_events(uint32_t animator);
/* The animator's snapshot (see Snapshots: the same protocol as fizz_world_snapshot, object kind
 * 5): the budget limit, rest thresholds, clock, the channel ids and every channel's state and
 * parameters; the step maps are recomputed on restore, bit for bit. */
int32_t fizz_animator_snapshot(uint32_t animator, uint8_t* buffer, uint32_t capacity);
/* Replaces the animator's whole state with the snapshot's (see fizz_world_restore); it keeps its
 * handle. FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; the animator unchanged on error. */
int32_t fizz_animator_restore(uint32_t animator, const uint8_t* buffer, uint32_t length);
/* The most bytes the animator's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_animator_set_memory_budget(uint32_t animator, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_animator_get_memory_budget(uint32_t animator);
/* The bytes the animator's storage holds now (at most the budget), or a negative status; a refused
 * call gives back what it reserved before the refusal. */
int64_t fizz_animator_get_memory_used(uint32_t animator);

/* ---- Popups: tips beside their targets, kept inside a boundary and apart, solved at once ----
 * @kind popup tag 6 snapshot 6 class Popup noun popup_layer product popup
 * A layer of popups (ids 1, 2, …, never reused) and obstacles in a boundary (pt, y down), placed
 * by fizz_popup_solve, its frame producer; 256 MiB budget each. How a solve chooses side, shift
 * and place: docs/popups.md#the-popup-section-of-fizzh */

/* Placements (fizz_popup_set_placement): the body's side, then its alignment along that side:
 * centred, or flush with the reference's start or end (left/right; swapped on the top and
 * bottom sides in right-to-left; top/bottom on the left and right sides). */
#define FIZZ_PLACEMENT_TOP          0
#define FIZZ_PLACEMENT_TOP_START    1
#define FIZZ_PLACEMENT_TOP_END      2
#define FIZZ_PLACEMENT_RIGHT        3
#define FIZZ_PLACEMENT_RIGHT_START  4
#define FIZZ_PLACEMENT_RIGHT_END    5
#define FIZZ_PLACEMENT_BOTTOM       6
#define FIZZ_PLACEMENT_BOTTOM_START 7
#define FIZZ_PLACEMENT_BOTTOM_END   8
#define FIZZ_PLACEMENT_LEFT         9
#define FIZZ_PLACEMENT_LEFT_START  10
#define FIZZ_PLACEMENT_LEFT_END    11
#define FIZZ_PLACEMENT_AUTO        12 /* the side with the most room left over, centred */

/* BubblePopup's looks (fizz_popup_apply_preset), named by where the body sits.
 * BubblePopup's own names, and the sizes: docs/popups.md#bubblepopups-looks */
#define FIZZ_TIP_ARROW_ABOVE   0
#define FIZZ_TIP_ARROW_BELOW   1
#define FIZZ_TIP_ARROW_LEFT    2
#define FIZZ_TIP_ARROW_RIGHT   3
#define FIZZ_TIP_LEADER_ABOVE  4
#define FIZZ_TIP_LEADER_BELOW  5
#define FIZZ_TIP_LEADER_LEFT   6
#define FIZZ_TIP_LEADER_RIGHT  7

/* Flags of a solved popup (fizz_popup_placements): why a host might hide or dim it.
 * Floating UI's words for them: docs/popups.md#flags-of-a-solved-popup */
#define FIZZ_HIDE_REFERENCE    1 /* the reference lies wholly outside the boundary (unpadded) */
#define FIZZ_HIDE_ESCAPED      2 /* the body is not wholly inside the padded boundary */
#define FIZZ_HIDE_OVERLAPPING  4 /* no free place was found: it overlaps a body or an obstacle */
#define FIZZ_HIDE_ESCAPED_WHOLLY 8 /* the body lies wholly outside the boundary (unpadded), past a side */

/* Options of one popup (fizz_popup_set_options), bits, each off by default. Floating UI's,
 * Popper's or Radix's names in brackets. */
#define FIZZ_ANCHOR_NO_SHIFT        1 /* no shift: the body stays at its alignment's place; a side fits only when that place is inside (shift() left out) */
#define FIZZ_ANCHOR_STICKY_ALWAYS   2 /* shift without the limit: inside even when the pointer then misses its reference (Radix sticky "always") */
#define FIZZ_ANCHOR_MAIN_AXIS_SHIFT 4 /* when no side has room, push the body back inside along the main axis, over its reference if need be (shift crossAxis) */
#define FIZZ_ANCHOR_NO_CROSS_FLIP   8 /* only the preferred side and its opposite (fallbackAxisSideDirection "none") */
#define FIZZ_ANCHOR_CROSS_START    16 /* across the axis, the start side first: left of top/bottom (right in RTL), top of left/right (fallbackAxisSideDirection "start") */
#define FIZZ_ANCHOR_CROSS_END      32 /* across the axis, the end side first (fallbackAxisSideDirection "end") */
#define FIZZ_ANCHOR_FLIP_ALIGNMENT 64 /* start <-> end when the asked alignment would have to shift and the other would not (flipAlignment) */
#define FIZZ_ANCHOR_ARROW_CENTER  128 /* start/end on a small reference: slide so the pointer reaches the reference's centre */

/* Outline path commands (fizz_popup_outline), each followed by its operands. */
#define FIZZ_PATH_MOVE   0 /* x, y */
#define FIZZ_PATH_LINE   1 /* x, y */
#define FIZZ_PATH_ARC    2 /* cx, cy, x, y, r: canvas arcTo(cx, cy, x, y, r); SVG "A r r 0 0 1 x y" */
#define FIZZ_PATH_CLOSE  3

/* Creates a popup layer with the boundary (0, 0, width, height), `width` and `height` in pt
 * (1..1e7), no padding, spacing 4, hysteresis 8, left-to-right, no popups. Returns a handle,
 * or 0 on error. At most 4096 layers live at once (FIZZ_E_LIMIT).
 * @returns popup */
uint32_t fizz_popup_create(double width, double height);
/* Destroys a layer; its handle becomes stale. */
int32_t fizz_popup_destroy(uint32_t popup);
/* 1 when the handle names a live popup layer, else 0. Does not touch the last error. */
int32_t fizz_popup_is_valid(uint32_t popup);
/* The boundary rect: origin x, y in pt (±1e7), width and height in pt (1..1e7). */
int32_t fizz_popup_set_boundary(uint32_t popup, double x, double y, double width, double height);
/* Padding inside the boundary per side, pt (each 0..1e6). */
int32_t fizz_popup_set_padding(uint32_t popup, double top, double right, double bottom, double left);
/* Right-to-left: 1 on, 0 off (default); anything else FIZZ_E_INVALID_OPTION. */
int32_t fizz_popup_set_rtl(uint32_t popup, int32_t rtl);
/* The least gap between two bodies, or a body and an obstacle, pt (0..1e4, default 4). */
int32_t fizz_popup_set_spacing(uint32_t popup, double spacing);
/* The room in pt (0..1e4, default 8) a popup's preferred side must have to spare before a
 * popup moved off it goes back. */
int32_t fizz_popup_set_hysteresis(uint32_t popup, double margin);
/* Adds a popup: a point reference at (0, 0), size 0 × 0, FIZZ_PLACEMENT_TOP, arrow 10 × 10,
 * corner radius 8. Returns its id (1, 2, …), or a negative status: FIZZ_E_LIMIT at 100,000. */
int32_t fizz_popup_add(uint32_t popup);
/* Removes popup `id` (O(count)). */
int32_t fizz_popup_remove(uint32_t popup, int32_t id);
/* The reference rect: x, y in pt (±1e7), width, height in pt (0..1e6; 0 × 0 is a point). */
int32_t fizz_popup_set_reference(uint32_t popup, int32_t id, double x, double y, double width, double height);
/* The body's size in pt (each 0..1e6), as the host measured its content (with its padding);
 * a host wrapping text measures it within the available width of the last solve. */
int32_t fizz_popup_set_size(uint32_t popup, int32_t id, double width, double height);
/* The preferred placement (FIZZ_PLACEMENT_*: 0..12); else FIZZ_E_INVALID_OPTION. */
int32_t fizz_popup_set_placement(uint32_t popup, int32_t id, int32_t placement);
/* The sides to try after the preferred one: side + 1 (1 top .. 4 left) per 4 bits from the lowest,
 * 0 ending the list, so 0..0x4444; 0 (default): the opposite side, then the other two, roomier
 * first. Else FIZZ_E_INVALID_OPTION. docs/popups.md#fizz_popup_set_fallbacks */
int32_t fizz_popup_set_fallbacks(uint32_t popup, int32_t id, int32_t sides);
/* Points with an arrow: base width, height (the gap it bridges) and tip radius, pt (each
 * 0..1e4; a base or height other than 0 at least 1e-6, else FIZZ_E_OUT_OF_RANGE: the tip's
 * rounding divides by both). */
int32_t fizz_popup_set_arrow(uint32_t popup, int32_t id, double base, double height, double tip_radius);
/* Points with a dashed leader: length (the gap it bridges), dash (on = off), and the radii of
 * the dot on the reference, outer and inner, pt (each 0..1e4). */
int32_t fizz_popup_set_leader(uint32_t popup, int32_t id, double length, double dash, double dot_radius, double inner_dot_radius);
/* The body's corner radius in pt (0..1e4; drawn at most half the shorter side). */
int32_t fizz_popup_set_corner_radius(uint32_t popup, int32_t id, double radius);
/* Offsets in pt (each ±1e4): `main` widens the gap between the pointer's tip and the reference
 * (negative narrows it), `cross` moves the body along the side towards its end (mirrored on
 * the top and bottom sides in right-to-left). */
int32_t fizz_popup_set_offsets(uint32_t popup, int32_t id, double main, double cross);
/* One of BubblePopup's looks (FIZZ_TIP_*: 0..7): placement, pointer, constants, offsets 0,
 * arrow padding −1; the reference, size, options and boundary are kept. Else
 * FIZZ_E_INVALID_OPTION. */
int32_t fizz_popup_apply_preset(uint32_t popup, int32_t id, int32_t preset);
/* Options: FIZZ_ANCHOR_* bits, 0..255 (0, the default: every option off). An unknown bit, or
 * both FIZZ_ANCHOR_CROSS_START and FIZZ_ANCHOR_CROSS_END: FIZZ_E_INVALID_OPTION. */
int32_t fizz_popup_set_options(uint32_t popup, int32_t id, int32_t options);
/* How far the pointer's base keeps from the ends of the body's edge, pt: −1 (the default: the
 * corner radius as drawn) or 0..1e4 (Floating UI's arrow padding). */
int32_t fizz_popup_set_arrow_padding(uint32_t popup, int32_t id, double padding);
/* An offset along the alignment axis in pt (±1e4, default 0) for start and end placements,
 * inward: a start placement moves towards the end, an end placement towards the start; none
 * for centred ones. Added to the cross offset (Floating UI's alignmentAxis replaces it). */
int32_t fizz_popup_set_alignment_offset(uint32_t popup, int32_t id, double offset);
/* The popup's own boundary, met with the layer's (a scrolling panel the popup clips to; the
 * layer's padding applies inside it): x, y in pt (±1e7), width, height in pt (1..1e7), or
 * 0 × 0 (the default): the layer's boundary alone. One of width and height 0: FIZZ_E_RANGE. */
int32_t fizz_popup_set_popup_boundary(uint32_t popup, int32_t id, double x, double y, double width, double height);
/* Adds a rect bodies keep clear of: x, y in pt (±1e7), width, height in pt (0..1e7). Returns
 * its index (0, 1, …), or a negative status: FIZZ_E_LIMIT at 100,000. */
int32_t fizz_popup_add_obstacle(uint32_t popup, double x, double y, double width, double height);
/* Removes every obstacle. */
int32_t fizz_popup_clear_obstacles(uint32_t popup);
/* Places every popup (docs/popups.md#the-popup-section-of-fizzh) and keeps the result for the
 * reads and the next solve. FIZZ_E_LIMIT when the layer's budget cannot hold the grid (nothing changed).
 * @frame fizz_popup_hash(popup) */
int32_t fizz_popup_solve(uint32_t popup);
/* 1 when the last fizz_popup_solve reached its work budget (4,000,000 rects examined), else 0, or
 * a negative status; not saved in snapshots. docs/popups.md#fizz_popup_budget_hit */
int32_t fizz_popup_budget_hit(uint32_t popup);
/* The number of popups, or a negative status. */
int32_t fizz_popup_count(uint32_t popup);
/* One value of the boundary in pt: `value` 0 x, 1 y, 2 width, 3 height, then the padding:
 * 4 top, 5 right, 6 bottom, 7 left (0..7; else FIZZ_E_INVALID_OPTION). NaN on error. */
double fizz_popup_get_boundary(uint32_t popup, int32_t value);
/* fizz_popup_count(popup) × (x, y, width, height) doubles in pt, in id order: each popup's
 * reference as set (0 × 0 for a point). */
const double* fizz_popup_references(uint32_t popup);
/* fizz_popup_count(popup) × (x, y, width, height, available_width, available_height) doubles
 * in pt, in id order, from the last solve: each body's frame, and the room on its side (the
 * most it could measure along each axis there). Zeros for a popup not solved yet. */
const double* fizz_popup_frames(uint32_t popup);
/* fizz_popup_count(popup) × (id, placement, flags) in id order, from the last solve: the
 * placement used (FIZZ_PLACEMENT_*, never AUTO; its side after any flip, its alignment after
 * FIZZ_ANCHOR_FLIP_ALIGNMENT) and FIZZ_HIDE_* bits. */
const uint32_t* fizz_popup_placements(uint32_t popup);
/* fizz_popup_count(popup) × (shift, apart, arrow, center_offset) doubles in pt, in id order, from
 * the last solve, along the side (positive: right or down); zeros for a popup not solved yet.
 * docs/popups.md#fizz_popup_moves */
const double* fizz_popup_moves(uint32_t popup);
/* fizz_popup_count(popup) × (x0, y0, x1, y1, x2, y2) doubles in pt, in id order, from the last
 * solve: an arrow's base start, tip and base end (in outline order), or a leader's start on
 * the body, its end on the dot's rim, and the dot's centre. */
const double* fizz_popup_pointers(uint32_t popup);
/* The number of doubles in popup `id`'s outline (at most 55; 0 before its first solve), or a
 * negative status. */
int32_t fizz_popup_outline_length(uint32_t popup, int32_t id);
/* fizz_popup_outline_length(popup, id) doubles: popup `id`'s outline (body and arrow) as
 * FIZZ_PATH_* commands from the last solve. docs/popups.md#fizz_popup_outline */
const double* fizz_popup_outline(uint32_t popup, int32_t id);
/* FNV-1a 64 over the state: boundary, padding, direction, spacing, hysteresis, next id, then
 * every popup's inputs (options, arrow padding, alignment offset and own boundary among them)
 * and last result in id order, then every obstacle. 0 on error. */
uint64_t fizz_popup_hash(uint32_t popup);
/* The layer's snapshot (see Snapshots, kind 6): settings, memory budget limit, every popup
 * (inputs and last result: the next solve reads it) and obstacle. */
int32_t fizz_popup_snapshot(uint32_t popup, uint8_t* buffer, uint32_t capacity);
/* Replaces the layer's whole state with the snapshot's (see fizz_world_restore); the layer
 * keeps its handle. FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; the layer unchanged on error. */
int32_t fizz_popup_restore(uint32_t popup, const uint8_t* buffer, uint32_t length);
/* The most bytes the popup's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_popup_set_memory_budget(uint32_t popup, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_popup_get_memory_budget(uint32_t popup);
/* The bytes the popup's storage holds now (at most the budget), or a negative status; a refused
 * call gives back what it reserved before the refusal. */
int64_t fizz_popup_get_memory_used(uint32_t popup);

/* ---- Layouts: BrickKit's bricks and sections, laid out lazily, scrolled, with behaviors ----
 * @kind layout tag 7 snapshot 7 class Layout folder Layout product layout
 * A tree of sections and bricks (ids 1, 2, …; root 1; a removed id stays refused) in rows, frames
 * in viewport pt, y down; producers fizz_layout_set_offset, _update. Limits 2,097,152 nodes, 8,388,608
 * items of 2^26 rule terms, 64 levels, 32 behaviors, a window of 262,144 items (FIZZ_E_LIMIT); offsets ±1e14. docs/layout.md#the-layout-section-of-fizzh */

/* Dimension kinds (fizz_layout_add_brick, fizz_layout_add_section). */
#define FIZZ_DIM_RATIO 0 /* r in (0, 1000]: a width's share of the row, a height r × the width; at most 1e7 pt */
#define FIZZ_DIM_FIXED 1 /* 0..1e6 pt */
#define FIZZ_DIM_FILL  2 /* widths only: the rest of the row */
#define FIZZ_DIM_AUTO  3 /* heights only: the measured height once reported, else the value (0..1e6 pt) */

/* A brick's two rules (fizz_layout_set_dimension, _add_dimension_case, _add_dimension_bound). */
#define FIZZ_AXIS_WIDTH  0
#define FIZZ_AXIS_HEIGHT 1

/* Conditions of a dimension case or bound, as bits: every one given must hold.
 * The size classes are fizz_layout_set_traits'; portrait is a viewport at most as wide as it
 * is tall; the width test reads the section's content width W (for a height too). */
#define FIZZ_WHEN_HORIZONTAL_REGULAR 1
#define FIZZ_WHEN_HORIZONTAL_COMPACT 2
#define FIZZ_WHEN_VERTICAL_REGULAR   4
#define FIZZ_WHEN_VERTICAL_COMPACT   8
#define FIZZ_WHEN_PORTRAIT           16
#define FIZZ_WHEN_LANDSCAPE          32
#define FIZZ_WHEN_NARROWER           64 /* the width test is W < width instead of W >= width */

/* Bounds of a rule (fizz_layout_add_dimension_bound; BrickKit's restricted sizes). */
#define FIZZ_BOUND_MINIMUM 0 /* at least the bound */
#define FIZZ_BOUND_MAXIMUM 1 /* at most the bound */

/* Where an item appears from or disappears to (fizz_layout_transition_frame). */
#define FIZZ_APPEAR_TOP    0 /* above the viewport: y = −height */
#define FIZZ_APPEAR_BOTTOM 1 /* below it: y = max(viewport height, content height − offset) */
#define FIZZ_APPEAR_SCALE  2 /* in place, scale 0.1 */

/* Section flows (fizz_layout_set_section_flow). */
#define FIZZ_FLOW_ROWS       0 /* rows broken when a brick does not fit (BrickKit's flow; default) */
#define FIZZ_FLOW_HORIZONTAL 1 /* one row scrolling on its own offset (BrickKit's CollectionBrick) */
#define FIZZ_FLOW_WATERFALL  2 /* columns; each brick to the shortest one, reading order kept */

/* Alignments (fizz_layout_set_section_alignment). */
#define FIZZ_HALIGN_LEFT      0
#define FIZZ_HALIGN_CENTER    1
#define FIZZ_HALIGN_RIGHT     2
#define FIZZ_HALIGN_JUSTIFIED 3 /* the slack spread between the row's bricks */
#define FIZZ_VALIGN_TOP    0
#define FIZZ_VALIGN_CENTER 1
#define FIZZ_VALIGN_BOTTOM 2

/* Which bricks are drawn above which (fizz_layout_set_z_order). */
#define FIZZ_ZORDER_TOP_DOWN  0 /* z = item count − reading index (default) */
#define FIZZ_ZORDER_BOTTOM_UP 1 /* z = reading index */

/* Behavior kinds and their parameters a, b, c, d (fizz_layout_add_behavior; pt unless said,
 * each ±1e6 unless said; a flag is 0 or 1; unused ones must be 0). */
#define FIZZ_BEHAVIOR_STICKY         0  /* a top inset; b 1 = stack across sections */
#define FIZZ_BEHAVIOR_MINIMUM_STICKY 1  /* a top inset; b minimum height 0..1e6; c 1 = across */
#define FIZZ_BEHAVIOR_STICKY_FOOTER  2  /* a bottom inset */
#define FIZZ_BEHAVIOR_QUICK_RETURN   3  /* a top inset: sticky while scrolling up */
#define FIZZ_BEHAVIOR_SNAP           4  /* a anchor: 0 leading, 1 centre, 2 trailing */
#define FIZZ_BEHAVIOR_CARD_STACK     5  /* a small height 0..1e6 */
#define FIZZ_BEHAVIOR_SPOTLIGHT      6  /* a small height 0..1e6 */
#define FIZZ_BEHAVIOR_COVER_FLOW     7  /* a minimum scale 0..1 */
#define FIZZ_BEHAVIOR_OFFSET         8  /* a dx, b dy, c dwidth, d dheight */
#define FIZZ_BEHAVIOR_MAX_Z          9  /* above every other brick */
#define FIZZ_BEHAVIOR_SET_Z          10 /* a z */

/* What happened to an item since the previous update (fizz_layout_changes). */
#define FIZZ_CHANGE_ENTERED 0 /* entered the window */
#define FIZZ_CHANGE_MOVED   1 /* any of its 7 frame values differs (hidden or shown too) */
#define FIZZ_CHANGE_LEFT    2 /* left the window (scrolled away or removed) */

/* Creates a layout with a viewport of `width` × `height` pt (each 1..1e7): an empty root
 * section (id 1) as wide as the viewport, offset (0, 0), a margin of height/2, no rounding.
 * Returns a handle, or 0 on error. At most 4096 layouts live at once (FIZZ_E_LIMIT).
 * @returns layout */
uint32_t fizz_layout_create(double width, double height);
/* Destroys a layout; its handle becomes stale. */
int32_t fizz_layout_destroy(uint32_t layout);
/* 1 when the handle names a live layout, else 0. Does not touch the last error. */
int32_t fizz_layout_is_valid(uint32_t layout);
/* Adds a brick to section `section` (an id) before its child `before` (0: at the end), width
 * and height each a FIZZ_DIM_* kind and value (RATIO (0, 1000], FIXED 0..1e6); its id, or
 * FIZZ_E_INVALID_STATE, _OUT_OF_RANGE, _NOT_FINITE, _INVALID_OPTION, _LIMIT. docs/layout.md#fizz_layout_add_brick */
int32_t fizz_layout_add_brick(uint32_t layout, uint32_t section, uint32_t before, int32_t width_kind, double width, int32_t height_kind, double height);
/* Adds an empty section to `section` before `before` (0: at the end); its id or a negative status
 * as fizz_layout_add_brick, FIZZ_E_LIMIT also past 64 levels of nesting. */
int32_t fizz_layout_add_section(uint32_t layout, uint32_t section, uint32_t before, int32_t width_kind, double width);
/* Removes brick or section `id` (with everything in it). FIZZ_E_INVALID_STATE for the root
 * (1) or an id not in the tree. */
int32_t fizz_layout_remove(uint32_t layout, uint32_t id);
/* Moves `id` before its sibling `before` (0: to the end of its section).
 * FIZZ_E_INVALID_STATE for the root, an id not in the tree or a `before` not its sibling. */
int32_t fizz_layout_reorder(uint32_t layout, uint32_t id, uint32_t before);
/* Hides (1) or shows (0) brick or section `id`: hidden, it takes no room and is handed out
 * with alpha 0 and a 0 × 0 frame where it would sit (a section's bricks not at all).
 * FIZZ_E_INVALID_OPTION for another value, FIZZ_E_INVALID_STATE for no such id. */
int32_t fizz_layout_set_hidden(uint32_t layout, uint32_t id, int32_t hidden);
/* How many items brick `id` stands for (`count` 0..8388608; 1 when added).
 * FIZZ_E_INVALID_STATE for a section or no such id; FIZZ_E_LIMIT past 8,388,608 items or 2^26
 * rule terms (each item's width and height terms, summed; docs/layout.md#one-calls-cost). */
int32_t fizz_layout_set_repeat_count(uint32_t layout, uint32_t id, int32_t count);
/* The measured `width` and `height` (pt, each 0..1e6; any negative is −1: the estimate) of repetition
 * `repetition` (0..count − 1) of brick `id`, for FIZZ_DIM_AUTO. FIZZ_E_INVALID_STATE (a section,
 * no such id), FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_layout_set_measured_size(uint32_t layout, uint32_t id, int32_t repetition, double width, double height);
/* Sets `id`'s rule along `axis` (FIZZ_AXIS_*) to one dimension (`kind`, `value` as
 * fizz_layout_add_brick), dropping its cases and bounds. FIZZ_E_INVALID_STATE, FIZZ_E_INVALID_OPTION,
 * FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT; the layout unchanged on error. */
int32_t fizz_layout_set_dimension(uint32_t layout, uint32_t id, int32_t axis, int32_t kind, double value);
/* Adds a case to `id`'s rule R along `axis`: R = "conditions ? (kind, value) : R", conditions the
 * FIZZ_WHEN_* bits of `when` and `width` (pt, 0..1e7); the last added that holds wins. Errors as
 * fizz_layout_set_dimension. docs/layout.md#fizz_layout_add_dimension_case */
int32_t fizz_layout_add_dimension_case(uint32_t layout, uint32_t id, int32_t axis, int32_t when, double width, int32_t kind, double value);
/* Bounds `id`'s rule R along `axis`, where `when` and `width` hold, to at least
 * (FIZZ_BOUND_MINIMUM) or at most (FIZZ_BOUND_MAXIMUM) (`kind`, `value`). Refusals as
 * fizz_layout_add_dimension_case. docs/layout.md#fizz_layout_add_dimension_bound */
int32_t fizz_layout_add_dimension_bound(uint32_t layout, uint32_t id, int32_t axis, int32_t when, double width, int32_t bound, int32_t kind, double value);
/* Section `section`'s spacing: `inset` pt and edge insets `top`, `left`, `bottom`, `right`
 * (each 0..1e6) and `width_ratio` (0.001..1e6: the ratio that means a whole row; 1 by
 * default). Its bricks flow again. FIZZ_E_INVALID_STATE for a brick or no such id. */
int32_t fizz_layout_set_section_insets(uint32_t layout, uint32_t section, double inset, double top, double left, double bottom, double right, double width_ratio);
/* Section `section`'s alignment: `halign` FIZZ_HALIGN_*, `valign` FIZZ_VALIGN_*,
 * `align_row_heights` 1 (every brick of a row as tall as the row) or 0. FIZZ_E_INVALID_OPTION,
 * FIZZ_E_INVALID_STATE. */
int32_t fizz_layout_set_section_alignment(uint32_t layout, uint32_t section, int32_t halign, int32_t valign, int32_t align_row_heights);
/* Section `section`'s flow: `flow` FIZZ_FLOW_*; a waterfall's `columns` (1..64, or 0 to fit
 * columns of at least `min_column_width` pt, 1..1e6). FIZZ_E_INVALID_OPTION,
 * FIZZ_E_OUT_OF_RANGE, FIZZ_E_INVALID_STATE. */
int32_t fizz_layout_set_section_flow(uint32_t layout, uint32_t section, int32_t flow, int32_t columns, double min_column_width);
/* A horizontal section's own scroll `offset` pt (±1e14). FIZZ_E_INVALID_STATE for a brick or
 * no such id. */
int32_t fizz_layout_set_section_offset(uint32_t layout, uint32_t section, double offset);
/* The viewport `width` × `height` pt (each 1..1e7); the root's width follows. */
int32_t fizz_layout_set_viewport(uint32_t layout, double width, double height);
/* The size classes rules read: `horizontal_regular`, `vertical_regular` 1 regular, 0 compact
 * (default horizontal compact, vertical regular). FIZZ_E_INVALID_OPTION for another value. */
int32_t fizz_layout_set_traits(uint32_t layout, int32_t horizontal_regular, int32_t vertical_regular);
/* The pixel grid frames are rounded to: `scale` 0 (none) or 1..4 pixels per pt. */
int32_t fizz_layout_set_scale(uint32_t layout, double scale);
/* Mirrors every row inside its section: `rtl` 1 right to left, 0 left to right. */
int32_t fizz_layout_set_right_to_left(uint32_t layout, int32_t rtl);
/* Which bricks are drawn above which: `order` FIZZ_ZORDER_*. */
int32_t fizz_layout_set_z_order(uint32_t layout, int32_t order);
/* How far past the viewport the layout lays out and hands out frames, `margin` pt (0..1e7). */
int32_t fizz_layout_set_margin(uint32_t layout, double margin);
/* Appends a behavior of kind `kind` (FIZZ_BEHAVIOR_*) with parameters `a`, `b`, `c`, `d`
 * (±1e6, as listed there); returns its index (0..31: behaviors run in this order), or a
 * negative status: FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE, FIZZ_E_LIMIT past 32. */
int32_t fizz_layout_add_behavior(uint32_t layout, int32_t kind, double a, double b, double c, double d);
/* Applies behavior `behavior` (0..31, an index fizz_layout_add_behavior returned) to every
 * repetition of `id` (`on` 1) or stops it (`on` 0). FIZZ_E_OUT_OF_RANGE, FIZZ_E_INVALID_OPTION,
 * FIZZ_E_INVALID_STATE. */
int32_t fizz_layout_attach(uint32_t layout, int32_t behavior, uint32_t id, int32_t on);
/* Scrolls to (`x`, `y`) pt (each ±1e14: all the content can reach) and updates the frames,
 * ids and changes: the layout's frame producer. FIZZ_E_LIMIT (the memory budget, or a window of over
 * 262,144 items: bricks crossing the viewport plus the margin) leaves the offset and the behaviors' state as they were.
 * @frame fizz_layout_hash(layout) */
int32_t fizz_layout_set_offset(uint32_t layout, double x, double y);
/* The same at the current offset, after changes to the tree.
 * @frame fizz_layout_hash(layout) */
int32_t fizz_layout_update(uint32_t layout);
/* The offset, the viewport's size and the content's size in pt (its height extrapolated
 * while not laid out to its end), or NaN on error. */
double fizz_layout_get_offset_x(uint32_t layout);
double fizz_layout_get_offset_y(uint32_t layout);
double fizz_layout_get_viewport_width(uint32_t layout);
double fizz_layout_get_viewport_height(uint32_t layout);
double fizz_layout_get_content_width(uint32_t layout);
double fizz_layout_get_content_height(uint32_t layout);
/* The items the last update handed out (those crossing the viewport plus the margin, and the
 * bricks a behavior pins), in reading order, or a negative status. */
int32_t fizz_layout_count(uint32_t layout);
/* fizz_layout_count(layout) × (x, y, width, height, z, alpha, scale) doubles: viewport
 * coordinates in pt, rounded to the pixel grid when a scale is set; scale 1 but for cover flow. */
const double* fizz_layout_frames(uint32_t layout);
/* fizz_layout_count(layout) × (id, repetition) uint32s, for the frames above. */
const uint32_t* fizz_layout_ids(uint32_t layout);
/* How many changes the last update made, or a negative status. */
int32_t fizz_layout_change_count(uint32_t layout);
/* fizz_layout_change_count(layout) × (id, repetition, change) uint32s: FIZZ_CHANGE_*. */
const uint32_t* fizz_layout_changes(uint32_t layout);
/* The sticking percentage (0..1) of frame `index` (0..count − 1) after the last update: how
 * far a minimum-height sticky brick has shrunk. NaN on error (FIZZ_E_OUT_OF_RANGE). */
double fizz_layout_sticking_percentage(uint32_t layout, int32_t index);
/* The laid-out bricks whose frames cross the rect at (`x`, `y`) (content coordinates, pt,
 * each ±1e14) of `width` × `height` (each 0..1e14; touching is not crossing), found by binary
 * searches; lays out up to the rect first. Returns how many, or a negative status. */
int32_t fizz_layout_query(uint32_t layout, double x, double y, double width, double height);
/* How many bricks the last fizz_layout_query found, or a negative status. */
int32_t fizz_layout_query_count(uint32_t layout);
/* fizz_layout_query_count(layout) × (id, repetition) uint32s, in reading order. */
const uint32_t* fizz_layout_query_ids(uint32_t layout);
/* Where a scroll of section `section` released at `offset` pt (±1e14) with `velocity` pt/s (±1e7)
 * rests: UIScrollView's fast deceleration, moved to the nearest FIZZ_BEHAVIOR_SNAP point. Changes
 * nothing. NaN on error. docs/layout.md#fizz_layout_snap_target */
double fizz_layout_snap_target(uint32_t layout, uint32_t section, double offset, double velocity);
/* Value `value` (0 x, 1 y, 2 width, 3 height, 4 alpha, 5 scale) of the frame brick `id`'s
 * `repetition` appears from or disappears to, `style` FIZZ_APPEAR_*. Changes nothing. NaN on
 * error. docs/layout.md#fizz_layout_transition_frame */
double fizz_layout_transition_frame(uint32_t layout, uint32_t id, int32_t repetition, int32_t style, int32_t value);
/* FNV-1a 64 over the state: settings, offset, every live node, section style, rule, measured
 * size and behavior with its state, and the frames and ids last handed out. 0 on error. */
uint64_t fizz_layout_hash(uint32_t layout);
/* The most bytes the layout's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_layout_set_memory_budget(uint32_t layout, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_layout_get_memory_budget(uint32_t layout);
/* The bytes the layout's storage holds now (at most the budget), or a negative status; a refused
 * call gives back what it reserved, a refused set_offset, update or query the items it rebuilt
 * too. docs/layout.md#fizz_layout_get_memory_used
 * @was fizz_layout_memory_used */
int64_t fizz_layout_get_memory_used(uint32_t layout);
/* The layout's snapshot (see Snapshots, kind 7): everything, the laid-out rows included, so a
 * restored layout hands out the same frames and changes without laying anything out again. */
int32_t fizz_layout_snapshot(uint32_t layout, uint8_t* buffer, uint32_t capacity);
/* Replaces the layout's whole state with the snapshot's (see fizz_world_restore); the layout
 * keeps its handle. FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; the layout unchanged on error. */
int32_t fizz_layout_restore(uint32_t layout, const uint8_t* buffer, uint32_t length);
/* ---- Carousels: items along a path with scroll-driven 3-D transforms, looping, flings -----
 * @kind carousel tag 8 snapshot 8 class Carousel clock product carousel
 * `count` items (0..1e9) scrolled by a position s in items, each visible slot a 4×4 matrix, an
 * opacity and a depth rank; 1/720 s steps; frame hash fizz_carousel_hash; 256 MiB budget each.
 * docs/carousel.md#the-carousel-section-of-fizzh */

#define FIZZ_DIRECTION_HORIZONTAL  0
#define FIZZ_DIRECTION_VERTICAL    1

#define FIZZ_MEASURE_DIRECTION        0
#define FIZZ_MEASURE_VIEWPORT_WIDTH   1
#define FIZZ_MEASURE_VIEWPORT_HEIGHT  2
#define FIZZ_MEASURE_ITEM_WIDTH       3
#define FIZZ_MEASURE_ITEM_HEIGHT      4
#define FIZZ_MEASURE_LINE_SPACING     5

#define FIZZ_SNAPPING_FREE     0 /* rests where the decay rests */
#define FIZZ_SNAPPING_ITEM     1 /* the item nearest the decay's rest point (the default) */
#define FIZZ_SNAPPING_PAGING   2 /* that item, but no farther than the next boundary from the lift */

#define FIZZ_CURVE_STRAIGHT    0 /* Showcase's DefaultPath: 0 */
#define FIZZ_CURVE_CIRCULAR    1 /* a·cos(u·d − c) + b */
#define FIZZ_CURVE_WAVE        2 /* a·sin(u·d − c) + b */
#define FIZZ_CURVE_LINEAR      3 /* a·u, or with b = 1 the V shape through c */
#define FIZZ_CURVE_CUSTOM      4 /* through the points of fizz_carousel_add_path_point */

#define FIZZ_TRANSFORM_NONE                   0
#define FIZZ_TRANSFORM_ROTATE                 1 /* Showcase's TransformRotate */
#define FIZZ_TRANSFORM_SCALE                  2 /* Showcase's TransformScale */
#define FIZZ_TRANSFORM_SCALE_ROTATE           3 /* Showcase's TransformScaleRotate */
#define FIZZ_TRANSFORM_LINEAR                10 /* iCarousel's types from here */
#define FIZZ_TRANSFORM_ROTARY                11
#define FIZZ_TRANSFORM_INVERTED_ROTARY       12
#define FIZZ_TRANSFORM_CYLINDER              13
#define FIZZ_TRANSFORM_INVERTED_CYLINDER     14
#define FIZZ_TRANSFORM_WHEEL                 15
#define FIZZ_TRANSFORM_INVERTED_WHEEL        16
#define FIZZ_TRANSFORM_COVER_FLOW            17
#define FIZZ_TRANSFORM_COVER_FLOW_2          18
#define FIZZ_TRANSFORM_TIME_MACHINE          19
#define FIZZ_TRANSFORM_INVERTED_TIME_MACHINE 20
#define FIZZ_TRANSFORM_SWIPER_COVERFLOW      30 /* Swiper's coverflow effect */
#define FIZZ_TRANSFORM_SWIPER_CARDS          31 /* Swiper's cards effect */

#define FIZZ_PHASE_IDLE        0
#define FIZZ_PHASE_DRAGGING    1
#define FIZZ_PHASE_GLIDING     2 /* decaying after a release */
#define FIZZ_PHASE_SPRINGING   3 /* paging, scroll-to-index or an overscroll's return */

/* Creates a horizontal carousel: viewport 1..1e7 pt and items 1..1e6 pt each way, `count` items
 * (0..1000000000), looping, straight, no transform. Returns a handle, or 0 on error
 * (FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT: 4096 live). @returns carousel */
uint32_t fizz_carousel_create(double viewport_width, double viewport_height, double item_width, double item_height, int32_t count);
/* Destroys a carousel; its handle becomes stale. */
int32_t fizz_carousel_destroy(uint32_t carousel);
/* 1 when the handle names a live carousel, else 0. Does not touch the last error. */
int32_t fizz_carousel_is_valid(uint32_t carousel);

/* Showcase's layout: `direction` FIZZ_DIRECTION_HORIZONTAL 0 or FIZZ_DIRECTION_VERTICAL 1
 * (FIZZ_E_INVALID_OPTION otherwise), viewport sizes in pt (1..1e7), item sizes in pt
 * (1..1e6), `line_spacing` in pt (0..1e6). The position is kept. */
int32_t fizz_carousel_set_layout(uint32_t carousel, int32_t direction, double viewport_width, double viewport_height, double item_width, double item_height, double line_spacing);
/* The item count (0..1000000000); motion stops, the position is wrapped (looping) or clamped.
 * FIZZ_E_INVALID_STATE while a finger is down. */
int32_t fizz_carousel_set_count(uint32_t carousel, int32_t count);
/* The item count, or a negative status. @was fizz_carousel_count */
int32_t fizz_carousel_get_count(uint32_t carousel);
/* One number of the layout: `which` FIZZ_MEASURE_DIRECTION 0, VIEWPORT_WIDTH 1,
 * VIEWPORT_HEIGHT 2, ITEM_WIDTH 3, ITEM_HEIGHT 4 (pt), LINE_SPACING 5 (pt); NaN on error
 * (FIZZ_E_INVALID_OPTION for another `which`). */
double fizz_carousel_get_layout(uint32_t carousel, int32_t which);
/* Looping on (1) or off (0: else FIZZ_E_OUT_OF_RANGE); motion stops, the position brought
 * into range. FIZZ_E_INVALID_STATE while a finger is down. */
int32_t fizz_carousel_set_looping(uint32_t carousel, int32_t on);
/* How a release ends from the next release on: `mode` FIZZ_SNAPPING_FREE 0, ITEM 1 (the
 * default) or PAGING 2 (Showcase's isPagingEnabled); FIZZ_E_INVALID_OPTION otherwise. */
int32_t fizz_carousel_set_snapping(uint32_t carousel, int32_t mode);

/* The cross-axis path, `kind` FIZZ_CURVE_* with parameters a, b, c, d (each ±1e6). Else
 * FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE (a flag not 0 or 1), FIZZ_E_NOT_FINITE. Each curve:
 * docs/carousel.md#fizz_carousel_set_path */
int32_t fizz_carousel_set_path(uint32_t carousel, int32_t kind, double a, double b, double c, double d);
/* Appends (u, y) to the custom path (each ±1e6; u at least 1e-6 past the last, else
 * FIZZ_E_OUT_OF_RANGE); returns the point count (at most 65536, or the memory budget:
 * FIZZ_E_LIMIT). docs/carousel.md#fizz_carousel_add_path_point */
int32_t fizz_carousel_add_path_point(uint32_t carousel, double u, double y);
/* Removes every point of the custom path (the path is 0 until points are added). */
int32_t fizz_carousel_clear_path_points(uint32_t carousel);

/* The transform, `kind` FIZZ_TRANSFORM_* with parameters p0..p5 (±1e6; iCarousel's radius ±1e9,
 * ring count 1..1e9, flip width 0.001..1; Showcase's rates 0..1e6; unused ones ignored). Else
 * FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. docs/carousel.md#fizz_carousel_set_transform */
int32_t fizz_carousel_set_transform(uint32_t carousel, int32_t kind, double p0, double p1, double p2, double p3, double p4, double p5);
/* iCarousel's fade: opaque for offsets in fade_min..fade_max (items, ±1e9, min ≤ max), and
 * past either end by f items 1 − min(f, range)/range·(1 − min_alpha); range 1e-6..1e9,
 * min_alpha 0..1. FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_fade(uint32_t carousel, double fade_min, double fade_max, double range, double min_alpha);
/* Back to the transform's own fade (the time machine fades offsets > 0, the inverted one < 0). */
int32_t fizz_carousel_clear_fade(uint32_t carousel);
/* iCarousel's perspective (m34, −1..1, default −1/500) and viewpoint offset (pt, ±1e7 each).
 * FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_perspective(uint32_t carousel, double m34, double viewpoint_x, double viewpoint_y);

/* The glide after a release: power (s, 1e-6..100: rest point s + power·velocity) and time
 * constant (s, 1e-6..100). Default UIScrollView's .normal (both 0.4995). A glide under way keeps
 * its landing and goes on with the new time constant. FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_decay(uint32_t carousel, double power, double time_constant);
/* The spring of paging, scroll-to-index and overscroll returns (one under way takes it at once):
 * stiffness (1/s², 1e-6..1e9), damping (1/s, 1e-6..1e6), mass (1e-6..1e6). Default critically
 * damped, k = (2π/0.36)². FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_spring(uint32_t carousel, double stiffness, double damping, double mass);
/* iCarousel's autoscroll while idle, items/s (±1e4, 0 off). FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_autoscroll(uint32_t carousel, double items_per_second);
/* The rubber band coefficient past the ends when not looping (1e-3..10, UIScrollView's 0.55).
 * FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_rubber_band(uint32_t carousel, double coefficient);
/* Rest thresholds: |s − target| items (1e-9..1, default 1e-4), |v| items/s (1e-9..1, 1e-3).
 * FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_rest(uint32_t carousel, double delta, double speed);
/* Extra slots either side of the viewport in a frame (0..64, default 1), and a fixed window
 * half-width in items (0..512; 0: from the viewport and the transform). FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_window(uint32_t carousel, int32_t margin, int32_t half_width);

/* A finger goes down at (x, y) pt (±1e7) at `time` s (±1e12, never before the last event):
 * motion stops and the carousel follows the finger along the axis. FIZZ_E_INVALID_STATE when
 * a finger is already down; FIZZ_E_OUT_OF_RANGE for a time going back. */
int32_t fizz_carousel_pointer_down(uint32_t carousel, double time, double x, double y);
/* The finger moved (time ±1e12, x, y ±1e7): the position is the press position less the
 * distance moved in items, rubber-banded past the ends when not looping. FIZZ_E_INVALID_STATE
 * when no finger is down. */
int32_t fizz_carousel_pointer_move(uint32_t carousel, double time, double x, double y);
/* The finger lifts (time ±1e12, x, y ±1e7): released with its velocity at the last move. Returns
 * the item it will stop on (0..count − 1; 0 with no items), or a negative status:
 * FIZZ_E_INVALID_STATE. docs/carousel.md#fizz_carousel_pointer_up */
int32_t fizz_carousel_pointer_up(uint32_t carousel, double time, double x, double y);
/* The gesture was cancelled: it settles as a release at rest would. FIZZ_E_INVALID_STATE when
 * no finger is down. */
int32_t fizz_carousel_pointer_cancel(uint32_t carousel);

/* Moves to `position` items at once (±1e9; 0..count − 1 when not looping). FIZZ_E_INVALID_STATE
 * while a finger is down, FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_position(uint32_t carousel, double position);
/* Scrolls to item `index` (0..count − 1): with the spring (keeping at most 1e6 items/s) when
 * `animated` is 1, at once when 0; looping, the shorter way round (forward on a tie).
 * FIZZ_E_INVALID_STATE while a finger is down, FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_scroll_to_index(uint32_t carousel, int32_t index, int32_t animated);
/* Advances time by `dt` s (0..1): runs the whole 1/720 s steps due (at most 7200 a call),
 * keeps the fraction for the next call. FIZZ_OK or a negative status.
 * @frame fizz_carousel_hash(carousel) */
int32_t fizz_carousel_step(uint32_t carousel, double dt);

/* The position (items), or NaN on error. */
double fizz_carousel_get_position(uint32_t carousel);
/* The velocity (items/s), or NaN on error. */
double fizz_carousel_get_velocity(uint32_t carousel);
/* The finger's velocity along the axis (pt/s, 0 when no finger is down), or NaN on error. */
double fizz_carousel_finger_velocity(uint32_t carousel);
/* FIZZ_PHASE_IDLE 0, DRAGGING 1, GLIDING 2, SPRINGING 3, or a negative status. */
int32_t fizz_carousel_get_phase(uint32_t carousel);
/* The item nearest the centre (ties to the lower slot), or a negative status:
 * FIZZ_E_INVALID_STATE with no items. */
int32_t fizz_carousel_current_index(uint32_t carousel);
/* The item the present animation stops on (the current item when not animating), or a
 * negative status: FIZZ_E_INVALID_STATE with no items. */
int32_t fizz_carousel_target_index(uint32_t carousel);
/* Before anything animates: where a release now with the finger moving at `velocity` pt/s
 * (±1e9) along the axis would stop, in items; NaN on error. During a drag, what
 * fizz_carousel_pointer_up with that velocity does. Changes nothing. */
double fizz_carousel_landing_position(uint32_t carousel, double velocity);
/* The item fizz_carousel_landing_position stops on (velocity ±1e9 pt/s), or a negative status:
 * FIZZ_E_INVALID_STATE with no items. Changes nothing. */
int32_t fizz_carousel_landing_index(uint32_t carousel, double velocity);

/* The number of visible slots (the window around the position, within 0..count − 1 when not
 * looping, once round for a looping ring): at most 1025, whatever the count. Or a negative
 * status. */
int32_t fizz_carousel_visible_count(uint32_t carousel);
/* fizz_carousel_visible_count(carousel) × (index, offset, normalized, m11, m12, m13, m14, m21,
 * m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44, opacity, depth) doubles, in slot order.
 * docs/carousel.md#fizz_carousel_visible */
const double* fizz_carousel_visible(uint32_t carousel);
/* The path at normalized coordinate `u` (±1e6); NaN on error. Changes nothing. */
double fizz_carousel_path_value(uint32_t carousel, double u);
/* The opacity at `offset` items (±1e9); NaN on error. Changes nothing. */
double fizz_carousel_opacity(uint32_t carousel, double offset);
/* 1 when the item at `offset` items (±1e9) shows its front to the viewer, 0 its back, or a
 * negative status. Changes nothing. docs/carousel.md#fizz_carousel_facing */
int32_t fizz_carousel_facing(uint32_t carousel, double offset);

/* FNV-1a 64 over the layout, count, looping, snapping, every setting (path, transform, fade,
 * perspective, decay, spring, autoscroll, rubber band, rest, window), the budget's limit, the
 * clock, the scroll state with the finger's samples, and the custom points. 0 on error. */
uint64_t fizz_carousel_hash(uint32_t carousel);
/* The most bytes the carousel's storage may take: 1..2^40 and not below what it holds
 * (FIZZ_E_OUT_OF_RANGE); 268435456 by default. A call that would need more returns FIZZ_E_LIMIT
 * and changes nothing. */
int32_t fizz_carousel_set_memory_budget(uint32_t carousel, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_carousel_get_memory_budget(uint32_t carousel);
/* The bytes the carousel's storage holds now (at most the budget), or a negative status; a
 * refused call gives back what it reserved before the refusal. @was fizz_carousel_memory_used */
int64_t fizz_carousel_get_memory_used(uint32_t carousel);
/* The carousel's snapshot (see Snapshots, kind 8): every setting, the scroll state, the clock,
 * the finger's samples and the custom points; restored, it continues bit for bit. */
int32_t fizz_carousel_snapshot(uint32_t carousel, uint8_t* buffer, uint32_t capacity);
/* Replaces the carousel's whole state with the snapshot's; it keeps its handle.
 * FIZZ_E_INVALID_BUFFER, FIZZ_E_LIMIT; unchanged on error. */
int32_t fizz_carousel_restore(uint32_t carousel, const uint8_t* buffer, uint32_t length);

#ifdef __cplusplus
}
#endif

#endif /* FIZZ_H */
