/*
 * node-native.c: the native Fizz library inside node, for paired timing in wasm-node.mjs.
 *
 * A Node-API addon with one export per C API function that the benchmark scenes use (the
 * bubbles of wasm-node.mjs, the carousels of carousel-node.mjs). It
 * dlopens the native library (`swift build -c release --product FizzExports`) and calls it
 * through pointers typed from fizz.h, so a signature that drifts from the header fails to
 * compile here. With it, one node process can step the same world natively and in wasm, in
 * turn, and time both with the same clock (see wasm-node.mjs --paired).
 *
 * Build: cc -O2 -shared -fPIC -I/usr/include/node -Iwasm tools/bench/node-native.c -o fizz-native.node -ldl
 */
#include <dlfcn.h>
#include <node_api.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "fizz.h"

static struct {
    __typeof__(fizz_world_create) *world_create;
    __typeof__(fizz_world_set_attraction) *world_set_attraction;
    __typeof__(fizz_world_set_strength) *world_set_strength;
    __typeof__(fizz_world_set_damping) *world_set_damping;
    __typeof__(fizz_world_set_walls) *world_set_walls;
    __typeof__(fizz_world_set_substep) *world_set_substep;
    __typeof__(fizz_world_set_sleep) *world_set_sleep;
    __typeof__(fizz_bubble_add) *bubble_add;
    __typeof__(fizz_world_hash) *world_hash;
    __typeof__(fizz_world_step) *world_step;
    __typeof__(fizz_carousel_create) *carousel_create;
    __typeof__(fizz_carousel_destroy) *carousel_destroy;
    __typeof__(fizz_carousel_set_layout) *carousel_set_layout;
    __typeof__(fizz_carousel_set_path) *carousel_set_path;
    __typeof__(fizz_carousel_set_transform) *carousel_set_transform;
    __typeof__(fizz_carousel_set_snapping) *carousel_set_snapping;
    __typeof__(fizz_carousel_pointer_down) *carousel_pointer_down;
    __typeof__(fizz_carousel_pointer_move) *carousel_pointer_move;
    __typeof__(fizz_carousel_pointer_up) *carousel_pointer_up;
    __typeof__(fizz_carousel_step) *carousel_step;
    __typeof__(fizz_carousel_visible_count) *carousel_visible_count;
    __typeof__(fizz_carousel_visible) *carousel_visible;
    __typeof__(fizz_carousel_hash) *carousel_hash;
} fz;

static napi_value fail(napi_env env, const char *message) {
    napi_throw_error(env, NULL, message);
    return NULL;
}

/* Reads up to 8 arguments: `u` for uint32, `i` for int32, `d` for double. */
static int read_args(napi_env env, napi_callback_info info, const char *kinds, uint32_t *u, int32_t *i, double *d) {
    size_t argc = 8;
    napi_value argv[8];
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return 0;
    size_t want = 0, nu = 0, ni = 0, nd = 0;
    while (kinds[want]) want++;
    if (argc < want) return 0;
    for (size_t k = 0; k < want; k++) {
        napi_status s = kinds[k] == 'u' ? napi_get_value_uint32(env, argv[k], &u[nu++])
                      : kinds[k] == 'i' ? napi_get_value_int32(env, argv[k], &i[ni++])
                                        : napi_get_value_double(env, argv[k], &d[nd++]);
        if (s != napi_ok) return 0;
    }
    return 1;
}

static napi_value number(napi_env env, double value) {
    napi_value out;
    napi_create_double(env, value, &out);
    return out;
}

#define ARGS(kinds) \
    uint32_t u[8]; int32_t i[8]; double d[8]; \
    if (!fz.world_step) return fail(env, "call open(path) first"); \
    if (!read_args(env, info, kinds, u, i, d)) return fail(env, "bad arguments");

