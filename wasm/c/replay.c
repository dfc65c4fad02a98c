/*
 * replay.c — scenario parsing and replay for the C hosts. Every rule mirrors
 * Sources/FizzScenario (Scenario.swift, ScenarioNumber.swift, Replayer.swift): the C hosts
 * must produce the golden digests bit for bit. Compile with -ffp-contract=off.
 */
#include "replay.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- Values (ABIValue in Swift) ------------------------------------------------------- */

typedef enum { V_I32, V_I64, V_F64, V_PTR } vtag;
typedef struct { vtag tag; uint64_t bits; } value;   /* f64 as its bit pattern */

static double as_f64_bits(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static uint64_t f64_bits(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

static uint32_t v_bits32(value v) {
  if (v.tag == V_F64) {
    double d = as_f64_bits(v.bits);
    return isfinite(d) && d >= -2147483648.0 && d < 4294967296.0 ? (uint32_t)(int64_t)d : 0;
  }
  return (uint32_t)v.bits;
}

static double v_double(value v) {
  switch (v.tag) {
    case V_F64: return as_f64_bits(v.bits);
    case V_I32: return (double)(int32_t)(uint32_t)v.bits;
    case V_I64: return (double)(int64_t)v.bits;
    default: return (double)v.bits;
  }
}

static uint64_t v_bits64(value v) { return v.bits; }

static value coerce(value v, fz_kind k) {
  value r;
  if (k == FZ_F64) { r.tag = V_F64; r.bits = f64_bits(v_double(v)); }
  else if (k == FZ_I64) { r.tag = V_I64; r.bits = v_bits64(v); }
  else { r.tag = V_I32; r.bits = v_bits32(v); }
  return r;
}

/* ---- FNV-1a 64 -------------------------------------------------------------------------- */

typedef struct { uint64_t h; } fnv;
static void fnv_add(fnv* f, uint64_t v) {
  for (int k = 0; k < 8; k++) {
    f->h ^= (v >> (8 * k)) & 0xff;
    f->h *= 0x100000001b3ULL;
  }
}
/* NaN payloads differ by CPU: every NaN is hashed alike. */
static void fnv_add_double(fnv* f, double d) { fnv_add(f, isnan(d) ? 0x7ff8000000000000ULL : f64_bits(d)); }

/* ---- Numbers ------------------------------------------------------------------------------ */

typedef struct { double d; int is_integer; int64_t integer; } number;

static int tok_eq(const char* t, size_t n, const char* s) { return strlen(s) == n && memcmp(t, s, n) == 0; }

static int parse_hex(const char* t, size_t n, number* out) {
  size_t i = 0;
  int negative = 0;
  if (i < n && t[i] == '-') { negative = 1; i++; }
  if (!(n - i > 2 && t[i] == '0' && (t[i + 1] == 'x' || t[i + 1] == 'X'))) return 0;
  i += 2;
  uint64_t v = 0;
  int digits = 0;
  for (; i < n; i++) {
    char c = t[i];
    uint64_t d;
    if (c >= '0' && c <= '9') d = (uint64_t)(c - '0');
    else if (c >= 'a' && c <= 'f') d = (uint64_t)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') d = (uint64_t)(c - 'A' + 10);
    else return 0;
    v = v << 4 | d;
    if (++digits > 8) return 0;   /* hex literals are 32-bit words */
  }
  int64_t s = negative ? -(int64_t)v : (int64_t)v;
  out->d = (double)s; out->is_integer = 1; out->integer = s;
  return 1;
}

/* Clinger's fast path: ≤ 15 significant digits, |exponent| ≤ 22, one IEEE rounding. */
static int parse_decimal(const char* t, size_t n, number* out) {
  size_t i = 0;
  int negative = 0;
  if (i < n && (t[i] == '-' || t[i] == '+')) { negative = t[i] == '-'; i++; }
  uint64_t mantissa = 0;
  int significant = 0, exponent = 0, saw_digit = 0, saw_point = 0, is_integer = 1;
  for (; i < n; i++) {
    char c = t[i];
    if (c >= '0' && c <= '9') {
      saw_digit = 1;
      if (mantissa == 0 && c == '0') {
        if (saw_point) exponent -= 1;
      } else {
        if (++significant > 15) return 0;
        mantissa = mantissa * 10 + (uint64_t)(c - '0');
        if (saw_point) exponent -= 1;
      }
    } else if (c == '.' && !saw_point) {
      saw_point = 1; is_integer = 0;
    } else break;
  }
  if (!saw_digit) return 0;
  if (i < n && (t[i] == 'e' || t[i] == 'E')) {
    is_integer = 0;
    i++;
    int exp_negative = 0, e = 0, exp_digits = 0;
    if (i < n && (t[i] == '-' || t[i] == '+')) { exp_negative = t[i] == '-'; i++; }
    while (i < n && t[i] >= '0' && t[i] <= '9') {
      e = e * 10 + (t[i] - '0'); exp_digits++; i++;
      if (e > 400) return 0;
    }
    if (exp_digits == 0) return 0;
    exponent += exp_negative ? -e : e;
  }
  if (i != n) return 0;
  if (mantissa == 0) exponent = 0;
  if (exponent < -22 || exponent > 22) return 0;
  double p = 1;
  for (int k = exponent < 0 ? -exponent : exponent; k > 0; k--) p *= 10;
  double v = exponent < 0 ? (double)mantissa / p : (double)mantissa * p;
  if (negative) v = -v;
  out->d = v;
  out->is_integer = is_integer;
  out->integer = negative ? -(int64_t)mantissa : (int64_t)mantissa;
  return 1;
}

/* An exact double as %a prints it: 0x1.<hex>p<exp> (normal, exp -1022..1023), 0x0.<hex>p-1022
 * (subnormal) or 0x0p<exp> (zero), at most 13 fraction digits; the bits are assembled. */
static int parse_hex_float(const char* t, size_t n, number* out) {
  size_t i = 0;
  int negative = 0;
  if (i < n && (t[i] == '-' || t[i] == '+')) { negative = t[i] == '-'; i++; }
  if (!(n - i > 3 && t[i] == '0' && (t[i + 1] == 'x' || t[i + 1] == 'X') && (t[i + 2] == '0' || t[i + 2] == '1'))) return 0;
  int normal = t[i + 2] == '1';
  i += 3;
  uint64_t fraction = 0;
  int digits = 0;
  if (i < n && t[i] == '.') {
    for (i++; i < n; i++) {
      char c = t[i];
      uint64_t d;
      if (c >= '0' && c <= '9') d = (uint64_t)(c - '0');
      else if (c >= 'a' && c <= 'f') d = (uint64_t)(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') d = (uint64_t)(c - 'A' + 10);
      else break;
      if (++digits > 13) return 0;
      fraction = fraction << 4 | d;
    }
  }
  fraction <<= 4 * (13 - digits);
  if (!(i < n && (t[i] == 'p' || t[i] == 'P'))) return 0;
  i++;
  int exp_negative = 0, e = 0, exp_digits = 0;
  if (i < n && (t[i] == '-' || t[i] == '+')) { exp_negative = t[i] == '-'; i++; }
  while (i < n && t[i] >= '0' && t[i] <= '9') {
    e = e * 10 + (t[i] - '0'); i++;
    if (++exp_digits > 4) return 0;
  }
  if (exp_digits == 0 || i != n) return 0;
  if (exp_negative) e = -e;
  uint64_t bits;
  if (normal) {
    if (e < -1022 || e > 1023) return 0;
    bits = (uint64_t)(e + 1023) << 52 | fraction;
  } else {
    if (!(fraction == 0 || e == -1022)) return 0;
    bits = fraction;
  }
  if (negative) bits |= 1ULL << 63;
  memcpy(&out->d, &bits, 8);
  out->is_integer = 0;
  return 1;
}

static int parse_number(const char* t, size_t n, number* out) {
  if (tok_eq(t, n, "nan")) { out->d = NAN; out->is_integer = 0; return 1; }
  if (tok_eq(t, n, "inf") || tok_eq(t, n, "+inf")) { out->d = INFINITY; out->is_integer = 0; return 1; }
  if (tok_eq(t, n, "-inf")) { out->d = -INFINITY; out->is_integer = 0; return 1; }
  const char* slash = memchr(t, '/', n);
  if (slash) {
    number a, b;
    if (!parse_decimal(t, (size_t)(slash - t), &a) || !parse_decimal(slash + 1, n - (size_t)(slash - t) - 1, &b)) return 0;
    out->d = a.d / b.d; out->is_integer = 0;
    return 1;
  }
  if (memchr(t, 'p', n) || memchr(t, 'P', n)) return parse_hex_float(t, n, out);
  if (parse_hex(t, n, out)) return 1;
  return parse_decimal(t, n, out);
}

/* ---- Scenarios ------------------------------------------------------------------------- */

typedef struct { int is_name; int name; number num; } argument;
typedef struct {
  int number;
  const fz_function* fn;
  int nargs;
  argument args[FZ_MAX_PARAMS];
  int result;       /* variable slot, or -1 */
  long repeat;
} line;

typedef struct { const char* text; size_t len; } token;

static int is_name(token t) {
  if (t.len == 0) return 0;
  char f = t.text[0];
  if (!((f >= 'a' && f <= 'z') || f == '_')) return 0;
  if (tok_eq(t.text, t.len, "nan") || tok_eq(t.text, t.len, "inf")) return 0;
  for (size_t i = 0; i < t.len; i++) {
    char c = t.text[i];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return 0;
  }
  return 1;
}

typedef struct {
  line* lines; int nlines, cap;
  token* names; int nnames, name_cap;
} scenario;

static int slot_of(scenario* s, token t, int creating) {
  for (int i = 0; i < s->nnames; i++)
    if (s->names[i].len == t.len && memcmp(s->names[i].text, t.text, t.len) == 0) return i;
  if (!creating) return -1;
  if (s->nnames == s->name_cap) {
    s->name_cap = s->name_cap ? 2 * s->name_cap : 16;
    s->names = realloc(s->names, (size_t)s->name_cap * sizeof(token));
  }
  s->names[s->nnames] = t;
  return s->nnames++;
}

static const fz_function* lookup(token t) {
  for (int i = 0; i < fz_function_count; i++)
    if (tok_eq(t.text, t.len, fz_functions[i].name)) return &fz_functions[i];
  return NULL;
}

#define FAIL(msg) do { snprintf(error, error_size, "line %d: %s", lineno, msg); return 1; } while (0)

static int parse(scenario* s, const char* text, size_t length, char* error, size_t error_size) {
  size_t start = 0;
  int lineno = 0;
  while (start <= length) {
    size_t end = start;
    while (end < length && text[end] != '\n') end++;
    lineno++;
    token tokens[FZ_MAX_PARAMS + 4];
    int nt = 0;
    for (size_t i = start; i < end;) {
      char c = text[i];
      if (c == '#') break;
      if (c == ' ' || c == '\t' || c == '\r') { i++; continue; }
      size_t j = i;
      while (j < end && text[j] != ' ' && text[j] != '\t' && text[j] != '\r' && text[j] != '#') j++;
      if (nt == FZ_MAX_PARAMS + 4) FAIL("wrong number of arguments for this call");
      tokens[nt].text = text + i; tokens[nt].len = j - i; nt++;
      i = j;
    }
    start = end + 1;
    if (nt == 0) { if (end >= length) break; else continue; }
    int first = 0, result = -1;
    if (nt >= 2 && tok_eq(tokens[1].text, tokens[1].len, "=")) {
      if (!is_name(tokens[0])) FAIL("a result name must be a lower-case identifier");
      result = slot_of(s, tokens[0], 1);
      first = 2;
      if (nt == 2) FAIL("nothing after '='");
    }
    const fz_function* fn = lookup(tokens[first]);
    if (!fn) FAIL("unknown call (names are C names without 'fizz_')");
    if (!fn->invoke) FAIL("this call takes or returns a type a scenario cannot pass");
    first++;
    long repeat = 1;
    if (nt > first && tokens[nt - 1].text[0] == '*') {
      number k;
      if (!parse_number(tokens[nt - 1].text + 1, tokens[nt - 1].len - 1, &k) || !k.is_integer ||
          k.integer < 1 || k.integer > 10000000)
        FAIL("a repeat count is '*N' with N from 1 to 10000000");
      repeat = (long)k.integer;
      nt--;
    }
    if (nt - first != fn->nparams) FAIL("wrong number of arguments for this call");
    line l;
    l.number = lineno; l.fn = fn; l.nargs = fn->nparams; l.result = result; l.repeat = repeat;
    for (int k = 0; k < fn->nparams; k++) {
      token t = tokens[first + k];
      argument* a = &l.args[k];
      if (is_name(t)) {
        int n = slot_of(s, t, 0);
        if (n < 0) FAIL("a name is used before it is assigned");
        a->is_name = 1; a->name = n;
      } else if (parse_number(t.text, t.len, &a->num)) {
        if (fn->params[k] != FZ_F64 && !a->num.is_integer) FAIL("an integer argument is not an integer literal");
        a->is_name = 0;
      } else {
        FAIL("an argument is neither a name nor a number in the scenario format");
      }
    }
    if (s->nlines == s->cap) {
      s->cap = s->cap ? 2 * s->cap : 64;
      s->lines = realloc(s->lines, (size_t)s->cap * sizeof(line));
    }
    s->lines[s->nlines++] = l;
    if (end >= length) break;
  }
  return 0;
}

/* ---- Replay ------------------------------------------------------------------------------ */

static const fz_function* must(const char* name) {
  for (int i = 0; i < fz_function_count; i++)
    if (strcmp(fz_functions[i].name, name) == 0 && fz_functions[i].invoke) return &fz_functions[i];
  return NULL;
}

static fz_raw raw_of(value v) {
  fz_raw r;
  r.u64 = v.bits;   /* f64 values carry their bit pattern: the union reads it back as a double */
  return r;
}

int fz_replay(const fz_backend* b, const char* text, size_t length, FILE* out, int quiet,
              char* error, size_t error_size) {
  scenario s;
  memset(&s, 0, sizeof s);
  int status = parse(&s, text, length, error, error_size);
  value* vars = calloc((size_t)s.nnames + 1, sizeof(value));
  fnv h = { 0xcbf29ce484222325ULL };
  long frames = 0;
  uint64_t last_frame = 0;
  for (int li = 0; status == 0 && li < s.nlines; li++) {
    const line* l = &s.lines[li];
    const fz_function* fn = l->fn;
    fz_raw args[FZ_MAX_PARAMS];
    for (int k = 0; k < l->nargs; k++) {
      fz_kind kind = fn->params[k];
      value v;
      if (l->args[k].is_name) v = vars[l->args[k].name];
      else if (kind == FZ_F64) { v.tag = V_F64; v.bits = f64_bits(l->args[k].num.d); }
      else if (kind == FZ_I64) { v.tag = V_I64; v.bits = l->args[k].num.is_integer ? (uint64_t)l->args[k].num.integer : 0; }
      else { v.tag = V_I32; v.bits = l->args[k].num.is_integer ? (uint32_t)(uint64_t)l->args[k].num.integer : 0; }
      args[k] = raw_of(coerce(v, kind));
    }
    for (long r = 0; status == 0 && r < l->repeat; r++) {
      value result;
      switch (fn->result) {
        case FZ_DOUBLES: case FZ_WORDS: {
          const fz_function* count_fn = must(fn->count);
          if (!count_fn) { snprintf(error, error_size, "fizz_%s is not callable", fn->count); status = 2; break; }
          fz_raw count_args[FZ_MAX_PARAMS];
          for (int k = 0; k < fn->ncount_args; k++) count_args[k] = args[fn->count_args[k]];
          int32_t n = (int32_t)(uint32_t)count_fn->invoke(b->ctx, count_args).u64;   /* not fed */
          uint64_t p = fn->invoke(b->ctx, args).u64;
          fnv_add(&h, p == 0 ? 0 : 1);
          if (p != 0 && n > 0) {
            size_t count = (size_t)n * (size_t)fn->stride;
            size_t size = count * (fn->result == FZ_DOUBLES ? 8 : 4);
            const unsigned char* q = b->address(b->ctx, p, size);
            if (!q) { snprintf(error, error_size, "fizz_%s returned a pointer past the end of memory", fn->name); status = 2; break; }
            for (size_t i = 0; i < count; i++) {
              if (fn->result == FZ_DOUBLES) { double d; memcpy(&d, q + 8 * i, 8); fnv_add_double(&h, d); }
              else { uint32_t w; memcpy(&w, q + 4 * i, 4); fnv_add(&h, w); }
            }
          }
          result.tag = V_PTR; result.bits = p;
          break;
        }
        case FZ_STRING: {
          uint64_t p = fn->invoke(b->ctx, args).u64;
          size_t len = 0;
          const unsigned char* q = NULL;
          if (p != 0) {
            /* At most 4096 bytes, as the Swift replayer reads. */
            while (len < 4096 && (q = b->address(b->ctx, p, len + 1)) != NULL && q[len] != 0) len++;
            if (q == NULL) { snprintf(error, error_size, "a string runs past the end of memory"); status = 2; break; }
          }
          fnv_add(&h, len);
          for (size_t i = 0; i < len; i++) fnv_add(&h, q[i]);
          result.tag = V_PTR; result.bits = p;
          break;
        }
        case FZ_F64: {
          double d = fn->invoke(b->ctx, args).f64;
          fnv_add_double(&h, d);
          result.tag = V_F64; result.bits = f64_bits(d);
          break;
        }
        case FZ_I64:
          result.tag = V_I64; result.bits = fn->invoke(b->ctx, args).u64;
          fnv_add(&h, result.bits);
          break;
        default:
          result.tag = V_I32; result.bits = (uint32_t)fn->invoke(b->ctx, args).u64;
          fnv_add(&h, result.bits);
          break;
      }
      if (status != 0) break;
      if (l->result >= 0) vars[l->result] = result;
      if (fn->frame_hash && result.tag == V_I32 && result.bits == 0) {
        const fz_function* hash_fn = must(fn->frame_hash);
        if (!hash_fn) { snprintf(error, error_size, "fizz_%s is not callable", fn->frame_hash); status = 2; break; }
        fz_raw object = args[fn->frame_param];
        uint64_t frame = hash_fn->invoke(b->ctx, &object).u64;
        fnv_add(&h, frame);
        frames++;
        last_frame = frame;
        if (!quiet) fprintf(out, "frame %ld %016llx\n", frames, (unsigned long long)frame);
      }
    }
  }
  if (status == 0)
    fprintf(out, "summary frames=%ld final=%016llx digest=%016llx\n", frames,
            (unsigned long long)last_frame, (unsigned long long)h.h);
  free(vars);
  free(s.lines);
  free(s.names);
  return status;
}

char* fz_read_file(const char* path, size_t* length) {
  FILE* f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char* buf = malloc(cap + 1);
  size_t got;
  while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) { cap *= 2; buf = realloc(buf, cap + 1); }
  }
  if (f != stdin) fclose(f);
  buf[n] = 0;
  *length = n;
  return buf;
}
