/*
 * node-native.c: the native Fizz library inside node, for paired timing in wasm-node.mjs.
 *
 * A Node-API addon with one export per C API function that the benchmark scene uses. It
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
} fz;

static napi_value fail(napi_env env, const char *message) {
    napi_throw_error(env, NULL, message);
    return NULL;
}

/* Reads up to 4 arguments: `u` for uint32, `i` for int32, `d` for double. */
static int read_args(napi_env env, napi_callback_info info, const char *kinds, uint32_t *u, int32_t *i, double *d) {
    size_t argc = 4;
    napi_value argv[4];
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
    uint32_t u[4]; int32_t i[4]; double d[4]; \
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

/* The 64-bit hash as 16 hex digits (a double cannot hold it). */
static napi_value world_hash(napi_env env, napi_callback_info info) {
    ARGS("u")
    char hex[17];
    snprintf(hex, sizeof hex, "%016llx", (unsigned long long)fz.world_hash(u[0]));
    napi_value out;
    napi_create_string_utf8(env, hex, 16, &out);
    return out;
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
#undef EXPORT
    };
    napi_define_properties(env, exports, sizeof all / sizeof all[0], all);
    return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