static napi_value open_library(napi_env env, napi_callback_info info) {
    size_t argc = 1;
    napi_value argv[1];
    char path[4096];
    size_t len = 0;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
        napi_get_value_string_utf8(env, argv[0], path, sizeof path, &len) != napi_ok)
        return fail(env, "open(path) needs the library's path");
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return fail(env, dlerror());
#define BIND(name) if (!(*(void **)&fz.name = dlsym(lib, "fizz_" #name))) return fail(env, "missing fizz_" #name);
    BIND(world_create) BIND(world_set_attraction) BIND(world_set_strength) BIND(world_set_damping)
    BIND(world_set_walls) BIND(world_set_substep) BIND(world_set_sleep) BIND(bubble_add)
    BIND(world_hash) BIND(world_step)
    BIND(carousel_create) BIND(carousel_destroy) BIND(carousel_set_layout) BIND(carousel_set_path)
    BIND(carousel_set_transform) BIND(carousel_set_snapping) BIND(carousel_pointer_down)
    BIND(carousel_pointer_move) BIND(carousel_pointer_up) BIND(carousel_step)
    BIND(carousel_visible_count) BIND(carousel_visible) BIND(carousel_hash)
#undef BIND
    return number(env, 1);
}

static napi_value world_create(napi_env env, napi_callback_info info) { ARGS("dd") return number(env, fz.world_create(d[0], d[1])); }
static napi_value world_set_attraction(napi_env env, napi_callback_info info) { ARGS("ui") return number(env, fz.world_set_attraction(u[0], i[0])); }
static napi_value world_set_strength(napi_env env, napi_callback_info info) { ARGS("ud") return number(env, fz.world_set_strength(u[0], d[0])); }
static napi_value world_set_damping(napi_env env, napi_callback_info info) { ARGS("ud") return number(env, fz.world_set_damping(u[0], d[0])); }
static napi_value world_set_walls(napi_env env, napi_callback_info info) { ARGS("uii") return number(env, fz.world_set_walls(u[0], i[0], i[1])); }
static napi_value world_set_substep(napi_env env, napi_callback_info info) { ARGS("ud") return number(env, fz.world_set_substep(u[0], d[0])); }
static napi_value world_set_sleep(napi_env env, napi_callback_info info) { ARGS("udd") return number(env, fz.world_set_sleep(u[0], d[0], d[1])); }
static napi_value bubble_add(napi_env env, napi_callback_info info) { ARGS("uddd") return number(env, fz.bubble_add(u[0], d[0], d[1], d[2])); }
static napi_value world_step(napi_env env, napi_callback_info info) { ARGS("ud") return number(env, fz.world_step(u[0], d[0])); }

/* A 64-bit hash as 16 hex digits (a double cannot hold it). */
static napi_value hex64(napi_env env, uint64_t h) {
    char hex[17];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
    napi_value out;
    napi_create_string_utf8(env, hex, 16, &out);
    return out;
}

static napi_value world_hash(napi_env env, napi_callback_info info) { ARGS("u") return hex64(env, fz.world_hash(u[0])); }

static napi_value carousel_create(napi_env env, napi_callback_info info) { ARGS("ddddi") return number(env, fz.carousel_create(d[0], d[1], d[2], d[3], i[0])); }
static napi_value carousel_destroy(napi_env env, napi_callback_info info) { ARGS("u") return number(env, fz.carousel_destroy(u[0])); }
static napi_value carousel_set_layout(napi_env env, napi_callback_info info) { ARGS("uiddddd") return number(env, fz.carousel_set_layout(u[0], i[0], d[0], d[1], d[2], d[3], d[4])); }
static napi_value carousel_set_path(napi_env env, napi_callback_info info) { ARGS("uidddd") return number(env, fz.carousel_set_path(u[0], i[0], d[0], d[1], d[2], d[3])); }
static napi_value carousel_set_transform(napi_env env, napi_callback_info info) { ARGS("uidddddd") return number(env, fz.carousel_set_transform(u[0], i[0], d[0], d[1], d[2], d[3], d[4], d[5])); }
static napi_value carousel_set_snapping(napi_env env, napi_callback_info info) { ARGS("ui") return number(env, fz.carousel_set_snapping(u[0], i[0])); }
static napi_value carousel_pointer_down(napi_env env, napi_callback_info info) { ARGS("uddd") return number(env, fz.carousel_pointer_down(u[0], d[0], d[1], d[2])); }
static napi_value carousel_pointer_move(napi_env env, napi_callback_info info) { ARGS("uddd") return number(env, fz.carousel_pointer_move(u[0], d[0], d[1], d[2])); }
static napi_value carousel_pointer_up(napi_env env, napi_callback_info info) { ARGS("uddd") return number(env, fz.carousel_pointer_up(u[0], d[0], d[1], d[2])); }
static napi_value carousel_hash(napi_env env, napi_callback_info info) { ARGS("u") return hex64(env, fz.carousel_hash(u[0])); }

