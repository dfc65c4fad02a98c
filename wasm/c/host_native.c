/*
 * host_native.c — replays a scenario on the native Fizz library (libFizzExports, built by
 * `swift build --product FizzExports`) through wasm/fizz.h.
 * Usage: fizz-replay-native [--quiet] FILE|-
 * One scenario per process: handles depend on the library's history, and a fresh process is
 * what a fresh wasm instance is to the other hosts.
 */
#include <stdlib.h>
#include <string.h>

#include "fizz.h"
#include "replay.h"

/* Native pointers are host addresses already. */
static const void* address(void* ctx, uint64_t p, size_t bytes) {
  (void)ctx; (void)bytes;
  return (const void*)(uintptr_t)p;
}

int main(int argc, char** argv) {
  int quiet = argc > 1 && strcmp(argv[1], "--quiet") == 0;
  if (argc != 2 + quiet) { fprintf(stderr, "usage: %s [--quiet] FILE|-\n", argv[0]); return 2; }
  size_t length;
  char* text = fz_read_file(argv[1 + quiet], &length);
  if (!text) { perror(argv[1 + quiet]); return 2; }
  fz_backend backend = { NULL, address };
  char error[256] = "";
  int status = fz_replay(&backend, text, length, stdout, quiet, error, sizeof error);
  if (status != 0) fprintf(stderr, "fizz-replay-native: %s\n", error);
  free(text);
  return status;
}
