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

/* Handles.
 * Every object of every kind (worlds, bubbles) is named by a uint32_t from one process-wide
 * table: generation (10 bits) << 22 | slot (22 bits). The slot's entry records the object's
 * kind and, for a bubble, its world; so
 *  - no two objects alive at once share a handle, of any kind or world: a bubble passed to
 *    another world is FIZZ_E_FOREIGN_HANDLE (FIZZ_E_STALE_HANDLE once its world is destroyed,
 *    or once it was removed and its world has reused its place), a handle of another kind
 *    FIZZ_E_WRONG_KIND;
 *  - a handle value is issued at most once per process: when an object goes, its slot's
 *    generation is bumped, and a slot that has used its 1023 generations is retired rather than
 *    wrapped, so a stale handle never names a live object, whatever the number of cycles
 *    (FIZZ_E_STALE_HANDLE). Why retire rather than widen: 64-bit handles would cost every JS
 *    host a BigInt per bubble. The price is a finite supply: about 4.3e9 handles per process
 *    (a new object every millisecond for 50 days), then creating fails with FIZZ_E_LIMIT;
 *  - a number that was never issued (its generation is 0 or not yet reached) is
 *    FIZZ_E_WRONG_KIND.
 * Handles are issued in a deterministic order, so replaying the same calls in any runtime
 * hands out the same values.
 * Typed handles: not in C. Every kind's handle stays a bare uint32_t rather than a struct per
 * kind (Box2D's b2BodyId): a struct crosses the wasm32 C ABI by pointer, so every call from
 * JS or Python would first write it into linear memory, and the kind is already checked at
 * run time (the slot records it: FIZZ_E_WRONG_KIND). The types are the hosts': TypeScript
 * brands each kind's handle (StripHandle is not a PopupHandle), JS and Python wrap each kind
 * in its class. */

/* Threads.
 * fizz.wasm is single-threaded. Natively, the library holds one process-wide handle table and
 * per-kind live counts, unguarded: calls must not overlap. Any thread may make calls, one at
 * a time (a host serializes them, e.g. with one lock around each call; an object may move
 * between threads). The last error (fizz_last_error, fizz_last_error_message) is per thread:
 * it is the outcome of the calling thread's own last call, so a thread that reads it after
 * its call, even after other threads' calls in between, sees its own. */

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
/* Advances by dt seconds (0..1) in fixed substeps; leftover time carries, so any slicing of
 * the same total time leaves the same state, bit for bit (while no call reaches its substep cap
 * or work budget). FIZZ_E_LIMIT, changing nothing, when the memory budget cannot hold what a
 * step reserves before it starts; allocates nothing once the world has stepped at its size.
 * Why, and the bounds on work and memory: docs/picker.md, "What a step promises".
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
/* FNV-1a 64 over the state (every live bubble in id order: id, position, velocity, radius,
 * inverse mass; the picker's state; then the clock) and, once the picker is in use, the event
 * lists (the last step's and the pending ones). 0 on error. Equal total time in any slicing
 * gives the same hash whenever the last calls' event lists are equal too (for instance, no
 * event in the last call); an event of an earlier call of a slicing was in that call's list. */
uint64_t fizz_world_hash(uint32_t world);
/* The world's size in pt, or NaN on error. */
double fizz_world_get_width(uint32_t world);
double fizz_world_get_height(uint32_t world);

/* ---- World parameters: each setter validates, commits and wakes the world --------------- */

/* FIZZ_ATTRACTION_SPRING, _CONSTANT or _NONE. */
int32_t fizz_world_set_attraction(uint32_t world, int32_t kind);
int32_t fizz_world_get_attraction(uint32_t world);
/* Field strength: k in 1/s² for the spring, g in pt/s² for the constant pull (0..1e7). The
 * spring is integrated explicitly, so k is also at most substep² (1.44e6 at the default 1200 Hz:
 * h²·k ≤ 1, a quarter of where it diverges); FIZZ_E_OUT_OF_RANGE otherwise, from this setter,
 * from fizz_world_set_substep lowering the rate below √k, or from switching to the spring. */
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
 * 1,000 packed bubbles overlap by under 1 % of a radius; 15..10000, and at least √k with the
 * spring field: see fizz_world_set_strength). */
int32_t fizz_world_set_substep(uint32_t world, double hertz);
double fizz_world_get_substep(uint32_t world);
/* Solver iterations per substep (default 1; 1..64). */
int32_t fizz_world_set_iterations(uint32_t world, int32_t iterations);
int32_t fizz_world_get_iterations(uint32_t world);
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
 *
 * Every growth of a world's storage (bubbles, grid, contacts, picker records, events, the
 * arrays bulk reads point into) is charged to its budget and the allocation checked: a call
 * that would need more returns FIZZ_E_LIMIT (0 / NULL for calls returning a handle or an
 * array) and changes nothing (the hash; room it reserved before the refusal may stay, and
 * shows in fizz_world_get_memory_used). Picker bubbles in contact take about 1 KB each with
 * every bulk read made: 0.97 MB for 1,000, 121 MB for the 131,071 maximum. Not counted: a
 * world's fixed objects (under 2 KiB) and the temporary arrays of calls that list bubbles
 * (16 bytes per bubble at most, freed before they return). */

/* Sets the most bytes the world may take: 1..2^40 and not below fizz_world_get_memory_used
 * (FIZZ_E_OUT_OF_RANGE otherwise). Default 268435456 (256 MiB): a wasm module with one world
 * stays far below its 4 GiB limit. */
int32_t fizz_world_set_memory_budget(uint32_t world, int64_t bytes);
/* The budget in bytes, or a negative status. */
int64_t fizz_world_get_memory_budget(uint32_t world);
/* The bytes the world's storage takes now (at most the budget), or a negative status. A call
 * refused with FIZZ_E_LIMIT may leave room it reserved before the refusal: this then grows,
 * and nothing else the world holds or answers changes. */
int64_t fizz_world_get_memory_used(uint32_t world);

/* ---- Snapshots: one protocol for every kind ---------------------------------------------
 * Every kind of object with state is saved and restored by the same pair of calls, with the
 * same shape: fizz_<kind>_snapshot(handle, buffer, capacity) and fizz_<kind>_restore(handle,
 * buffer, length): every kind whose @kind line gives a snapshot number has the pair, and the
 * format and its checks are shared; a bubble is part of its world's snapshot.
 *
 * The format (version 1, little-endian): u32 magic "FIZZ" (bytes 46 49 5A 5A), u32 format
 * version, u32 object kind (the @kind line's snapshot number; 2 is
 * a bare physics world, saved from Swift only), u32 payload length L, L bytes of payload (doubles as
 * their IEEE-754 bit patterns), u64 FNV-1a 64 of the 16 + L bytes before it. The payload is
 * everything that makes the continuation bit-identical: for a world, its size, parameters,
 * memory budget limit, clock (substep count, pending substeps), settle state, every bubble in
 * body order with the slot table (generations, free slots in reuse order), the contacts with
 * their accumulated impulses, and the picker (records, settings, spawn generator, counters,
 * drag and pan, content offset, pending and last-step events). After a restore,
 * fizz_world_hash equals the hash at snapshot time and the same calls give the same frames,
 * in every runtime: a snapshot taken natively restores in fizz.wasm and the reverse.
 *
 * Restore decodes into fresh storage and checks every value (finite, in its range, tables
 * consistent, counts within limits and the snapshot's memory budget), and that the state is
 * one the calls could have made (every link in range, no cycle, every count and derived table
 * equal to what it counts or derives, numbers bounded so later answers stay finite: the
 * checksum is public, so a resealed buffer proves nothing), before it replaces
 * anything: a truncated, corrupted (checksum), wrong-version, wrong-kind or inconsistent
 * buffer is FIZZ_E_INVALID_BUFFER with its own message, and the object is unchanged. Bytes are
 * never read or written outside [buffer, buffer + length); in wasm a buffer that runs past the
 * end of linear memory is FIZZ_E_INVALID_BUFFER rather than a trap. */