/* The outputs of every native frame, FNV-1a 64 over their bytes in order (reset by
 * carousel_frames_reset, read by carousel_frames_hash): carousel-node.mjs folds the wasm
 * frames' outputs the same way and the two must agree. */
static uint64_t frames_hash = 0xcbf29ce484222325ULL;
static double frames_sum = 0;

static napi_value carousel_frames_reset(napi_env env, napi_callback_info info) {
    (void)info;
    frames_hash = 0xcbf29ce484222325ULL;
    frames_sum = 0;
    return number(env, 0);
}
static napi_value carousel_frames_hash(napi_env env, napi_callback_info info) { (void)info; return hex64(env, frames_hash); }

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* One frame as a C host draws it, timed here with CLOCK_MONOTONIC (the Node-API call's own
 * cost left out): fizz_carousel_step(dt), fizz_carousel_visible_count, fizz_carousel_visible,
 * and every double of the records read (summed). Then, untimed, the records' bytes go into
 * the frames' hash. Returns the frame's nanoseconds, or a negative status. */
static napi_value carousel_frame(napi_env env, napi_callback_info info) {
    ARGS("ud")
    double t0 = now_ns();
    int32_t status = fz.carousel_step(u[0], d[0]);
    int32_t n = fz.carousel_visible_count(u[0]);
    const double *r = fz.carousel_visible(u[0]);
    double sum = 0;
    if (status == 0 && n >= 0 && r)
        for (int32_t k = 0; k < 21 * n; k++) sum += r[k];
    double elapsed = now_ns() - t0;
    if (status != 0) return number(env, status);
    if (n < 0 || !r) return number(env, n < 0 ? n : -1);
    frames_sum += sum;
    const unsigned char *b = (const unsigned char *)r;
    for (size_t k = 0; k < (size_t)n * 21 * sizeof(double); k++) frames_hash = (frames_hash ^ b[k]) * 0x100000001b3ULL;
    return number(env, elapsed);
}

static napi_value init(napi_env env, napi_value exports) {
    napi_property_descriptor all[] = {
#define EXPORT(js, fn) {js, NULL, fn, NULL, NULL, NULL, napi_default, NULL}
        EXPORT("open", open_library),
        EXPORT("fizz_world_create", world_create), EXPORT("fizz_world_set_attraction", world_set_attraction),
        EXPORT("fizz_world_set_strength", world_set_strength), EXPORT("fizz_world_set_damping", world_set_damping),
        EXPORT("fizz_world_set_walls", world_set_walls), EXPORT("fizz_world_set_substep", world_set_substep),
        EXPORT("fizz_world_set_sleep", world_set_sleep), EXPORT("fizz_bubble_add", bubble_add),
        EXPORT("fizz_world_hash", world_hash), EXPORT("fizz_world_step", world_step),
        EXPORT("fizz_carousel_create", carousel_create), EXPORT("fizz_carousel_destroy", carousel_destroy),
        EXPORT("fizz_carousel_set_layout", carousel_set_layout), EXPORT("fizz_carousel_set_path", carousel_set_path),
        EXPORT("fizz_carousel_set_transform", carousel_set_transform),
        EXPORT("fizz_carousel_set_snapping", carousel_set_snapping),
        EXPORT("fizz_carousel_pointer_down", carousel_pointer_down),
        EXPORT("fizz_carousel_pointer_move", carousel_pointer_move),
        EXPORT("fizz_carousel_pointer_up", carousel_pointer_up), EXPORT("fizz_carousel_hash", carousel_hash),
        EXPORT("carousel_frame", carousel_frame), EXPORT("carousel_frames_reset", carousel_frames_reset),
        EXPORT("carousel_frames_hash", carousel_frames_hash),
#undef EXPORT
    };
    napi_define_properties(env, exports, sizeof all / sizeof all[0], all);
    return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
