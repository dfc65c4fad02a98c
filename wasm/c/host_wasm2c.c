/*
 * host_wasm2c.c — replays a scenario on fizz.wasm translated to C by wasm2c (wabt), with
 * wabt's runtime. Compiled with -ffp-contract=off: a fused multiply-add would round once where
 * wasm rounds twice, and the frames would differ from every other runtime.
 * Usage: fizz-replay-wasm2c [--quiet] FILE|-
 */
#include <stdlib.h>
#include <string.h>

#include "fizz_wasm.h"
#include "replay.h"
#include "wasm-rt-impl.h"

/* Pointers are offsets into the instance's linear memory: bounds-checked, never trusted. */
static const void* address(void* ctx, uint64_t p, size_t bytes) {
  wasm_rt_memory_t* m = Z_fizzZ_memory((Z_fizz_instance_t*)ctx);
  if (p > m->size || bytes > m->size - p) return NULL;
  return m->data + p;
}

int main(int argc, char** argv) {
  int quiet = argc > 1 && strcmp(argv[1], "--quiet") == 0;
  if (argc != 2 + quiet) { fprintf(stderr, "usage: %s [--quiet] FILE|-\n", argv[0]); return 2; }
  size_t length;
  char* text = fz_read_file(argv[1 + quiet], &length);
  if (!text) { perror(argv[1 + quiet]); return 2; }
  wasm_rt_init();
  Z_fizz_init_module();
  static Z_fizz_instance_t instance;
  Z_fizz_instantiate(&instance);
  char error[256] = "";
  int status;
  wasm_rt_trap_t trap = wasm_rt_impl_try();
  if (trap == WASM_RT_TRAP_NONE) {
    Z_fizzZ__initialize(&instance);
    fz_backend backend = { &instance, address };
    status = fz_replay(&backend, text, length, stdout, quiet, error, sizeof error);
  } else {
    /* A trap is a bug in Fizz: the API must refuse bad input, never trap. */
    snprintf(error, sizeof error, "fizz.wasm trapped: %s", wasm_rt_strerror(trap));
    status = 2;
  }
  if (status != 0) fprintf(stderr, "fizz-replay-wasm2c: %s\n", error);
  Z_fizz_free(&instance);
  wasm_rt_free();
  free(text);
  return status;
}