/* Writes the world's snapshot into buffer and returns its size in bytes; with buffer NULL only
 * returns the size (capacity ignored). A capacity below the size is FIZZ_E_INVALID_BUFFER and
 * nothing is written. */
int32_t fizz_world_snapshot(uint32_t world, uint8_t* buffer, uint32_t capacity);
/* Replaces the world's whole state with the snapshot's length bytes. The world keeps its
 * handle; its bubble handles are re-issued (the old ones become stale: read the new ones with
 * fizz_world_ids). FIZZ_E_INVALID_BUFFER (see above), FIZZ_E_LIMIT when the state does not fit
 * the snapshot's own memory budget or no handles are left; the world unchanged on error. */
int32_t fizz_world_restore(uint32_t world, const uint8_t* buffer, uint32_t length);
/* For wasm hosts, which must put bytes into the module's memory: size bytes (1..2^28) for
 * snapshots, or NULL (FIZZ_E_OUT_OF_RANGE for a size of 0 or above 2^28, FIZZ_E_LIMIT when
 * 16 buffers are live or the allocator has no room). The library tracks them. */
uint8_t* fizz_alloc(uint32_t size);
/* Frees a buffer from fizz_alloc. A pointer the library did not hand out (or already freed,
 * or NULL) is FIZZ_E_INVALID_BUFFER and nothing is freed. */
int32_t fizz_free(uint8_t* buffer);

/* ---- Bubbles --------------------------------------------------------------------------
 * @kind bubble tag 2 owner world product picker */

/* Adds a bubble at rest at (x, y) pt (each within ±1e7) with radius pt (in 0.001..1e6: the
 * smallest is still 5·10⁵ ulps of the largest coordinate, and its mass stays far from 0).
 * Returns its handle, or 0 on error (FIZZ_E_LIMIT when the world is full).
 * With walls on, no bubble's centre crosses a wall: one that reaches it stops there (its
 * outward speed dropped), and one added outside can only move in.
 * @returns bubble */
uint32_t fizz_bubble_add(uint32_t world, double x, double y, double radius);
/* Removes a bubble at once; its handle becomes stale. */
int32_t fizz_bubble_remove(uint32_t world, uint32_t bubble);
/* 1 when the handle names a live bubble of this world, else 0. Does not touch the last error. */
int32_t fizz_bubble_is_valid(uint32_t world, uint32_t bubble);
/* The bubble's index in this frame's arrays, or a negative status. */
int32_t fizz_bubble_index(uint32_t world, uint32_t bubble);

