/* DRAFT of the carousel's section of wasm/fizz.h (issue 19), for the lead's generated-export
 * style; no export is written yet. Tag and snapshot numbers: 8 is proposed for both because the
 * layout component under way may take 7 (the engine's Snapshot.carouselKind is 8 now).
 * Units: pt for sizes and pointer coordinates, items for positions and offsets, seconds,
 * radians unless a parameter says degrees. Every call validates all its input first: a
 * refused call returns a negative status (or NaN / −1 / 0 as said) and changes nothing.
 * Every enum value below becomes a FIZZ_CAROUSEL_* constant in the catalogue. */

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
 * custom path's points (16 B each) and the frame (168 B per visible slot). */

/* Creates a horizontal carousel: viewport `viewport_width` × `viewport_height` pt (1..1e7
 * each), items `item_width` × `item_height` pt (1..1e6 each), 8 pt apart (Showcase's), `count`
 * items (0..1000000000), looping, at position 0, straight path, no transform, snapping to item
 * boundaries. Returns a handle, or 0 on error (FIZZ_E_RANGE, FIZZ_E_NON_FINITE, FIZZ_E_LIMIT).
 * @returns carousel */
uint32_t fizz_carousel_create(double viewport_width, double viewport_height, double item_width,
                              double item_height, int32_t count);
/* Destroys a carousel; its handle becomes stale. */
int32_t fizz_carousel_destroy(uint32_t carousel);
/* 1 when the handle names a live carousel, else 0. Does not touch the last error. */
int32_t fizz_carousel_is_valid(uint32_t carousel);

/* Showcase's layout: `direction` FIZZ_CAROUSEL_HORIZONTAL 0 or FIZZ_CAROUSEL_VERTICAL 1
 * (FIZZ_E_OPTION otherwise), viewport and item sizes in pt (1..1e7 and 1..1e6), line spacing
 * in pt (0..1e6). The position is kept. */
int32_t fizz_carousel_set_layout(uint32_t carousel, int32_t direction, double viewport_width,
                                 double viewport_height, double item_width, double item_height,
                                 double line_spacing);
/* The item count (0..1000000000); motion stops, the position is wrapped (looping) or clamped.
 * FIZZ_E_STATE while a finger is down. */
int32_t fizz_carousel_set_count(uint32_t carousel, int32_t count);
/* Looping on (1) or off (0); motion stops, the position brought into range. FIZZ_E_STATE while
 * a finger is down. */
int32_t fizz_carousel_set_looping(uint32_t carousel, int32_t on);
/* How a release ends: FIZZ_CAROUSEL_FREE 0 (where the decay rests), FIZZ_CAROUSEL_ITEM 1 (the
 * item nearest the decay's rest point, the default), FIZZ_CAROUSEL_PAGING 2 (that item, but at
 * most one from the item the drag began on: Showcase's isPagingEnabled). FIZZ_E_OPTION. */
int32_t fizz_carousel_set_snapping(uint32_t carousel, int32_t mode);

/* The cross-axis path (Showcase's): the item's centre sits path(u)·crossExtent/2 from the
 * centre across the axis, u its normalized offset. `kind` and its parameters (each ±1e6):
 * FIZZ_CAROUSEL_PATH_STRAIGHT 0 (Showcase's DefaultPath: 0; a..d ignored),
 * FIZZ_CAROUSEL_PATH_CIRCULAR 1: a·cos(u·d − c) + b (radius a 1, offset b −1, offsetAngle c 0,
 *   angle d π/2),
 * FIZZ_CAROUSEL_PATH_WAVE 2: a·sin(u·d − c) + b (amplitude a 0.5, b 0, c 0, d π/2),
 * FIZZ_CAROUSEL_PATH_LINEAR 3: a·u (gradient a −0.5), or with b = 1 the V shape through the
 *   inverse position c: u < c ? −a·u : a·(u − 2c) (b must be 0 or 1),
 * FIZZ_CAROUSEL_PATH_CUSTOM 4: the points of fizz_carousel_set_custom_path, smooth when a = 1.
 * FIZZ_E_OPTION for another kind. */
int32_t fizz_carousel_set_path(uint32_t carousel, int32_t kind, double a, double b, double c, double d);
/* A custom path through `count` points (2..65536) read from `points`: count × (u, y), each
 * within ±1e6, u increasing by at least 1e-6; straight segments (smooth 0) or Catmull-Rom
 * (cubic Hermite, tangents (y[i+1] − y[i−1])/(u[i+1] − u[i−1]), one-sided at the ends; smooth
 * 1); flat past the ends. Selects it. FIZZ_E_RANGE, FIZZ_E_NON_FINITE, FIZZ_E_BUDGET. */
int32_t fizz_carousel_set_custom_path(uint32_t carousel, const double* points, int32_t count, int32_t smooth);

