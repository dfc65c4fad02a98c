/* DRAFT of the fizz.h section for the brick layout (issue 21). Not compiled, not exported:
 * the lead converts it to the generated export style (tools/gen-api reads the @kind line).
 * Tag and snapshot number 7 are the next free ones on this branch's base; take the next free
 * ones at merge time. Everything below maps onto Sources/Fizz/Layout/ one to one.
 *
 * ---- Layouts: BrickKit's bricks and sections, laid out lazily, scrolled, with behaviors ----
 *
 * A layout is a tree of sections and bricks (BrickKit's BrickSection and Brick) laid out in rows
 * and seen through a viewport scrolled to an offset. Ids are handed out 1, 2, … and never
 * reused in a layout; the root section is id 1. A brick may stand for `repeat` items (BrickKit's
 * repeat count), addressed by (id, repetition). Coordinates are pt, y down; content coordinates
 * put the root's top-left at 0; handed-out frames are in viewport coordinates (content −
 * offset), rounded to the pixel grid when a scale is set. Lazy: an update lays out only up to
 * the viewport's end plus the margin and extrapolates the rest's height (BrickKit's estimate);
 * a change lays out again only from the changed brick's row on. A scroll update costs what the
 * viewport holds: two binary searches per section in view, its bricks, its pinned bricks.
 * The frame producers are fizz_layout_set_offset and fizz_layout_update; every other call
 * changes what the next one hands out. Every layout has its own memory budget (256 MiB); its
 * storage is about 80 bytes per item plus 100 per node.
 * @kind layout tag 7 snapshot 7 class BrickLayout product layout */

/* Dimension rule kinds: a rule is a run of terms, each 4 doubles (kind, a, b, value), in
 * prefix order; a and b name operands by their distance ahead (1..63), 0 for none. */
#define FIZZ_DIM_RATIO            0  /* value r in (0, 1000]: width (W − (widthRatio/r − 1)·inset)·r/widthRatio; height r × width */
#define FIZZ_DIM_FIXED            1  /* value 0..1e6 pt */
#define FIZZ_DIM_FILL             2  /* width only: the rest of the row */
#define FIZZ_DIM_AUTO             3  /* the measured size once reported, else operand a (the estimate) */
#define FIZZ_DIM_HORIZONTAL_CLASS 4  /* a when the horizontal size class is regular, else b */
#define FIZZ_DIM_VERTICAL_CLASS   5  /* a when the vertical size class is regular, else b */
#define FIZZ_DIM_ORIENTATION      6  /* a in landscape, b in portrait (viewport width <= height) */
#define FIZZ_DIM_AT_LEAST         7  /* a when the content width W >= value (0..1e7), else b: breakpoints */
#define FIZZ_DIM_MINIMUM          8  /* max(a, b): BrickKit's .restricted(minimumSize:) */
#define FIZZ_DIM_MAXIMUM          9  /* min(a, b): .restricted(maximumSize:) */

#define FIZZ_FLOW_ROWS        0  /* rows broken when a brick does not fit (BrickKit's flow) */
#define FIZZ_FLOW_HORIZONTAL  1  /* one row scrolling on its own (BrickKit's CollectionBrick) */
#define FIZZ_FLOW_WATERFALL   2  /* columns; each brick to the shortest one, reading order kept */

#define FIZZ_HALIGN_LEFT 0
#define FIZZ_HALIGN_CENTER 1
#define FIZZ_HALIGN_RIGHT 2
#define FIZZ_HALIGN_JUSTIFIED 3
#define FIZZ_VALIGN_TOP 0
#define FIZZ_VALIGN_CENTER 1
#define FIZZ_VALIGN_BOTTOM 2
#define FIZZ_ZORDER_TOP_DOWN 0   /* z = item count − reading index */
#define FIZZ_ZORDER_BOTTOM_UP 1  /* z = reading index */