/* ---- Picker: the rules of an Apple-Music-style bubble picker ------------------------------
 *
 * Picker calls work on any world. Points passed to tap/hit-test/drag/pan are VIEW points (what
 * the finger touched); the world point is the view point plus the content offset (0, 0 unless
 * scrolled). Radii animate inside the physics (neighbours are pushed aside, never jumped), and
 * every animation advances with the world's fixed substeps, so any dt slicing gives the same
 * frames. Bubbles added with fizz_bubble_add take part too (as unselected, their radius as
 * unselected size, selected: radius × the selected scale, at most 1e6 pt). Bubbles being removed are skipped by hit tests and queries but stay in
 * the frame arrays until they are gone.
 *
 * Defaults (UEBubblePicker's feel): densities 0.66 unselected / 0.99 selected; selected radius
 * = radius × 1.33 (80 → 106.4 pt); grow 0.2 s, appear 0.25 s, remove 0.25 s (smoothstep);
 * pop strength 3.8 (see fizz_picker_set_pop); drag spring 6 Hz, damping ratio 1 selected / 0.66 unselected;
 * pan moves the anchor with smoothing 0.2, clamped to 0..1 on release, no spring-back. */

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
 *  SPRING   spring k 8 /s², damping 4.9 /s, walls x+y, pop 3.8, pan anchor (the default)
 *  MAGNETIC constant 337 pt/s², damping 3 /s, walls y only, pop 0, pan push
 *  CALM     spring k 2 /s², damping 4 /s, walls x+y, pop 3.8/3, pan anchor, spring-back 2 /s
 *  STILL    no field, damping 20 /s, walls x+y, pop 0, pan scroll */
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
 * room its growth needs (dimensionless, 0..100; default 3.8; 0 disables it). A bubble growing
 * from radius r to R pt gives each other bubble d pt away (d counted as at least R + that
 * bubble's radius) the radial velocity strength × c × (R² − r²) / (2d) pt/s, c being the world's
 * damping in 1/s: the speed at which damping alone would let it coast strength × the distance
 * (R² − r²) / (2d) pt it must give way for the grown area. So the push has the same proportions
 * at any bubble size, fades with distance, and moves light and heavy bubbles alike; it is 0 in
 * a world without damping or for a selected radius not larger than the current one. 3.8 gives
 * the neighbour touching an 80 pt bubble the seed's push (246 pt/s); a 30 pt bubble's
 * neighbour gets 92 pt/s (it got 1,750 pt/s from the fixed impulse before). */
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

/* Adds a picker bubble at the world point (x, y), unselected radius `radius` pt (0.001..1e6; selected:
 * × 1.33), growing in from 1 %. `user_data` is the host's key: non-zero keys are unique, a
 * second live bubble with the same key is FIZZ_E_INVALID_STATE (the seed's duplicate bubble).
 * Returns its handle, or 0 on error. @returns bubble */
uint32_t fizz_picker_add(uint32_t world, double x, double y, double radius, uint64_t user_data);
/* Adds a picker bubble where FIZZ_SPAWN_* puts it (random choices from the seeded generator).
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

/* Drag: takes hold of the top-most bubble at the view point (returns it, or 0 on the
 * background); it follows the finger through a spring, outside the attraction field, still
 * pushing the others; on release it keeps its velocity. One drag at a time
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

/* The number of events of the last step. Order: WOKE (if it had settled); events of calls made
 * since the previous step in call order (DESELECTED before the SELECTED that caused it, EVICTED
 * before its addition); per substep APPEARED then REMOVED by ascending slot; SETTLED last.
 * Cleared at the start of every step: read after fizz_world_step. */
int32_t fizz_picker_event_count(uint32_t world);
/* fizz_picker_event_count(world) × (kind, bubble handle or 0, detail, 0) uint32 records. */
const uint32_t* fizz_picker_events(uint32_t world);
/* Events are bounded: a step's list holds at most 65,536, and so do the events of calls made
 * between two steps (kept for the next list). This returns how many events the last step's
 * list could not hold (beyond 65,536, or without room in the memory budget: the first ones
 * are kept), counting those of the calls before it; or a negative status. A million toggles
 * without a step keep 65,536 events and report the rest here. */
int32_t fizz_picker_events_dropped(uint32_t world);
/* fizz_world_count(world) × (x, y, radius, scale, opacity) doubles in body order: x, y in
 * view points (world minus content offset), the size radius in pt (unselected or selected,
 * animated between), the appear/remove scale 0.01..1 and the opacity 0..1. Draw a circle of
 * radius × scale. */
const double* fizz_picker_render(uint32_t world);
/* fizz_world_count(world) flag words (FIZZ_FLAG_*) in body order. */
const uint32_t* fizz_picker_flags(uint32_t world);

/* ---- Strips: items laid end to end along one axis, scrolled by an offset ------------------
 * @kind strip tag 3 snapshot 3 class Strip product strip
 *
 * A strip is the smallest component (the seed of layouts and carousels): items of given
 * lengths laid end to end, `spacing` pt apart, seen through a viewport of a given length
 * scrolled to `offset` pt. Item i starts at 0 for the first, then at the previous item's end
 * plus the spacing (content coordinates); the content length is the last item's end (no
 * spacing after it), 0 when empty. A strip has no clock: its frame changes only when the offset
 * (or an item, or the spacing) is set, so its frame producer is fizz_strip_set_offset and its
 * frame hash fizz_strip_hash. Strips share the handle registry with worlds: a world handle
 * passed to a strip call is FIZZ_E_WRONG_KIND, and a strip handle passed to a world call too.
 * Every strip has its own memory budget of 256 MiB (as a world's default); its storage is
 * 16 bytes per item, 32 once the frames were read (3.2 MB for the 100,000 maximum). */

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
/* The items that intersect the viewport offset ..< offset + viewport: item i does when
 * start < offset + viewport and start + length > offset (touching an edge is not
 * intersecting). fizz_strip_first_visible is the first such item, or when none the first item
 * after the viewport (the count when none); fizz_strip_visible_count how many, from it
 * (0 when none). Binary searches: O(log count). Or a negative status. */
int32_t fizz_strip_first_visible(uint32_t strip);
int32_t fizz_strip_visible_count(uint32_t strip);
/* Where a scroll released at `offset` pt (±1e7) comes to rest: the start of the item whose
 * start is nearest to `offset` (the earlier one on a tie), clamped to
 * 0..max(0, content length − viewport); 0 when empty. Changes nothing. NaN on error. */
double fizz_strip_snap_offset(uint32_t strip, double offset);
/* Where a scroll released at `offset` pt (±1e7) while moving `direction` (−1: toward the
 * start, 1: toward the end, 0: at rest; else FIZZ_E_OUT_OF_RANGE) comes to rest: among the item
 * starts below content length − viewport and that end itself (so the last item can always be
 * shown whole), the first at or after `offset` moving forward, the last at or before it moving
 * back, the nearest at rest (the earlier on a tie); 0 at or before 0, the end at or past it,
 * 0 when empty. A host passes the decay's rest point and the fling's sign: the snap never
 * goes against the finger. Changes nothing. NaN on error. */
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
/* The bytes the strip's storage holds now (at most the budget), or a negative status.
 * A refused call leaves this where it was: what it reserved before the refusal (an event or
 * item slot, a column of several that then did not fit) is given back, as nothing else the
 * strip holds or answers changes. */
int64_t fizz_strip_get_memory_used(uint32_t strip);

/* ---- Motions: a gesture in a rect driving many mapped values (RelativePositionView) ------
 * @kind motion tag 4 snapshot 4 class Motion clock product motion
 *
 * A motion is one gesture surface: pointers going down, moving and lifting in a rect (pt) give
 * a relative position per axis, (x − minX)/width and (y − minY)/height, and a velocity (pt/s),
 * which drive many mapping targets evaluated in one call into one buffer, and optionally a
 * scrubber ↔ scroll view sync. Relative positions are clamped to the seed's open interval, x to
 * [1e-9, 0.999999999] and y to [1e-10, 0.999999999] (so a scale driven by them is never 0), or
 * with FIZZ_INTERVAL_CLOSED to [0, 1]. The first pointer down begins the gesture and is its
 * primary (its point and velocity are the gesture's); when it lifts while others stay, the
 * next one down takes over and a FIZZ_GESTURE_HANDOVER event names it: the point goes on from
 * where it was by the new primary's moves (re-anchored, as Android's scroll views re-base on
 * the new active pointer; UIKit's pan follows the centroid of every touch instead, which moves
 * when any finger lands or lifts); the last up ends the gesture; a cancel ends it for every
 * pointer.
 * Velocity: Android's LSQ2, a quadratic least-squares fit x(t) ≈ b0 + b1·t + b2·t² over the
 * primary's samples of the last 100 ms (at most 20), t from the newest sample, velocity = b1
 * (the line with 2 samples, 0 with 1), solved by orthogonal polynomials in time scaled to the
 * samples' span, exact at any sample rate; a gap of 40 ms or more between samples (or, for a
 * stream slower than that, twice its widest interval of the last 100 ms: a 20 Hz stream keeps
 * its history) clears the history (the pointer had stopped: this also drops the down sample of a fling
 * from a hold).
 * An up's point is not a sample, as Android ignores ACTION_UP's coordinates: the release
 * velocity is the finger's fit at its last move (a browser's pointerup comes a frame later at
 * the last point; taken as a sample it cut an 800 pt/s fling to 429 at 60 Hz), or 0 when the
 * up comes that stop gap or more after the last move (the finger had stopped). Framer Motion instead
 * divides the difference between the newest move and the oldest within 100 ms by their time.
 * Timestamps are the host's (s, ±1e12) and must not go back within a timeline
 * (fizz_motion_reset_timeline begins a new one). fizz_motion_step makes a frame: it lists the
 * events of the calls since the previous step (read them after it) and puts dt on the motion's
 * clock (1000 substeps/s), whose time is the timeline's start (0 at creation) plus the whole
 * substeps run; a host that stamps events with the clock it takes dt from, and starts the
 * timeline at its own time, has its stamps on the clock's timeline, and a release glide starts
 * at the up's stamp, so the same recorded trace glides through the same points at the same
 * times at any frame rate. A stamp off the timeline is pulled into the frame it falls in (not
 * before the clock's time at the call, not after the end of the next step). Give a frame's
 * events before its step. Frame hash fizz_motion_hash.
 * Mapping targets: a piecewise curve over stops (input, output) whose inputs strictly increase
 * or strictly decrease, each segment eased (FIZZ_EASE_*, linear by default); below the
 * smallest input or above the largest it holds that end's output when that side is clamped
 * (FIZZ_CLAMP_*), else continues the end segment's line. Colour targets output (r, g, b, a) in
 * 0..1, blended in sRGB or OKLab. Proximity groups: items at positions (pt, in the rect's
 * coordinates along the group's axis) weighted by a kernel of the distance d to the pointer
 * (at W·p along the axis, as the seed has it: a pointer outside the rect acts at its edge),
 * FIZZ_KERNEL_LINEAR 1 − d/R (0 from R; the seed's Dock row with R = the width), GAUSSIAN
 * exp(−d²/(2R²)), COSINE (1 + cos(π·d/R))/2 (0 from R); each channel (at0, at1) outputs
 * at0 + (at1 − at0)·k per item (no channel: k itself). Outputs, in order: each target's (1
 * value, 4 for a colour) in the order added, then each group's, item-major. Stops go to the
 * newest target and items and channels to the newest group (FIZZ_E_INVALID_STATE otherwise).
 * Limits: 100,000 targets, 1,000,000 stops, 1,000 groups, 100,000 items, 16 channels a group,
 * 10 pointers (FIZZ_E_LIMIT); values ±1e9; a memory budget of 256 MiB per motion. Snapshot kind 4. */

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
 * finger's velocity (the up's point is not a velocity sample: see the section), the primary
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
/* Appends the stop (input, output) (each ±1e9) to scalar target `target`, which must be the
 * newest; returns its stop count. FIZZ_E_INVALID_STATE for an older or colour target, or an
 * input that does not continue the strict order of the first two; FIZZ_E_OUT_OF_RANGE for an
 * input within 1e-200 of the previous stop's (an unclamped end continues the segment's slope,
 * which must stay finite over every input). */
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
/* Where the outputs of target `index` (kind FIZZ_OUTPUT_TARGET, index 0..targets) or of group
 * `index` (FIZZ_OUTPUT_GROUP, 0..groups) start in fizz_motion_map's array; index = the count
 * answers where the next would start (after the last target: the first group; after the last
 * group: fizz_motion_output_count). Answered from the motion's state (also after a restore),
 * O(index). FIZZ_E_INVALID_OPTION for another kind, FIZZ_E_OUT_OF_RANGE for another index. */
int32_t fizz_motion_output_offset(uint32_t motion, int32_t kind, int32_t index);
/* fizz_motion_output_count(motion) doubles: every target's and group's outputs for the current
 * relative position and pointer (see the section's order). O(targets · log stops + items ·
 * channels). */