/* The transform, `kind` with up to six parameters p0..p5 (unused ones ignored; each ±1e6):
 * FIZZ_CAROUSEL_NONE 0;
 * Showcase's, about the item's centre on its path, from its normalized offset u:
 *   FIZZ_CAROUSEL_ROTATE 1 (p0 startRate 0.2, p1 rotateAngle 2π: about z by p1·(u ∓ p0) once
 *   |u| > p0), FIZZ_CAROUSEL_SCALE 2 (p0 startRate 0.8, p1 minimum scale 0.5: with
 *   t = ||u| − 1|, max(t + 1 − p0, p1) while t < p0), FIZZ_CAROUSEL_SCALE_ROTATE 3 (p0, p1
 *   the rotation's, p2, p3 the scale's; the rotation, then the scale);
 * iCarousel's types, which place the item themselves (itemWidth = the pitch), p0 spacing, p1
 *   arc (rad, |arc| ≥ 1e-6), p2 radius (pt, 0: iCarousel's own), p3 tilt, p4 ring count (0:
 *   the item count), p5 cover flow 2's flip width (items, 0.001..1): FIZZ_CAROUSEL_LINEAR 10,
 *   ROTARY 11, INVERTED_ROTARY 12, CYLINDER 13, INVERTED_CYLINDER 14, WHEEL 15,
 *   INVERTED_WHEEL 16, COVER_FLOW 17, COVER_FLOW_2 18, TIME_MACHINE 19,
 *   INVERTED_TIME_MACHINE 20 (iCarousel's defaults: spacing 0.25 and tilt 0.9 for the cover
 *   flows, tilt 0.3 for the time machines, spacing 1, arc 2π, flip width 0.25);
 * Swiper's: FIZZ_CAROUSEL_SWIPER_COVERFLOW 30 (p0 rotate 50°, p1 stretch 0 pt, p2 depth
 *   100 pt, p3 scale 1, p4 modifier 1), FIZZ_CAROUSEL_SWIPER_CARDS 31 (p0 perSlideOffset 8 %,
 *   p1 perSlideRotate 2°, p2 rotate 1 (0 or 1), p3 depth 100 pt, p4 lift 0 (0 or 1: Swiper's
 *   under-the-finger look at every offset)).
 * FIZZ_E_OPTION for another kind, FIZZ_E_RANGE for a flag not 0 or 1. */
int32_t fizz_carousel_set_transform(uint32_t carousel, int32_t kind, double p0, double p1, double p2,
                                    double p3, double p4, double p5);
/* iCarousel's fade: opaque for offsets in fade_min..fade_max (items, ±1e9, min ≤ max), and
 * past either end by f items 1 − min(f, range)/range·(1 − min_alpha); range 1e-6..1e9,
 * min_alpha 0..1. */
int32_t fizz_carousel_set_fade(uint32_t carousel, double fade_min, double fade_max, double range, double min_alpha);
/* Back to the transform's own fade (the time machine fades offsets > 0, the inverted one < 0). */
int32_t fizz_carousel_clear_fade(uint32_t carousel);
/* iCarousel's perspective (m34, −1..1, default −1/500) and viewpoint offset (pt, ±1e7 each). */
int32_t fizz_carousel_set_perspective(uint32_t carousel, double m34, double viewpoint_x, double viewpoint_y);

/* The glide after a release: power (s, 1e-6..100: rest point s + power·velocity) and time
 * constant (s, 1e-6..100). Default UIScrollView's .normal (both 0.4995). */
int32_t fizz_carousel_set_decay(uint32_t carousel, double power, double time_constant);
/* The spring of paging, scroll-to-index and overscroll returns: stiffness (1/s², 1e-6..1e9),
 * damping (1/s, 1e-6..1e6), mass (1e-6..1e6). Default critically damped, k = (2π/0.36)². */
int32_t fizz_carousel_set_spring(uint32_t carousel, double stiffness, double damping, double mass);
/* iCarousel's autoscroll while idle, items/s (±1e4, 0 off). */
int32_t fizz_carousel_set_autoscroll(uint32_t carousel, double items_per_second);
/* The rubber band coefficient past the ends when not looping (1e-3..10, UIScrollView's 0.55). */
int32_t fizz_carousel_set_rubber_band(uint32_t carousel, double coefficient);
/* Rest thresholds: |s − target| items (1e-9..1, default 1e-4), |v| items/s (1e-9..1, 1e-3). */
int32_t fizz_carousel_set_rest(uint32_t carousel, double delta, double speed);
/* Extra slots either side of the viewport in a frame (0..64, default 1), and a fixed window
 * half-width in items (0: from the viewport and the transform; else 1..512). */
int32_t fizz_carousel_set_window(uint32_t carousel, int32_t margin, int32_t half_width);

/* A finger goes down at (x, y) pt (±1e7) at `time` s (±1e12, never before the last event):
 * motion stops and the carousel follows the finger along the axis. FIZZ_E_STATE when a finger
 * is already down; FIZZ_E_RANGE for a time going back. */