/* Behavior kinds and their parameters (a, b, c, d; pt unless said; each ±1e6 unless said). */
#define FIZZ_BEHAVIOR_STICKY          0  /* a top inset, b 1 = stack across sections */
#define FIZZ_BEHAVIOR_MINIMUM_STICKY  1  /* a top inset, b minimum height 0..1e6, c 1 = across */
#define FIZZ_BEHAVIOR_STICKY_FOOTER   2  /* a bottom inset */
#define FIZZ_BEHAVIOR_QUICK_RETURN    3  /* a top inset */
#define FIZZ_BEHAVIOR_SNAP            4  /* a anchor: 0 leading (left/top), 1 centre, 2 trailing */
#define FIZZ_BEHAVIOR_CARD_STACK      5  /* a small height 0..1e6 */
#define FIZZ_BEHAVIOR_SPOTLIGHT       6  /* a small height 0..1e6 */
#define FIZZ_BEHAVIOR_COVER_FLOW      7  /* a minimum scale 0..1 */
#define FIZZ_BEHAVIOR_OFFSET          8  /* a dx, b dy, c dwidth, d dheight */
#define FIZZ_BEHAVIOR_MAX_Z           9
#define FIZZ_BEHAVIOR_SET_Z          10  /* a z */

#define FIZZ_CHANGE_ENTERED 0
#define FIZZ_CHANGE_MOVED   1
#define FIZZ_CHANGE_LEFT    2

#define FIZZ_APPEAR_TOP    0  /* y = −h */
#define FIZZ_APPEAR_BOTTOM 1  /* y = max(viewport height, content height − offset) */
#define FIZZ_APPEAR_SCALE  2  /* in place, scale 0.1 */

/* Creates a layout with a viewport of `width` × `height` pt (each 1..1e7): an empty root
 * section (id 1) as wide as the viewport, offset (0, 0), margin height/2, no rounding.
 * Returns a handle, or 0 on error. @returns layout */
uint32_t fizz_layout_create(double width, double height);
int32_t fizz_layout_destroy(uint32_t layout);
int32_t fizz_layout_is_valid(uint32_t layout);

/* Adds a brick to section `section` before its child `before` (0: at the end). Width: kind
 * FIZZ_DIM_RATIO, _FIXED or _FILL with `width_value`; height: _RATIO, _FIXED, or _AUTO with a
 * fixed estimate `height_value` (0..1e6). Nested rules: fizz_layout_set_width_terms. Returns
 * the id (1..2^21), or a negative status: FIZZ_E_INVALID_STATE (no such section, `before` not
 * its child), FIZZ_E_OUT_OF_RANGE, FIZZ_E_INVALID_OPTION (fill as a height), FIZZ_E_LIMIT
 * (2,097,152 nodes or 8,388,608 items), FIZZ_E_OVER_BUDGET. */
int32_t fizz_layout_add_brick(uint32_t layout, uint32_t section, uint32_t before,
                              int32_t width_kind, double width_value, int32_t height_kind, double height_value);
/* Adds an empty section (width as for a brick, height its content's) with `inset` (0..1e6)
 * and edge insets top, left, bottom, right (each 0..1e6); returns its id or a negative status
 * as fizz_layout_add_brick, FIZZ_E_LIMIT also past 64 levels of nesting. */
int32_t fizz_layout_add_section(uint32_t layout, uint32_t section, uint32_t before, int32_t width_kind,
                                double width_value, double inset, double top, double left, double bottom, double right);