const double* fizz_motion_map(uint32_t motion);
/* Syncs a scrubber with a scroll view: the rect is the scrubber's track (its width when set), the thumb
 * is `thumb` pt long, the scroll view shows `viewport` pt of `content` pt (each 0..1e9).
 * Thumb origin s in 0..travel (travel = width − thumb) and offset o in 0..range (range =
 * content − viewport) share one fraction s/travel = o/range, so both ends are reached exactly.
 * The primary pointer drags the thumb, centred under it along x. Starts at 0, 0. */
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
/* What the point does after the last pointer lifts: with `power` 0 (the default) it stays
 * there, as in the seed; else it glides on from the release velocity v as Framer's inertia,
 * x(t) = x0 + power·v·(1 − e^(−t/time_constant)) (power and time_constant in 1e-6..100; 0.8 and
 * 0.325 are Framer's, τ and τ with τ = −1/(1000·ln 0.998) UIScrollView's .normal), t being the
 * clock's time since the release, and per axis with a snap step (pt from the rect's origin,
 * 1e-3..1e9; 0 none) lands exactly on the grid point nearest the projected rest x0 + power·v.
 * From its time to rest (0.001 pt, 0.001 pt/s) it sits on the rest point and a
 * FIZZ_GESTURE_SETTLED event is listed. A pointer down catches it. From the next release on. */
int32_t fizz_motion_set_release(uint32_t motion, double power, double time_constant, double snap_x, double snap_y);
/* 1 while the point glides after a release, else 0; or a negative status. */
int32_t fizz_motion_is_gliding(uint32_t motion);
/* Begins a new timeline at time t s (±1e12): the clock reads t (a pending fraction of a substep
 * is dropped) and the next events may carry any time from t on, even before the old
 * timeline's newest. Pointers still down are forgotten with a FIZZ_GESTURE_CANCEL event (no
 * release); a glide stops where it is; velocity 0. The rect, mapping, sync and release
 * settings stay. For a host whose clock restarts (a replay, a restored page, a test), and, called
 * at creation with the host's own time, to put its stamps on the clock's timeline (see the
 * section). FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT (no room for the event in the budget). */
int32_t fizz_motion_reset_timeline(uint32_t motion, double t);
/* Makes a frame: lists the events since the previous step, puts dt s (0..10) on the clock and
 * moves a release glide to the clock's time.
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
/* The bytes the motion's storage holds now (at most the budget), or a negative status.
 * A refused call leaves this where it was: what it reserved before the refusal (an event or
 * item slot, a column of several that then did not fit) is given back, as nothing else the
 * motion holds or answers changes. */
int64_t fizz_motion_get_memory_used(uint32_t motion);
/* ---- Animators: many springs and glides on a fixed step -----------------------------------
 * @kind animator tag 5 snapshot 5 class Animator clock product motion
 *
 * An animator owns channels, each one value animated over time: a spring toward a target, or a
 * glide (an exponential deceleration) released at a velocity, which may land on a snap grid or
 * hand over to its spring at a bound. Values are in any unit (pt), velocities in units per
 * second, times in seconds. Time advances in fixed steps of 1/720 s: a 60, 120 or 144 Hz host
 * advances 12, 6 or 5 steps a frame, so the same total time gives the same state (and hash) at
 * any of these rates. Each step is an exact 2x2 map on (value − target, velocity), so it never
 * diverges. A channel rests when |value − target| <= rest delta and |velocity| <= rest speed
 * after a step (0.001 and 0.001 by default, Rebound's): it is then put exactly on its target
 * with velocity 0, and a FIZZ_CHANNEL_REST event (SNAPPED for a glide to a snap grid) is reported.
 * Springs: stiffness k (1/s², 1e-6..1e9), damping c (1/s, 1e-6..1e6), mass m (1e-6..1e6); from
 * Framer's visual duration vd and bounce b: k = (2π/(1.2·vd))², c = 2·clamp(1 − b, 0.05, 1)·√k,
 * m = 1; from Rebound's Origami tension t and friction f: k = 3.62·(t − 30) + 194,
 * c = 3·(f − 8) + 25, m = 1. Glides: x(t) = x0 + power·v0·(1 − e^(−t/τ)) for a release at
 * velocity v0: UIScrollView's rate d per ms is power = τ = −1/(1000·ln d) (0.998: 0.4995 s);
 * Framer's inertia is power 0.8, τ 0.325. A glide's target is its projected rest point
 * x0 + power·v0, or the snap grid's point nearest it (the launch speed rescaled to land on it).
 * Peers' numbers: fizz_spring_stiffness / fizz_spring_damping convert Framer's and Rebound's
 * springs, fizz_decay_time_constant UIScrollView's rate, fizz_rubber_band its band both ways.
 * Channel ids are positive int32 (generation << 16 | slot); a removed channel's id is stale
 * (FIZZ_E_STALE_HANDLE), also after its slot is reused. Values, targets and bounds are
 * within ±1e9, velocities within ±1e12. Animators share the handle registry with worlds and
 * strips; each has its own memory budget of 256 MiB; a channel takes 176 bytes, and 8 more
 * per snap point. */

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
/* Adds a glide released at `value` (±1e9) with `velocity` units/s (±1e12): its speed starts at
 * velocity·power/time_constant and it glides power·velocity further (a rest point beyond ±1e9,
 * up to ±1.00001e14, is kept, and restored from a snapshot). power and time_constant
 * in seconds (1e-6..100 each). Its spring (for bounds and fizz_animator_set_target) is
 * stiffness 500, damping 10, mass 1 (Framer's inertia bounce). Returns its channel id. */
int32_t fizz_animator_add_decay(uint32_t animator, double value, double velocity, double power, double time_constant);
/* Replaces a channel's spring: a spring channel's own, a glide's bounce spring. stiffness
 * 1e-6..1e9, damping 1e-6..1e6, mass 1e-6..1e6. */
int32_t fizz_animator_set_spring(uint32_t animator, int32_t channel, double stiffness, double damping, double mass);
/* Bounds a glide to lower..upper (each ±1e9, lower <= upper): a glide past one hands over to
 * its spring toward it (a FIZZ_CHANNEL_BOUND event), one launched outside goes to the nearer
 * one at once. A glide under way is launched again from where it is. No effect on a spring
 * phase. */
int32_t fizz_animator_set_bounds(uint32_t animator, int32_t channel, double lower, double upper);
/* Makes a glide land on origin + n·step (step 1e-6..1e9, 0 turns snapping off; origin ±1e9),
 * the point nearest its projected rest point (ties to the lower), clamped to its bounds. A
 * glide under way is launched again, from its own (unsnapped) rest point: switched off, it
 * lands where it would have without snapping (x0 + power·v0), not on the old snap point. */
int32_t fizz_animator_set_snap(uint32_t animator, int32_t channel, double step, double origin);
/* Makes a glide land on the point of `points` (`count` doubles, 0..65536, each ±1e9, any
 * order) nearest its projected rest point (ties to the lower), clamped to its bounds, the
 * launch speed rescaled to land on it (Framer's modifyTarget choosing from a list: a
 * carousel's pages, a sheet's detents). count 0 turns it off. It replaces a snap grid, and
 * fizz_animator_set_snap with a step replaces it. A glide under way is launched again, as
 * fizz_animator_set_snap says (count 0 lands it on its own rest point again).
 * FIZZ_E_INVALID_BUFFER (points NULL with count > 0), FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE,
 * FIZZ_E_LIMIT (the memory budget). */
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
/* Holds a channel under a finger at the raw position `raw` (±1e9): its value is `raw` inside its
 * bounds and UIScrollView's rubber band past them, b = (1 − 1/(x·0.55/d + 1))·d for an
 * overshoot x over `dimension` d (the viewport's length, 1e-6..1e9), its velocity 0; it stays
 * paused until fizz_animator_set_paused(…, 0) or fizz_animator_set_velocity (a release: a glide
 * outside its bounds then springs back to the nearer one). */
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
/* FNV-1a 64 over the state: step count, pending fraction, rest thresholds, budget limit, live
 * count, slot count, then per slot its generation and flags, and for a live channel
 * (value − target, velocity, target, its step map, its parameters, its own rest thresholds and
 * snap points). Not the events. 0 on error. */
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
/* Seconds until the step a channel rests on (0 at rest): the time the clock runs that step, so
 * fizz_animator_step over exactly this long rests it and over less does not (paused channels
 * answer as if running). Found by running the channel's own step map, bounds and rest test on
 * a copy, bit for bit as stepping does, not from the closed form: an oscillation that dips
 * under the thresholds between two steps is not at rest at either (the closed form's first
 * time at rest was up to 0.15 s early or late). O(steps to rest), at most 2,592,000 (3600 s,
 * answered for a channel still moving then). Changes nothing. NaN on error. */
