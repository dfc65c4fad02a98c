/*
 * allocator.c — the heap of fizz.wasm: malloc, free and friends for Embedded Swift and
 * wasi-libc, in place of wasi-libc's dlmalloc.
 *
 * Why: dlmalloc is about 9.5 KB of fizz.wasm's code (a tenth of the module) and its strengths
 * (coalescing, trimming, many threads) buy nothing here. Fizz's storage is made of columns
 * that double their capacity, so their sizes are powers of two; a block per power of two, each
 * size with its own free list, fits them exactly, costs a few hundred bytes of code, and
 * answers every request in constant time. The price: a freed block is reused only by a request
 * of its own size class (no coalescing), so the heap can hold up to about twice the live bytes.
 * Memory budgets (MemoryBudget.swift) count requested bytes, as before.
 *
 * Only the wasm build links this file (tools/build-wasm); native builds use the system's malloc.
 * Single-threaded, as the module is. A request that the linear memory cannot hold (it grows up
 * to 4 GiB) returns NULL, which the engine turns into FIZZ_E_LIMIT.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <errno.h>

/* Every block starts with a 16-byte header, so payloads keep malloc's 16-byte alignment. */
typedef struct {
  uint32_t size_class; /* the block holds 1 << size_class payload bytes */
  uint32_t shift;      /* bytes from the block's start to this header (over-aligned payloads) */
  uint32_t unused[2];
} header;

#define HEADER 16u
#define SMALLEST 4u   /* 16 bytes */
#define LARGEST 31u   /* 2 GiB: the largest request a 4 GiB memory could ever hold */
#define PAGE 65536u

extern unsigned char __heap_base;
static uintptr_t top;            /* the first byte never handed out */
static void* free_lists[LARGEST + 1];

static unsigned size_class(size_t n) {
  unsigned k = SMALLEST;
  while (k <= LARGEST && ((size_t)1 << k) < n) k++;
  return k;
}

/* A block of class k from its free list or from fresh memory, as its header; NULL when none. */
static header* take(unsigned k) {
  if (free_lists[k]) {
    header* h = free_lists[k];
    free_lists[k] = *(void**)(h + 1);
    return h;
  }
  if (top == 0) top = ((uintptr_t)&__heap_base + 15u) & ~(uintptr_t)15u;
  uint64_t end = (uint64_t)top + HEADER + ((uint64_t)1 << k);
  uint64_t have = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
  if (end > have) {
    uint64_t pages = (end - have + PAGE - 1) / PAGE;
    if (end >= ((uint64_t)1 << 32) || __builtin_wasm_memory_grow(0, (size_t)pages) == (size_t)-1) return NULL;
  }
  header* h = (header*)top;
  top = (uintptr_t)end;
  return h;
}

static void* allocate(size_t n, size_t align) {
  if (align < HEADER) align = HEADER;
  if (n > ((size_t)1 << LARGEST) - align) return NULL;
  unsigned k = size_class(n + (align - HEADER));
  if (k > LARGEST) return NULL;
  header* h = take(k);
  if (!h) return NULL;
  uintptr_t start = (uintptr_t)h;
  uintptr_t payload = (start + HEADER + align - 1) & ~(uintptr_t)(align - 1);
  header* at = (header*)(payload - HEADER);
  at->size_class = k;
  at->shift = (uint32_t)((uintptr_t)at - start);
  return (void*)payload;
}

void* malloc(size_t n) { return allocate(n, HEADER); }

void free(void* p) {
  if (!p) return;
  header* at = (header*)p - 1;
  header* h = (header*)((uintptr_t)at - at->shift);
  unsigned k = at->size_class;
  *(void**)(h + 1) = free_lists[k];
  free_lists[k] = h;
}

int posix_memalign(void** out, size_t align, size_t n) {
  if (align == 0 || (align & (align - 1)) || align % sizeof(void*)) return EINVAL;
  void* p = allocate(n, align);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

void* aligned_alloc(size_t align, size_t n) {
  void* p = NULL;
  return posix_memalign(&p, align, n) == 0 ? p : NULL;
}

void* calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  void* p = malloc(count * size);
  if (p) memset(p, 0, count * size);
  return p;
}

void* realloc(void* p, size_t n) {
  if (!p) return malloc(n);
  header* at = (header*)p - 1;
  size_t room = ((size_t)1 << at->size_class) - (at->shift);
  if (n <= room) return p;
  void* q = malloc(n);
  if (!q) return NULL;
  memcpy(q, p, room);
  free(p);
  return q;
}