/* Removes a brick, or a section with everything in it (not the root: FIZZ_E_INVALID_STATE). */
int32_t fizz_layout_remove(uint32_t layout, uint32_t id);
/* Moves `id` before its sibling `before` (0: to the end of its section). */
int32_t fizz_layout_reorder(uint32_t layout, uint32_t id, uint32_t before);
/* Hides (1) or shows (0) a brick or section: hidden, it takes no room and is not handed out. */
int32_t fizz_layout_set_hidden(uint32_t layout, uint32_t id, int32_t hidden);
/* How many items a brick stands for (0..8388608; a section: FIZZ_E_INVALID_STATE). */
int32_t fizz_layout_set_repeat_count(uint32_t layout, uint32_t id, int32_t count);
/* Width and height rules as term runs: `count` (1..64) × (kind, a, b, value) doubles. */
int32_t fizz_layout_set_width_terms(uint32_t layout, uint32_t id, const double* terms, uint32_t count);
int32_t fizz_layout_set_height_terms(uint32_t layout, uint32_t id, const double* terms, uint32_t count);
/* The host's measured width or height of repetition `repetition` of brick `id` (pt,
 * 0..1e6; −1 forgets it): FIZZ_DIM_AUTO rules use it, the bricks after it flow again. */
int32_t fizz_layout_set_measured_width(uint32_t layout, uint32_t id, int32_t repetition, double width);
int32_t fizz_layout_set_measured_height(uint32_t layout, uint32_t id, int32_t repetition, double height);
/* A section's spacing: inset and edge insets (each 0..1e6), widthRatio (1e-3..1e6). */
int32_t fizz_layout_set_section_insets(uint32_t layout, uint32_t section, double inset, double top,
                                       double left, double bottom, double right, double width_ratio);
/* A section's alignment: FIZZ_HALIGN_*, FIZZ_VALIGN_*, align_row_heights 0 or 1. */
int32_t fizz_layout_set_section_alignment(uint32_t layout, uint32_t section, int32_t halign,
                                          int32_t valign, int32_t align_row_heights);
/* A section's flow: FIZZ_FLOW_*; a waterfall's `columns` (1..64, or 0 to fit columns of at
 * least `min_column_width` pt, 1..1e6). */
int32_t fizz_layout_set_section_flow(uint32_t layout, uint32_t section, int32_t flow, int32_t columns,
                                     double min_column_width);
/* A horizontal section's own scroll offset, pt (±1e7). */
int32_t fizz_layout_set_section_offset(uint32_t layout, uint32_t section, double offset);

/* The viewport, pt (each 1..1e7); the root's width follows. */
int32_t fizz_layout_set_viewport(uint32_t layout, double width, double height);
/* The size classes rules read: 1 regular, 0 compact (default horizontal compact, vertical regular). */
int32_t fizz_layout_set_traits(uint32_t layout, int32_t horizontal_regular, int32_t vertical_regular);
/* Pixels per pt of the grid frames are rounded to: 0 (none) or 1..4. */
int32_t fizz_layout_set_scale(uint32_t layout, double scale);
int32_t fizz_layout_set_right_to_left(uint32_t layout, int32_t rtl);
int32_t fizz_layout_set_z_order(uint32_t layout, int32_t order);
/* How far past the viewport the layout lays out and hands out frames, pt (0..1e7). */
int32_t fizz_layout_set_margin(uint32_t layout, double margin);

/* Appends a behavior (FIZZ_BEHAVIOR_*, parameters as listed there); returns its index
 * (0..31: behaviors run in this order), or FIZZ_E_LIMIT past 32. */
int32_t fizz_layout_add_behavior(uint32_t layout, int32_t kind, double a, double b, double c, double d);
/* Applies behavior `behavior` to brick `id` (on 1) or stops it (on 0). */
int32_t fizz_layout_attach(uint32_t layout, int32_t behavior, uint32_t id, int32_t on);

/* Scrolls to (x, y) pt (each ±1e7) and updates the frames, ids and changes: the frame producer.
 * FIZZ_E_OVER_BUDGET leaves the offset and the behaviors' state as they were.
 * @frame fizz_layout_hash(layout) */
int32_t fizz_layout_set_offset(uint32_t layout, double x, double y);
/* The same at the current offset, after changes to the tree. @frame fizz_layout_hash(layout) */
int32_t fizz_layout_update(uint32_t layout);
double fizz_layout_get_offset_x(uint32_t layout);
double fizz_layout_get_offset_y(uint32_t layout);
/* The content's size, pt (its height extrapolated while not laid out to its end), or NaN. */
double fizz_layout_get_content_width(uint32_t layout);
double fizz_layout_get_content_height(uint32_t layout);