double fizz_animator_time_to_rest(uint32_t animator, int32_t channel);
/* A channel's value `t` seconds from now (0..3600), in closed form. Changes nothing. NaN on error. */
double fizz_animator_value_at(uint32_t animator, int32_t channel, double t);
/* A channel's velocity (units/s) `t` seconds from now (0..3600), on the same closed-form curve:
 * a glide's v·e^(−t/τ), a spring's derivative: what a host hands to the next animation (a
 * gesture taking over, a UIKit spring's initial velocity). Changes nothing. NaN on error
 * (FIZZ_E_OUT_OF_RANGE for t). */
double fizz_animator_velocity_at(uint32_t animator, int32_t channel, double t);
/* The stiffness (1/s²) and damping (1/s) of a peer's spring, mass 1, for
 * fizz_animator_add_spring: model FIZZ_SPRING_VISUAL (a = visualDuration s in 0.001..1000,
 * b = bounce 0..1: k = (2π/(1.2·a))², c = 2·clamp(1 − b, 0.05, 1)·√k), FIZZ_SPRING_ORIGAMI
 * (a = tension, b = friction, each 0..1000: k = 3.62·(a − 30) + 194, c = 3·(b − 8) + 25; a
 * result under 1e-6 is FIZZ_E_OUT_OF_RANGE) or FIZZ_SPRING_DURATION (a = duration s in 0.001..1000,
 * clamped to 0.01..10 as Framer does, b = bounce 0..1: ζ = clamp(1 − b, 0.05, 1) and Framer's
 * 11 Newton steps from ω = 5/duration on its settling envelope, k = ω², c = 2ζω; k 100, c 10
 * where the steps leave no usable ω, as Framer). FIZZ_E_INVALID_OPTION for another model.
 * NaN on error. */
double fizz_spring_stiffness(int32_t model, double a, double b);
double fizz_spring_damping(int32_t model, double a, double b);
/* UIScrollView's deceleration rate per ms (0.5..0.99999; .normal 0.998, .fast 0.99) as a
 * glide's time constant τ = −1/(1000·ln rate) s, to pass as both power and time_constant
 * (0.998: 0.4995). NaN on error. */
double fizz_decay_time_constant(double rate);
/* UIScrollView's rubber band over lower..upper (each ±1e12, lower <= upper) for a viewport
 * `dimension` long (1e-6..1e9): with inverse 0 the shown offset of the raw (finger) offset
 * `value` (±1e12): itself inside, lower − b(lower − value) or upper + b(value − upper) past an
 * end, b(x) = (1 − 1/(0.55·x/d + 1))·d; with inverse 1 the raw offset that shows as `value`,
 * x = d·b/(0.55·(d − b)), to pick up a drag inside an overshoot (FIZZ_E_OUT_OF_RANGE when `value` is
 * `dimension` or more past an end: nothing shows there). FIZZ_E_INVALID_OPTION for another
 * inverse. NaN on error. */
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
/* The bytes the animator's storage holds now (at most the budget), or a negative status.
 * A refused call leaves this where it was: what it reserved before the refusal (an event or
 * item slot, a column of several that then did not fit) is given back, as nothing else the
 * animator holds or answers changes. */
int64_t fizz_animator_get_memory_used(uint32_t animator);

/* ---- Popups: tips beside their targets, kept inside a boundary and apart, solved at once ----
 * @kind popup tag 6 snapshot 6 class Popup noun popup_layer product popup
 *
 * A popup layer holds popups and obstacle rects inside a boundary rect (with padding per side).
 * Each popup is a rounded body of a size the host measured, beside a reference (a rect, or a
 * point: a rect of size 0), with an arrow or a dashed leader line pointing at it. Coordinates
 * are pt, y down. fizz_popup_solve places every popup, in id order (the order they were
 * added), and is the layer's frame producer (no clock: nothing moves between solves):
 *  - Side: the preferred placement's side (FIZZ_PLACEMENT_AUTO: the side with the most room
 *    left over), else its opposite, else the other two, the roomier first (or the host's list:
 *    fizz_popup_set_fallbacks; FIZZ_ANCHOR_NO_CROSS_FLIP, _CROSS_START, _CROSS_END); a side
 *    fits when the body and its pointer fit between the reference and the padded boundary
 *    and, along the side, some place is both inside the padded boundary and within the limit
 *    below (so a side whose limited place would still stick out loses to one that fits). When
 *    none fits, the side that sticks out least. Hysteresis: a popup placed by the last solve on
 *    another side than its preferred one stays there while it fits, until the preferred side
 *    fits with `hysteresis` pt to spare (default 8), so it does not flicker at an edge; and a
 *    popup that last went to a later fitting side (the earlier ones taken by other bodies or
 *    targets) goes back only when an earlier side is free with `hysteresis` pt to spare
 *    around its body, so it does not flicker past a neighbour either.
 *  - Shift: along the side (the cross axis) the body is moved inside the padded boundary, then
 *    limited so that the pointer stays on the reference and out of the rounded corners: the
 *    pointer's centre is the reference's centre clamped to [padding + base/2, length −
 *    padding − base/2] of the body's edge (the middle when the edge is shorter; the padding is
 *    the corner radius unless fizz_popup_set_arrow_padding). The limit wins: a body may then
 *    leave the boundary (flag FIZZ_HIDE_ESCAPED). This is Radix's sticky "partial" and Floating
 *    UI's shift with limitShift; FIZZ_ANCHOR_STICKY_ALWAYS drops the limit, FIZZ_ANCHOR_NO_SHIFT
 *    the shift.
 *  - Apart: a body (grown by `spacing`, default 4) must overlap no obstacle, no other popup's
 *    reference (a tip must not hide another's target), no body and no pointer placed before
 *    it, and its pointer must cross no body or pointer placed before it. Positions tried per
 *    side: its alignment's position, where it was last time relative to its reference (so a
 *    popup riding a moving target does not jump), beside each rect in the way (at most 8, the
 *    nearest first), then sliding along the side each way past one rect after another (at most
 *    16 steps, the nearer place); then the next fitting side; then, as a last resort, a free
 *    place on a side that does not fit but stays inside the unpadded boundary (flagged
 *    FIZZ_HIDE_ESCAPED); when nothing is free, the first side's position with
 *    FIZZ_HIDE_OVERLAPPING, taking no room from the popups placed after it (a host hides it:
 *    in a cluster boxed in by other targets no place has its pointer on its target). When
 *    some popups found no free place, a second pass places those
 *    first and the rest after (kept when fewer overlap). A uniform grid finds the rects in the
 *    way: O(n + m) for n popups and m obstacles spread out, O(n·(n + m)) at worst.
 * Floating UI places one popup at a time and lets popups cover each other; here they are kept
 * apart, and its flip, shift, offset, arrow and hide options map to the calls below (each off by
 * default, where today's behaviour is the default; Floating UI's own defaults differ: it does not
 * flip across the axis unless asked, FIZZ_ANCHOR_NO_CROSS_FLIP; Fizz does, the roomier side).
 * Layers share the handle registry with worlds and strips (another kind's handle is
 * FIZZ_E_WRONG_KIND). Popups are named by ids the layer hands out (1, 2, …, never reused in a
 * layer); an id the layer does not hold is FIZZ_E_STALE_HANDLE. Each layer has a memory budget
 * of 256 MiB; a popup takes about 330 bytes, about 1,700 with what a solve reserves (the grid
 * of bodies, pointers and references, the second pass's two copies of the popups) */

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

