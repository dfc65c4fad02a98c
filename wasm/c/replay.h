/*
 * replay.h — the scenario format (Tests/Scenarios/README.md) for C hosts: parse a script of
 * Fizz C API calls, replay it on a backend, and print `frame N HEX` lines and the
 * `summary frames=… final=… digest=…` line exactly like `fizz replay`.
 *
 * Backends supply a call table generated from wasm/fizz.h (gen_dispatch.py) and a way to turn
 * a returned pointer into a readable host address: the native library's pointers are host
 * addresses already; wasm2c's are offsets into the module's linear memory.
 */
#ifndef FIZZ_REPLAY_H
#define FIZZ_REPLAY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { FZ_I32, FZ_I64, FZ_F64, FZ_DOUBLES, FZ_WORDS, FZ_STRING, FZ_VOID, FZ_UNSUPPORTED } fz_kind;

/* A raw value crossing the ABI: integers zero-extended in u64, doubles in f64. */
typedef union { uint64_t u64; double f64; } fz_raw;

#define FZ_MAX_PARAMS 12

typedef struct {
  const char* name;                 /* the C name without `fizz_` */
  int nparams;
  fz_kind params[FZ_MAX_PARAMS];
  fz_kind result;
  int stride;                       /* values per element of an array result */
  const char* count;                /* array results: the function giving the element count */
  int ncount_args;                  /* ... called with this many of the call's arguments, */
  int count_args[FZ_MAX_PARAMS];    /* these (parameter indices) */
  const char* frame_hash;           /* a frame producer (@frame): the hash function; else NULL */
  int frame_param;                  /* the parameter naming the frame's object */
  const char* frame_kind;           /* and its kind ("world") */
  fz_raw (*invoke)(void* ctx, const fz_raw* args);   /* NULL: not callable from scenarios */
} fz_function;

/* The generated table (one per backend). */
extern const fz_function fz_functions[];
extern const int fz_function_count;

typedef struct {
  void* ctx;
  /* A host pointer to `bytes` bytes at backend address `p`, or NULL when out of bounds. */
  const void* (*address)(void* ctx, uint64_t p, size_t bytes);
} fz_backend;

/*
 * Parses and replays `text`. Prints frame lines (unless quiet) and the summary to `out`.
 * Returns 0, 1 for a scenario that does not parse, 2 for a backend failure; `error` then
 * holds a message.
 */
int fz_replay(const fz_backend* backend, const char* text, size_t length, FILE* out, int quiet,
              char* error, size_t error_size);

/* Reads a whole file ("-" for stdin) into a malloc'd, NUL-terminated buffer; NULL on failure. */
char* fz_read_file(const char* path, size_t* length);

#endif