/* The items handed out by the last update (in the window: the viewport plus the margin, and
 * the pinned bricks of the sections in it), in reading order, or a negative status. */
int32_t fizz_layout_count(uint32_t layout);
/* fizz_layout_count(layout) × (x, y, width, height, z, alpha, scale) doubles: viewport
 * coordinates in pt, rounded to the pixel grid; scale from cover flow (1 otherwise). */
const double* fizz_layout_frames(uint32_t layout);
/* fizz_layout_count(layout) × (id, repetition) uint32s, for the frames above. */
const uint32_t* fizz_layout_ids(uint32_t layout);
/* How many changes the last update made, or a negative status. */
int32_t fizz_layout_change_count(uint32_t layout);
/* fizz_layout_change_count(layout) × (id, repetition, change) uint32s: FIZZ_CHANGE_ENTERED
 * the window, _MOVED (any of the 7 values differs), _LEFT it. */
const uint32_t* fizz_layout_changes(uint32_t layout);
/* The sticking percentage (0..1) of frame `index` (0..count−1) after the last update, or NaN. */
double fizz_layout_sticking_percentage(uint32_t layout, int32_t index);

/* The laid-out bricks whose frames cross the rect (content coordinates, pt; x, y ±1e7; width,
 * height 0..1e7): two binary searches per section. Returns how many, or a negative status. */
int32_t fizz_layout_query(uint32_t layout, double x, double y, double width, double height);
/* fizz_layout_query_count(layout) × (id, repetition) uint32s, in reading order. */
int32_t fizz_layout_query_count(uint32_t layout);
const uint32_t* fizz_layout_query_ids(uint32_t layout);

/* Where a scroll of section `section` (1: the root, along its axis; else a horizontal
 * section, along x) released at `offset` pt (±1e7) with `velocity` pt/s (±1e7) comes to
 * rest: UIScrollView's normal deceleration's rest point moved to the nearest snap point of the
 * bricks attached to a FIZZ_BEHAVIOR_SNAP (the lower on a tie). Changes nothing. NaN on error. */
double fizz_layout_snap_target(uint32_t layout, uint32_t section, double offset, double velocity);
/* The frame repetition `repetition` of `id` appears from or disappears to (FIZZ_APPEAR_*),
 * then readable as 7 doubles from fizz_layout_transition_frame (x, y, width, height, 0, alpha,
 * scale; viewport coordinates). FIZZ_E_INVALID_STATE when it is not laid out. */
int32_t fizz_layout_transition(uint32_t layout, uint32_t id, int32_t repetition, int32_t style);
/* 7 doubles: the frame of the last fizz_layout_transition. */
const double* fizz_layout_transition_frame(uint32_t layout);

/* Work the last update did (items laid out, items looked at): the complexity checks read them. */
int32_t fizz_layout_last_laid_out(uint32_t layout);
int32_t fizz_layout_last_visited(uint32_t layout);
/* The most bytes the layout's storage may take (1..2^40, not below what it holds). */
int32_t fizz_layout_set_memory_budget(uint32_t layout, double bytes);

/* FNV-1a 64 over the state (BrickLayout.stateHash): settings, offset, every live node, section
 * style, rule term, measured size and behavior with its state, and the frames and ids last
 * handed out. 0 on error. */
uint64_t fizz_layout_hash(uint32_t layout);
/* The snapshot holds everything, the laid-out rows included, so a restored layout hands out
 * the same frames and changes bit for bit without laying anything out again. */
int32_t fizz_layout_snapshot(uint32_t layout, uint8_t* buffer, uint32_t capacity);
int32_t fizz_layout_restore(uint32_t layout, const uint8_t* buffer, uint32_t length);