/* BubblePopup's looks (fizz_popup_apply_preset), named by where the body sits. BubblePopup
 * names its `.top`/`.bottom` after the edge the arrow is on (its `.top` bubble is below the
 * point: our ARROW_BELOW) but `.left`/`.right` after where the bubble is. Arrow 10 × 10 with a
 * sharp tip; leader gap 30 pt, dash 4, dot radii 5 and 3; corner radius 8; offsets 0. */
#define FIZZ_TIP_ARROW_ABOVE   0
#define FIZZ_TIP_ARROW_BELOW   1
#define FIZZ_TIP_ARROW_LEFT    2
#define FIZZ_TIP_ARROW_RIGHT   3
#define FIZZ_TIP_LEADER_ABOVE  4
#define FIZZ_TIP_LEADER_BELOW  5
#define FIZZ_TIP_LEADER_LEFT   6
#define FIZZ_TIP_LEADER_RIGHT  7

/* Flags of a solved popup (fizz_popup_placements): why a host might hide or dim it. The
 * vocabularies differ: Fizz's ESCAPED means partly outside the padded boundary; Floating UI's
 * hide() "escaped" means wholly outside the boundary, which is ESCAPED_WHOLLY here (both are
 * reported). REFERENCE is Floating UI's "referenceHidden". A popup's own boundary
 * (fizz_popup_set_popup_boundary), met with the layer's, is the boundary for all three. */
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
/* The sides to try after the preferred one, in order: side + 1 (1 top, 2 right, 3 bottom,
 * 4 left) per 4 bits from the lowest, 0 ending the list, so 0..0x4444 (0x43: bottom, then
 * left); sides not listed are never used. 0 (default): the opposite side, then the other two,
 * the roomier first. Ignored by FIZZ_PLACEMENT_AUTO. A nibble past 4, a side after the end or
 * a value past 0xFFFF: FIZZ_E_INVALID_OPTION. */
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
/* Places every popup (see above) and keeps the result for the reads and the next solve.
 * FIZZ_E_LIMIT when the layer's budget cannot hold the grid (nothing changed).
 * @frame fizz_popup_hash(popup) */
int32_t fizz_popup_solve(uint32_t popup);
/* 1 when the last fizz_popup_solve reached its work budget, else 0, or a negative status. The
 * budget: a solve examines at most 4,000,000 rects in its searches (pairs of a candidate place
 * and a rect already there) plus one popup's own search; the popups still to place after that
 * take their first side's alignment position unsearched (FIZZ_HIDE_OVERLAPPING set) and the
 * second pass is skipped. Ordinary layers stay far below it; 10,000 popups on one point reach
 * it. Not saved in snapshots. */
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
/* fizz_popup_count(popup) × (shift, apart, arrow, center_offset) doubles in pt, in id order,
 * from the last solve, each along the side (positive: right or down), for a host to animate
 * with: `shift` moved the body from its alignment's place into the boundary (limited),
 * `apart` from there to clear other bodies and obstacles; `arrow` is the pointer's position
 * less the body's centre (a transform origin), `center_offset` less the reference's centre
 * (0 when it points at the centre: Floating UI's centerOffset). The placement used, with the
 * alignment FIZZ_ANCHOR_FLIP_ALIGNMENT chose, is in fizz_popup_placements. Zeros for a popup
 * not solved yet. */
const double* fizz_popup_moves(uint32_t popup);
/* fizz_popup_count(popup) × (x0, y0, x1, y1, x2, y2) doubles in pt, in id order, from the last
 * solve: an arrow's base start, tip and base end (in outline order), or a leader's start on
 * the body, its end on the dot's rim, and the dot's centre. */
const double* fizz_popup_pointers(uint32_t popup);
/* The number of doubles in popup `id`'s outline (at most 55; 0 before its first solve), or a
 * negative status. */
int32_t fizz_popup_outline_length(uint32_t popup, int32_t id);
/* fizz_popup_outline_length(popup, id) doubles: popup `id`'s outline as FIZZ_PATH_* commands,
 * from the last solve, to fill and stroke in one go: the rounded body clockwise from the end
 * of its top-left corner, the arrow (its tip rounded) in the edge facing the reference. A
 * leader's popup is the body alone: the host dashes the leader and draws the dot. */
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
/* The bytes the popup's storage holds now (at most the budget), or a negative status.
 * A refused call leaves this where it was: what it reserved before the refusal (an event or
 * item slot, a column of several that then did not fit) is given back, as nothing else the
 * popup holds or answers changes. */
int64_t fizz_popup_get_memory_used(uint32_t popup);

/* ---- Layouts: BrickKit's bricks and sections, laid out lazily, scrolled, with behaviors ----
 * @kind layout tag 7 snapshot 7 class Layout folder Layout product layout
 *
 * A layout is a tree of sections and bricks (BrickKit's BrickSection and Brick) laid out in
 * rows and seen through a viewport scrolled to an offset (docs/layout.md has every formula).
 * Ids are positive int32: the root section is id 1 and new nodes take 2, 3, …; a removed node's
 * place is taken by a later add under a new id (a generation in bits 21–30), so a removed id
 * stays FIZZ_E_INVALID_STATE and never names another node, and a layout that adds and removes
 * forever holds only as many places as it held nodes at once. A brick
 * may stand for `count` items (BrickKit's repeat count), addressed by (id, repetition).
 * Coordinates are pt, y down; content coordinates put the root's top-left at 0; handed-out
 * frames are in viewport coordinates (content − offset), rounded to the pixel grid when a
 * scale is set. Widths: FIZZ_DIM_RATIO r (0..1000] is (W − (widthRatio/r − 1)·inset)·r /
 * widthRatio of the section's content width W (BrickKit's), FIXED pt, FILL the rest of the
 * row; heights: RATIO r × the width, FIXED, or AUTO (the estimate until the host reports the
 * measured height; the bricks after it flow again). Lazy: an update lays out only up to the
 * viewport's end plus the margin and extrapolates the rest's height; a change lays out again
 * only from the changed brick's row on; a scroll update costs what the viewport holds. Hidden
 * bricks take no room: each is handed out with alpha 0 as a 0 × 0 frame where it would sit
 * (while that point is in the window; no behavior moves it), so a host keeping a view per
 * brick can fade it; a hidden section's bricks are not handed out. Rules can be conditional
 * (fizz_layout_add_dimension_case, _bound: breakpoints, size classes, orientation, min/max
 * bounds, nested; docs/layout.md maps a nested BrickDimension to calls and names the one
 * nesting they cannot say: a bound whose own bound goes the other way). The frame
 * producers are fizz_layout_set_offset and fizz_layout_update (frame hash fizz_layout_hash);
 * every other call changes what the next one hands out. Limits: 2,097,152 nodes, 8,388,608
 * items, 64 levels of nesting, 32 behaviors (FIZZ_E_LIMIT); a ratio's length at most 1e7 pt,
 * so content stays within ±1e14 pt, the offsets' and queries' range (docs/layout.md, "Reach");
 * a memory budget of 256 MiB per
 * layout by default (fizz_layout_set_memory_budget), about 80 bytes per item plus 100 per
 * node. Snapshot kind 7. */

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
/* Adds a brick to section `section` (an id) before its child `before` (0: at the
 * end). Width: `width_kind` FIZZ_DIM_RATIO (0, 1000], _FIXED 0..1e6 or _FILL (value 0) with
 * `width`; height: `height_kind` _RATIO, _FIXED or _AUTO with `height` (the estimate,
 * 0..1e6). Returns its id, or a negative status: FIZZ_E_INVALID_STATE (no such section,
 * `before` not its child), FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE, FIZZ_E_INVALID_OPTION
 * (another kind, FILL as a height, AUTO as a width), FIZZ_E_LIMIT (also the memory budget). */