int32_t fizz_carousel_pointer_down(uint32_t carousel, double time, double x, double y);
/* The finger moved: the position is the press position less the distance moved in items,
 * rubber-banded past the ends when not looping. FIZZ_E_STATE when no finger is down. */
int32_t fizz_carousel_pointer_move(uint32_t carousel, double time, double x, double y);
/* The finger lifts: released with its velocity (Android's LSQ2 over the last 100 ms), it lands
 * as fizz_carousel_landing_index says. Returns the item it will stop on (0..count − 1), or a
 * negative status. */
int32_t fizz_carousel_pointer_up(uint32_t carousel, double time, double x, double y);
/* The gesture was cancelled: it settles as a release at rest would. FIZZ_E_STATE. */
int32_t fizz_carousel_pointer_cancel(uint32_t carousel);

/* Moves to `position` items at once (±1e9; 0..count − 1 when not looping). FIZZ_E_STATE while
 * a finger is down. */
int32_t fizz_carousel_set_position(uint32_t carousel, double position);
/* Scrolls to item `index` (0..count − 1): with the spring when `animated` is 1, else at once;
 * looping, the shorter way round (forward on a tie). FIZZ_E_STATE while a finger is down. */
int32_t fizz_carousel_scroll_to_index(uint32_t carousel, int32_t index, int32_t animated);
/* Advances time by `dt` s (0..1): whole 1/720 s steps, at most 7200 a call; returns the steps
 * run, or a negative status.
 * @frame fizz_carousel_hash(carousel) */
int32_t fizz_carousel_step(uint32_t carousel, double dt);

/* The position (items), velocity (items/s) and the finger's velocity along the axis (pt/s, 0
 * when no finger is down), or NaN on error. */
double fizz_carousel_get_position(uint32_t carousel);
double fizz_carousel_get_velocity(uint32_t carousel);
double fizz_carousel_finger_velocity(uint32_t carousel);
/* FIZZ_CAROUSEL_IDLE 0, DRAGGING 1, GLIDING 2, SPRINGING 3, or a negative status. */
int32_t fizz_carousel_get_phase(uint32_t carousel);
/* The item nearest the centre (ties to the lower slot), and the item the present animation
 * stops on (the current item when not animating); −1 with no items, or a negative status. */
int32_t fizz_carousel_current_index(uint32_t carousel);
int32_t fizz_carousel_target_index(uint32_t carousel);
/* Before anything animates: where a release now with the finger moving at `velocity` pt/s
 * (±1e9) along the axis would stop, as a position (items; NaN on error) and as an item (or a
 * negative status). During a drag, what fizz_carousel_pointer_up with that velocity does.
 * Changes nothing. */
double fizz_carousel_landing_position(uint32_t carousel, double velocity);
int32_t fizz_carousel_landing_index(uint32_t carousel, double velocity);

/* The number of visible slots (the window around the position, within 0..count − 1 when not
 * looping, once round for a looping ring): at most 1025, whatever the count. Or a negative
 * status. */
int32_t fizz_carousel_visible_count(uint32_t carousel);
/* fizz_carousel_visible_count(carousel) × (index, offset, normalized, m11, m12, m13, m14, m21,
 * m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44, opacity, depth) doubles, in slot
 * order: the item's index, its offset in items, Showcase's normalized offset, its matrix, its
 * opacity (0..1) and its depth rank (0 the backmost: by the centre's z, then farther from the
 * centre behind, then the lower slot behind). Valid until the next call into the module. */
const double* fizz_carousel_visible(uint32_t carousel);
/* The path at normalized coordinate `u` (±1e6), and the opacity at `offset` items (±1e9);
 * NaN on error. Change nothing. */
double fizz_carousel_path_value(uint32_t carousel, double u);
double fizz_carousel_opacity(uint32_t carousel, double offset);

/* FNV-1a 64 over the layout, count, looping, snapping, every setting (path, transform, fade,
 * perspective, decay, spring, autoscroll, rubber band, rest, window), the budget's limit, the
 * clock, the scroll state with the finger's samples, and the custom points. 0 on error. */
uint64_t fizz_carousel_hash(uint32_t carousel);
/* The most bytes the carousel's storage may take (1..2^40, not below what it holds), and what
 * it holds. */
int32_t fizz_carousel_set_memory_budget(uint32_t carousel, int64_t bytes);
int64_t fizz_carousel_memory_used(uint32_t carousel);
/* The carousel's snapshot (see Snapshots): every setting, the scroll state, the clock, the
 * finger's samples and the custom points; restored, it continues bit for bit. */
int32_t fizz_carousel_snapshot(uint32_t carousel, uint8_t* buffer, uint32_t capacity);
/* Replaces the carousel's whole state with the snapshot's; it keeps its handle.
 * FIZZ_E_INVALID_BUFFER, FIZZ_E_BUDGET; unchanged on error. */
int32_t fizz_carousel_restore(uint32_t carousel, const uint8_t* buffer, uint32_t length);
