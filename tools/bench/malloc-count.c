/*
 * malloc-count.c: counts heap allocations in a process, for `fizz bench`.
 *
 * Loaded with LD_PRELOAD, it wraps malloc, calloc, realloc, posix_memalign, aligned_alloc,
 * memalign and valloc (every way Swift's runtime and libc hand out memory) and counts calls in
 * `fizz_malloc_count`, which the benchmark reads through dlsym before and after the timed
 * steps. A counter, not an estimate: "0 allocations per step" means no call was made.
 *
 * Build: cc -O2 -shared -fPIC tools/bench/malloc-count.c -o libmalloc-count.so -ldl
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

/* Read by the benchmark; relaxed atomics are enough for a single-threaded step loop. */
volatile uint64_t fizz_malloc_count = 0;

static inline void count(void) { __atomic_add_fetch(&fizz_malloc_count, 1, __ATOMIC_RELAXED); }

void *malloc(size_t n) { count(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { count(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { count(); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { count(); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { count(); return __libc_memalign(a, n); }
void *valloc(size_t n) { count(); return __libc_memalign(4096, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  count();
  void *p = __libc_memalign(a, n);
  if (!p) return 12; /* ENOMEM */
  *out = p;
  return 0;
}