int32_t fizz_layout_add_brick(uint32_t layout, uint32_t section, uint32_t before, int32_t width_kind, double width, int32_t height_kind, double height);
/* Adds an empty section (its width as a brick's, its height its content's; no inset, no edge
 * insets: see fizz_layout_set_section_insets) to `section` before `before` (0: at the end);
 * returns its id or a negative status as fizz_layout_add_brick, FIZZ_E_LIMIT also past 64
 * levels of nesting. */
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
 * FIZZ_E_INVALID_STATE for a section or no such id; FIZZ_E_LIMIT past 8,388,608 items. */
int32_t fizz_layout_set_repeat_count(uint32_t layout, uint32_t id, int32_t count);
/* The host's measured `width` and `height` (pt, each 0..1e6, or −1 for none: the estimate) of
 * repetition `repetition` (0..count − 1) of brick `id`: FIZZ_DIM_AUTO uses them, and the
 * bricks after it flow again. FIZZ_E_INVALID_STATE (a section, no such id),
 * FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_layout_set_measured_size(uint32_t layout, uint32_t id, int32_t repetition, double width, double height);
/* Sets brick or section `id`'s rule along `axis` (FIZZ_AXIS_*) to one dimension, `kind` and
 * `value` as in fizz_layout_add_brick (the root's width is its share of the viewport's), and
 * drops the cases and bounds it had. Its bricks and those after it flow again.
 * FIZZ_E_INVALID_STATE (no such id), FIZZ_E_INVALID_OPTION, FIZZ_E_OUT_OF_RANGE,
 * FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT (the memory budget); the layout unchanged on error. */
int32_t fizz_layout_set_dimension(uint32_t layout, uint32_t id, int32_t axis, int32_t kind, double value);
/* Adds a case to `id`'s rule R along `axis`: R becomes "conditions ? (kind, value) : R", the
 * conditions the FIZZ_WHEN_* bits of `when` and, when `width` (pt, 0..1e7) is above 0 or
 * FIZZ_WHEN_NARROWER is set, W >= width (W < width). Cases added later are tested first: of
 * the cases that hold, the last added wins (BrickKit's last fitting breakpoint); the rule set
 * before them is the default. `when` 0 and `width` 0: the rule becomes (kind, value). Any
 * nesting of size classes, orientation and breakpoints is such a list: the default, then each
 * leaf with the conditions on its path (docs/layout.md). FIZZ_E_INVALID_OPTION (an unknown bit,
 * both classes of one kind, portrait with landscape, a kind as fizz_layout_add_brick),
 * FIZZ_E_OUT_OF_RANGE (narrower than 0; a rule past 64 terms: a case takes one per condition
 * plus 1, 2 for AUTO), FIZZ_E_INVALID_STATE, FIZZ_E_NOT_FINITE, FIZZ_E_LIMIT; the
 * layout unchanged on error. */
int32_t fizz_layout_add_dimension_case(uint32_t layout, uint32_t id, int32_t axis, int32_t when, double width, int32_t kind, double value);
/* Bounds `id`'s rule R along `axis` where the conditions (`when`, `width`: as
 * fizz_layout_add_dimension_case) hold: R becomes at least (`bound` FIZZ_BOUND_MINIMUM) or at
 * most (FIZZ_BOUND_MAXIMUM) the dimension `kind`, `value` (BrickKit's restricted size; the
 * bound a ratio, fixed, fill or auto as a brick's rule). It bounds the cases added before it,
 * not those added after: a case's own bound goes right after the case, with its conditions.
 * Refusals as fizz_layout_add_dimension_case (one term more). */
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
 * ids and changes: the layout's frame producer. FIZZ_E_LIMIT (the memory budget) leaves the offset and the behaviors' state as they were.
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
/* Where a scroll of section `section` (1: the root, along its axis; else a horizontal section,
 * along x) released at `offset` pt (±1e14) with `velocity` pt/s (±1e7) comes to rest:
 * the rest point of UIScrollView's fast deceleration (0.99 per ms, as BrickKit's snap
 * behavior sets it: 1,000 pt/s proposes +99.5 pt) moved to the nearest snap point of the
 * bricks attached to a FIZZ_BEHAVIOR_SNAP (the lower on a tie). Changes nothing. NaN on error
 * (FIZZ_E_INVALID_STATE: no such section). */
double fizz_layout_snap_target(uint32_t layout, uint32_t section, double offset, double velocity);
/* Value `value` (0 x, 1 y, 2 width, 3 height, 4 alpha, 5 scale; viewport coordinates, pt) of
 * the frame repetition `repetition` of brick `id` appears from or disappears to, `style`
 * FIZZ_APPEAR_* (BrickKit's appear behaviors; alpha 0, scale 1 but 0.1 for SCALE), at the
 * current offset from its laid-out frame. Changes nothing. NaN on error: FIZZ_E_INVALID_STATE
 * (no such brick, hidden, or not laid out by the last update), FIZZ_E_OUT_OF_RANGE
 * (`repetition`), FIZZ_E_INVALID_OPTION (`style`, `value`). */
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
/* The bytes the layout's storage holds now (at most the budget), or a negative status.
 * A refused call gives back what it reserved before the refusal (a refused producer of
 * 8,388,608 items keeps none of it), with one exception: fizz_layout_set_offset,
 * fizz_layout_update and fizz_layout_query refused after they rebuilt the items of a changed
 * tree keep the rebuilt items' room, whatever its status (the rebuild stands, as the next
 * call would make it); nothing else the layout holds or answers changes.
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
 *
 * A carousel holds `count` items (0..1e9) in a row scrolled by a position s in items: the
 * fractional item index at the viewport's centre. The item at slot k sits k − s items from the
 * centre (its offset); its normalized offset (Showcase's) is offset·pitch/(extent/2), −1 at the
 * leading edge of the viewport, +1 at the trailing edge, pitch = item length along the axis +
 * line spacing, extent the viewport's length along the axis. Looping (the default, Showcase's
 * only mode) shows item k mod count at every slot, for any count (1 and 2 included: one item
 * fills the viewport with slots that all name item 0; nothing is cloned); the ring types show
 * each item once round. Without looping s stays in 0..count − 1 but for the rubber band.
 * Each visible slot gets a 4×4 matrix (Core Animation's / CSS matrix3d's order m11..m44, row
 * vectors, translation in m41..m43, m34 the perspective), from item-centred coordinates to
 * coordinates centred on the viewport (y down, z toward the viewer), an opacity and a depth
 * rank, all functions of the offset and the settings alone, never of touch state.
 * Clock: fizz_carousel_step runs whole 1/720 s steps (60, 120 and 144 Hz hosts get the same
 * bits for the same calls between the same total times); pointer events take effect at the
 * clock's present step. A release's landing is planned when it starts (and answered before by
 * fizz_carousel_landing_index): the animation ends exactly on it. Frame hash
 * fizz_carousel_hash. Every carousel has its own memory budget (256 MiB); it holds only the
 * custom path's points (16 B each) and the frame (168 B per visible slot). Snapshot kind 8. */

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

/* Creates a horizontal carousel: viewport `viewport_width` × `viewport_height` pt (1..1e7
 * each), items `item_width` × `item_height` pt (1..1e6 each), 8 pt apart (Showcase's), `count`
 * items (0..1000000000), looping, at position 0, straight path, no transform, snapping to item
 * boundaries. Returns a handle, or 0 on error (FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE,
 * FIZZ_E_LIMIT: 4096 carousels live at once).
 * @returns carousel */
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

/* The cross-axis path (Showcase's): the item's centre sits path(u)·crossExtent/2 from the
 * centre across the axis, u its normalized offset. `kind` and its parameters a, b, c, d
 * (each ±1e6): FIZZ_CURVE_STRAIGHT 0 (Showcase's DefaultPath: 0; a..d ignored),
 * FIZZ_CURVE_CIRCULAR 1: a·cos(u·d − c) + b (Showcase's radius a 1, offset b −1, offsetAngle
 * c 0, angle d π/2), FIZZ_CURVE_WAVE 2: a·sin(u·d − c) + b (amplitude a 0.5, b 0, c 0, d π/2),
 * FIZZ_CURVE_LINEAR 3: a·u (gradient a −0.5), or with b = 1 the V shape through the inverse
 * position c: u < c ? −a·u : a·(u − 2c) (b 0 or 1, else FIZZ_E_OUT_OF_RANGE),
 * FIZZ_CURVE_CUSTOM 4: through the points of fizz_carousel_add_path_point, Catmull-Rom when
 * a = 1, straight segments when a = 0 (else FIZZ_E_OUT_OF_RANGE). FIZZ_E_INVALID_OPTION for
 * another kind, FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_path(uint32_t carousel, int32_t kind, double a, double b, double c, double d);
/* Appends the point (u, y) to the custom path (each ±1e6; u at least 1e-6 past the last
 * point's, else FIZZ_E_OUT_OF_RANGE); returns the number of points (at most 65536:
 * FIZZ_E_LIMIT), or a negative status (FIZZ_E_LIMIT also past the memory budget). Between
 * points the path is straight or Catmull-Rom (cubic Hermite, tangents (y[i+1] −
 * y[i−1])/(u[i+1] − u[i−1]), one-sided at the ends), flat past the ends, 0 with no point. */
int32_t fizz_carousel_add_path_point(uint32_t carousel, double u, double y);
/* Removes every point of the custom path (the path is 0 until points are added). */
int32_t fizz_carousel_clear_path_points(uint32_t carousel);

/* The transform, `kind` with up to six parameters p0..p5 (unused ones ignored):
 * FIZZ_TRANSFORM_NONE 0; Showcase's, about the item's centre on its path, from its normalized
 * offset u: FIZZ_TRANSFORM_ROTATE 1 (p0 startRate 0.2, p1 rotateAngle 2π: about z by
 * p1·(u ∓ p0) once |u| > p0), SCALE 2 (p0 startRate 0.8, p1 minimum scale 0.5: with
 * t = ||u| − 1|, max(t + 1 − p0, p1) while t < p0), SCALE_ROTATE 3 (p0, p1 the rotation's,
 * p2, p3 the scale's; the rotation, then the scale); iCarousel's types, which place the item
 * themselves (itemWidth = the pitch), p0 spacing, p1 arc (rad, |arc| ≥ 1e-6), p2 radius (pt,
 * ±1e9, 0: iCarousel's own), p3 tilt, p4 ring count (1..1e9, or 0: the item count), p5 cover
 * flow 2's flip width (items, 0.001..1): FIZZ_TRANSFORM_LINEAR 10,
 * ROTARY 11, INVERTED_ROTARY 12, CYLINDER 13, INVERTED_CYLINDER 14, WHEEL 15, INVERTED_WHEEL
 * 16, COVER_FLOW 17, COVER_FLOW_2 18, TIME_MACHINE 19, INVERTED_TIME_MACHINE 20 (iCarousel's
 * defaults: spacing 0.25 and tilt 0.9 for the cover flows, tilt 0.3 for the time machines,
 * spacing 1, arc 2π, flip width 0.25); Swiper's: SWIPER_COVERFLOW 30 (p0 rotate 50°, p1
 * stretch 0 pt, p2 depth 100 pt, p3 scale 1, p4 modifier 1), SWIPER_CARDS 31 (p0
 * perSlideOffset 8 %, p1 perSlideRotate 2°, p2 rotate 1 (0 or 1), p3 depth 100 pt, p4 lift 0
 * (0 or 1: Swiper's under-the-finger look at every offset)). FIZZ_E_INVALID_OPTION for another
 * kind; every other parameter ±1e6 (Showcase's start rates and minimum scale 0..1e6):
 * FIZZ_E_OUT_OF_RANGE for one out of its range or a flag not 0 or 1, FIZZ_E_NOT_FINITE. */
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
 * constant (s, 1e-6..100). Default UIScrollView's .normal (both 0.4995). FIZZ_E_OUT_OF_RANGE,
 * FIZZ_E_NOT_FINITE. */
int32_t fizz_carousel_set_decay(uint32_t carousel, double power, double time_constant);
/* The spring of paging, scroll-to-index and overscroll returns: stiffness (1/s², 1e-6..1e9),
 * damping (1/s, 1e-6..1e6), mass (1e-6..1e6). Default critically damped, k = (2π/0.36)².
 * FIZZ_E_OUT_OF_RANGE, FIZZ_E_NOT_FINITE. */
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
/* The finger lifts (time ±1e12, x, y ±1e7): the position follows it to (x, y), and it is
 * released with the finger's velocity at its last move (LSQ2 over the last 100 ms:
 * fizz_carousel_finger_velocity), or 0 when the up comes 40 ms (or twice a slower stream's
 * widest recent interval) or more after that move; it
 * lands as fizz_carousel_landing_index says for that velocity. The up's point is not a
 * velocity sample, as Android ignores ACTION_UP's (a browser sends pointerup at the last
 * point a frame later: as a sample it landed a 1000 pt/s fling from item 1 on 4, not 6).
 * Returns the item it will stop on (0..count − 1; 0 with no items), or a negative status:
 * FIZZ_E_INVALID_STATE. */
int32_t fizz_carousel_pointer_up(uint32_t carousel, double time, double x, double y);
/* The gesture was cancelled: it settles as a release at rest would. FIZZ_E_INVALID_STATE when
 * no finger is down. */
int32_t fizz_carousel_pointer_cancel(uint32_t carousel);

/* Moves to `position` items at once (±1e9; 0..count − 1 when not looping). FIZZ_E_INVALID_STATE
 * while a finger is down, FIZZ_E_OUT_OF_RANGE. */
int32_t fizz_carousel_set_position(uint32_t carousel, double position);
/* Scrolls to item `index` (0..count − 1): with the spring when `animated` is 1, at once when 0;
 * looping, the shorter way round (forward on a tie). FIZZ_E_INVALID_STATE while a finger is
 * down, FIZZ_E_OUT_OF_RANGE. */
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
 * m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44, opacity, depth) doubles, in slot
 * order: the item's index, its offset in items, Showcase's normalized offset, its matrix, its
 * opacity (0..1) and its depth rank (0 the backmost: by the centre's z, m43; for iCarousel's
 * types by iCarousel's compareViewDepth, the z of the (1, 1, 1) corner, m13 + m23 + m33 + m43,
 * plus 0.01·offset for the wheels; then farther from the centre behind, then the lower slot
 * behind). Valid until the next call into the module. */
const double* fizz_carousel_visible(uint32_t carousel);
/* The path at normalized coordinate `u` (±1e6); NaN on error. Changes nothing. */
double fizz_carousel_path_value(uint32_t carousel, double u);
/* The opacity at `offset` items (±1e9); NaN on error. Changes nothing. */
double fizz_carousel_opacity(uint32_t carousel, double offset);
/* Whether the item at `offset` items (±1e9) shows its front to the viewer: 1 its front, 0 its
 * back (the inverted cylinder's far side, an item turned past 90°), or a negative status. A host
 * hides back faces by not drawing the items that answer 0, as iCarousel does with
 * iCarouselOptionShowBackfaces off. From the item's matrix m and the perspective p (m34): the
 * item's normal, row 1 × row 2 of m, points toward the eye, (n_x·p·m41 + n_y·p·m42 +
 * n_z·(1 + p·m43) > 0). Changes nothing. */
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
/* The bytes the carousel's storage holds now (at most the budget), or a negative status.
 * A refused call leaves this where it was: what it reserved before the refusal (an event or
 * item slot, a column of several that then did not fit) is given back, as nothing else the
 * carousel holds or answers changes.
 * @was fizz_carousel_memory_used */
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
