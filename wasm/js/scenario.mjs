// scenario.mjs — the scenario format (Tests/Scenarios/README.md) in JavaScript: parse a
// script of C API calls, replay it against fizz.wasm, and condense what happened into the
// frame hashes and the digest that Tests/Scenarios/golden.txt stores.
//
// Every rule here mirrors Sources/FizzScenario (Scenario.swift, ScenarioNumber.swift,
// Replayer.swift); a host that disagrees in one bit of one frame fails the parity tests.

import { isCallable } from './header.mjs';

// ---- Numbers ------------------------------------------------------------------------------

/** A parsed literal: `{ double, integer }` where integer is a BigInt or null. */
export function parseNumber(t) {
  if (t === 'nan') return { double: NaN, integer: null };
  if (t === 'inf' || t === '+inf') return { double: Infinity, integer: null };
  if (t === '-inf') return { double: -Infinity, integer: null };
  const slash = t.indexOf('/');
  if (slash >= 0) {
    const a = parseDecimal(t.slice(0, slash));
    const b = parseDecimal(t.slice(slash + 1));
    if (a === null || b === null) return null;
    return { double: a.double / b.double, integer: null };
  }
  if (t.includes('p') || t.includes('P')) return parseHexFloat(t);
  const h = parseHex(t);
  if (h !== null) return h;
  return parseDecimal(t);
}

// An exact double as C's %a prints it: 0x1.<hex>p<exp> (normal, exp -1022..1023),
// 0x0.<hex>p-1022 (subnormal) or 0x0p<exp> (zero); the bits are assembled, never rounded.
function parseHexFloat(t) {
  const m = /^([+-]?)0[xX]([01])(?:\.([0-9a-fA-F]{0,13}))?[pP]([+-]?[0-9]{1,4})$/.exec(t);
  if (!m) return null;
  const e = Number(m[4]);
  const fraction = BigInt('0x' + (m[3] || '').padEnd(13, '0'));
  let bits;
  if (m[2] === '1') {
    if (e < -1022 || e > 1023) return null;
    bits = (BigInt(e + 1023) << 52n) | fraction;
  } else if (fraction === 0n || e === -1022) {
    bits = fraction;
  } else return null;
  if (m[1] === '-') bits |= 1n << 63n;
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, bits);
  return { double: view.getFloat64(0), integer: null };
}

function parseHex(t) {
  let i = 0;
  let negative = false;
  if (t[i] === '-') { negative = true; i += 1; }
  if (!(t.length - i > 2 && t[i] === '0' && (t[i + 1] === 'x' || t[i + 1] === 'X'))) return null;
  i += 2;
  const digits = t.slice(i);
  if (digits.length > 8 || !/^[0-9a-fA-F]+$/.test(digits)) return null;  // 32-bit words
  const v = BigInt('0x' + digits);
  const s = negative ? -v : v;
  return { double: Number(s), integer: s };
}

const isDigit = (c) => c >= '0' && c <= '9';

// Clinger's fast path: ≤ 15 significant digits and |exponent| ≤ 22, so M × 10^e (or M / 10^−e)
// is one IEEE rounding of exact operands, the same double in every language.
function parseDecimal(t) {
  let i = 0;
  let negative = false;
  if (t[i] === '-' || t[i] === '+') { negative = t[i] === '-'; i += 1; }
  let mantissa = 0;        // < 10^15 < 2^53: exact in a double
  let significant = 0;
  let exponent = 0;
  let sawDigit = false, sawPoint = false, isInteger = true;
  for (; i < t.length; i += 1) {
    const c = t[i];
    if (isDigit(c)) {
      sawDigit = true;
      if (mantissa === 0 && c === '0') {
        if (sawPoint) exponent -= 1;
      } else {
        significant += 1;
        if (significant > 15) return null;
        mantissa = mantissa * 10 + (c.charCodeAt(0) - 48);
        if (sawPoint) exponent -= 1;
      }
    } else if (c === '.' && !sawPoint) {
      sawPoint = true; isInteger = false;
    } else break;
  }
  if (!sawDigit) return null;
  if (i < t.length && (t[i] === 'e' || t[i] === 'E')) {
    isInteger = false;
    i += 1;
    let expNegative = false;
    if (i < t.length && (t[i] === '-' || t[i] === '+')) { expNegative = t[i] === '-'; i += 1; }
    let e = 0, expDigits = 0;
    while (i < t.length && isDigit(t[i])) {
      e = e * 10 + (t.charCodeAt(i) - 48); expDigits += 1; i += 1;
      if (e > 400) return null;
    }
    if (expDigits === 0) return null;
    exponent += expNegative ? -e : e;
  }
  if (i !== t.length) return null;
  if (mantissa === 0) exponent = 0;
  if (exponent < -22 || exponent > 22) return null;
  let p = 1;
  for (let k = Math.abs(exponent); k > 0; k -= 1) p *= 10;
  let v = exponent < 0 ? mantissa / p : mantissa * p;
  if (negative) v = -v;
  const integer = isInteger ? BigInt(negative ? -mantissa : mantissa) : null;
  return { double: v, integer };
}

// ---- Why a literal is refused (ScenarioNumber+Refusal.swift) ---------------------------------

const DECIMAL_SHAPE = /^[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;

/**
 * Why parseNumber refuses a token: `{ kind: 'digits', count }` (more than 15 significant
 * digits), `{ kind: 'exponent' }` (a power of ten beyond ±22), `{ kind: 'hex' }` (more than 8
 * hex digits) or `{ kind: 'other' }`. Only meaningful for a token parseNumber refuses.
 */
export function numberRefusal(t) {
  const slash = t.indexOf('/');
  if (slash >= 0) {
    const a = t.slice(0, slash);
    return decimalRefusal(parseDecimal(a) === null ? a : t.slice(slash + 1));
  }
  const body = t.startsWith('-') ? t.slice(1) : t;
  if (body.length > 2 && body[0] === '0' && (body[1] === 'x' || body[1] === 'X')) {
    return /^[0-9a-fA-F]+$/.test(body.slice(2)) ? { kind: 'hex' } : { kind: 'other' };
  }
  return decimalRefusal(t);
}

function decimalRefusal(t) {
  if (!DECIMAL_SHAPE.test(t)) return { kind: 'other' };
  const digits = t.replace(/[eE].*$/, '').replace(/[^0-9]/g, '').replace(/^0+/, '');
  return digits.length > 15 ? { kind: 'digits', count: digits.length } : { kind: 'exponent' };
}

function literalMessage(t, why) {
  switch (why.kind) {
    case 'digits': return `'${t}' has ${why.count} significant digits; a decimal has at most 15, so that every host parses it to the same double`;
    case 'exponent': return `'${t}' needs a power of ten beyond ±22; a decimal stays within ±22, so that every host parses it to the same double`;
    case 'hex': return `'${t}' has more than 8 hex digits; a hex literal is a 32-bit word`;
    default: return `'${t}' is neither a name nor a number in the scenario format`;
  }
}

// ---- Unknown calls (ScenarioDiagnosis.swift) -------------------------------------------------

/** Levenshtein distance between two strings. */
export function editDistance(a, b) {
  if (a.length === 0 || b.length === 0) return a.length + b.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The call a mistyped name most likely meant: `fizz_x` means `x`, else the closest name within
 * 3 edits and fewer edits than the name is long; ties go to the alphabetically first name.
 */
export function nearestCall(token, names) {
  const key = token.length > 5 && token.startsWith('fizz_') ? token.slice(5) : token;
  let best = null;
  let bestDistance = Infinity;
  for (const name of names) {
    const d = editDistance(key, name);
    if (d < bestDistance || (d === bestDistance && name < best)) { best = name; bestDistance = d; }
  }
  return bestDistance <= 3 && bestDistance < key.length ? best : null;
}

function unknownCallMessage(token, api) {
  const near = nearestCall(token, api.keys());
  return near === null
    ? `unknown call '${token}' (calls are the C names of wasm/fizz.h without 'fizz_')`
    : `unknown call '${token}': did you mean '${near}'?`;
}

// ---- Scenarios ----------------------------------------------------------------------------

export class ScenarioError extends Error {
  constructor(line, message) {
    super(`line ${line}: ${message}`);
    this.name = 'ScenarioError';
    this.line = line;
  }
}

const NAME = /^[a-z_][a-z0-9_]*$/;
const isName = (t) => NAME.test(t) && t !== 'nan' && t !== 'inf';

/**
 * Parses a scenario against the API read from fizz.h (see header.mjs).
 * Returns `{ lines: [{ number, fn, args: [{name}|{number}], result, repeat }], names }`.
 */
export function parseScenario(text, api) {
  const names = [];
  const lines = [];
  const slot = (t, creating) => {
    const i = names.indexOf(t);
    if (i >= 0) return i;
    if (!creating) return -1;
    names.push(t);
    return names.length - 1;
  };
  const rows = text.split('\n');
  rows.forEach((row, k) => {
    const number = k + 1;
    const hash = row.indexOf('#');
    let tokens = (hash >= 0 ? row.slice(0, hash) : row).split(/[ \t\r]+/).filter((s) => s.length > 0);
    if (tokens.length === 0) return;
    let result = null;
    if (tokens.length >= 2 && tokens[1] === '=') {
      if (!isName(tokens[0])) throw new ScenarioError(number, 'a result name must be a lower-case identifier');
      result = slot(tokens[0], true);
      tokens = tokens.slice(2);
      if (tokens.length === 0) throw new ScenarioError(number, "nothing after '='");
    }
    const fn = api.get(tokens[0]);
    if (fn === undefined) throw new ScenarioError(number, unknownCallMessage(tokens[0], api));
    if (!isCallable(fn)) throw new ScenarioError(number, 'this call takes or returns a type a scenario cannot pass');
    tokens = tokens.slice(1);
    let repeat = 1;
    const last = tokens[tokens.length - 1];
    if (last !== undefined && last[0] === '*') {
      const n = parseNumber(last.slice(1));
      if (n === null || n.integer === null || n.integer < 1n || n.integer > 10000000n) {
        throw new ScenarioError(number, "a repeat count is '*N' with N from 1 to 10000000");
      }
      repeat = Number(n.integer);
      tokens = tokens.slice(0, -1);
    }
    if (tokens.length !== fn.params.length) {
      throw new ScenarioError(number, `wrong number of arguments: ${fn.name} takes ${fn.params.length}, got ${tokens.length}`);
    }
    const args = tokens.map((t, i) => {
      if (isName(t)) {
        const n = slot(t, false);
        if (n < 0) throw new ScenarioError(number, 'a name is used before it is assigned');
        return { name: n };
      }
      const v = parseNumber(t);
      if (v === null) throw new ScenarioError(number, literalMessage(t, numberRefusal(t)));
      if (fn.params[i] !== 'f64' && v.integer === null) throw new ScenarioError(number, 'an integer argument is not an integer literal');
      return { number: v };
    });
    lines.push({ number, fn, args, result, repeat });
  });
  return { lines, names };
}

// ---- Values as they cross the ABI (ABIValue in Swift) ---------------------------------------

// `@__PURE__`: a bundler may drop this file from a page that never replays or records.
const scratch = /* @__PURE__ */ new DataView(new ArrayBuffer(8));
const TWO32 = 4294967296;

/** `{t: 'i32'|'i64'|'f64'|'ptr', v}`: i32/ptr as uint32 numbers, i64 as a BigInt, f64 a number. */
function bits32(a) {
  switch (a.t) {
    case 'i32': case 'ptr': return a.v >>> 0;
    case 'i64': return Number(a.v & 0xffffffffn);
    default: {
      const d = a.v;
      // Swift: UInt32(truncatingIfNeeded: Int64(d)) for finite d in [-2^31, 2^32), else 0.
      return Number.isFinite(d) && d >= -2147483648 && d < TWO32 ? Math.trunc(d) >>> 0 : 0;
    }
  }
}

function asDouble(a) {
  switch (a.t) {
    case 'f64': return a.v;
    case 'i32': return a.v | 0;                          // Double(Int32(bitPattern:))
    case 'i64': return Number(BigInt.asIntN(64, a.v));   // Double(Int64(bitPattern:)), rounded
    default: return a.v;
  }
}

function bits64(a) {
  switch (a.t) {
    case 'i64': return a.v;
    case 'f64': scratch.setFloat64(0, a.v, true); return scratch.getBigUint64(0, true);
    default: return BigInt(a.v >>> 0);
  }
}

function coerce(a, kind) {
  if (kind === 'f64') return { t: 'f64', v: asDouble(a) };
  if (kind === 'i64') return { t: 'i64', v: bits64(a) };
  return { t: 'i32', v: bits32(a) };
}

// ---- The digest: FNV-1a 64, each value as 8 little-endian bytes -----------------------------

/** FNV-1a 64 in two 32-bit halves: every product stays below 2^53, so doubles are exact. */
export class FNV1a {
  constructor() { this.hi = 0xcbf29ce4; this.lo = 0x84222325; }
  byte(b) {
    const lo = (this.lo ^ b) >>> 0;
    // (hi·2^32 + lo) · (2^40 + 0x1b3) mod 2^64
    const low = lo * 0x1b3;
    const carry = Math.floor(low / TWO32);
    this.lo = low % TWO32;
    this.hi = (carry + this.hi * 0x1b3 + (lo % 16777216) * 256) % TWO32;
  }
  /** Feeds a 64-bit value given as its two 32-bit halves. */
  add32(hi, lo) {
    for (let k = 0; k < 4; k += 1) this.byte((lo >>> (8 * k)) & 0xff);
    for (let k = 0; k < 4; k += 1) this.byte((hi >>> (8 * k)) & 0xff);
  }
  addBig(v) { this.add32(Number((v >> 32n) & 0xffffffffn), Number(v & 0xffffffffn)); }
  addDouble(d) {
    if (Number.isNaN(d)) { this.add32(0x7ff80000, 0); return; }   // every NaN alike
    scratch.setFloat64(0, d, true);
    this.add32(scratch.getUint32(4, true), scratch.getUint32(0, true));
  }
  get value() { return (BigInt(this.hi) << 32n) | BigInt(this.lo); }
}

export const hex16 = (v) => v.toString(16).padStart(16, '0');

// ---- Replay ---------------------------------------------------------------------------------

/**
 * Replays a parsed scenario on a fresh instance's exports (`{ exports, memory }`, where
 * exports holds the fizz_* functions). A frame is recorded after each FIZZ_OK return of a
 * frame producer (`fn.frame`, from `@frame` in the header the scenario was parsed with);
 * `onFrame(index, hashBigInt, { object, kind })` sees every frame: the handle of the object
 * it is of and that object's kind as the header names it ('world').
 * Returns `{ frames: [BigInt…], digest: BigInt, summary: 'frames=… final=… digest=…' }`.
 */
export function replay(scenario, exports, onFrame = () => {}) {
  const memory = exports.memory;
  const h = new FNV1a();
  const frames = [];
  const vars = scenario.names.map(() => ({ t: 'i32', v: 0 }));
  const fnOf = (name) => {
    const f = exports[`fizz_${name}`];
    if (typeof f !== 'function') throw new Error(`fizz.wasm does not export fizz_${name}`);
    return f;
  };
  const wasmArg = (a) => (a.t === 'i64' ? BigInt.asIntN(64, a.v) : a.t === 'f64' ? a.v : a.v | 0);

  for (const line of scenario.lines) {
    const { fn } = line;
    const f = fnOf(fn.name);
    const args = line.args.map((a, k) => {
      const kind = fn.params[k];
      let v;
      if (a.name !== undefined) v = vars[a.name];
      else if (kind === 'f64') v = { t: 'f64', v: a.number.double };
      else if (kind === 'i64') v = { t: 'i64', v: BigInt.asUintN(64, a.number.integer ?? 0n) };
      else v = { t: 'i32', v: Number(BigInt.asUintN(32, a.number.integer ?? 0n)) };
      return coerce(v, kind);
    });
    const raw = args.map(wasmArg);
    for (let r = 0; r < line.repeat; r += 1) {
      let result;
      switch (fn.result) {
        case 'doubles': case 'words': {
          const n = fnOf(fn.count)(...fn.countArgs.map((k) => raw[k]));   // not fed (see README)
          const p = f(...raw) >>> 0;
          h.add32(0, p === 0 ? 0 : 1);
          if (p !== 0 && n > 0) {
            if (fn.result === 'doubles') {
              for (const d of new Float64Array(memory.buffer, p, n * fn.stride)) h.addDouble(d);
            } else {
              for (const w of new Uint32Array(memory.buffer, p, n * fn.stride)) h.add32(0, w);
            }
          }
          result = { t: 'ptr', v: p };
          break;
        }
        case 'string': {
          const p = f(...raw) >>> 0;
          const bytes = p === 0 ? new Uint8Array(0) : cString(memory, p);
          h.add32(0, bytes.length);
          for (const b of bytes) h.add32(0, b);
          result = { t: 'ptr', v: p };
          break;
        }
        case 'f64': result = { t: 'f64', v: f(...raw) }; h.addDouble(result.v); break;
        case 'i64': result = { t: 'i64', v: BigInt.asUintN(64, f(...raw)) }; h.addBig(result.v); break;
        default: result = { t: 'i32', v: f(...raw) >>> 0 }; h.add32(0, result.v); break;
      }
      if (line.result !== null) vars[line.result] = result;
      if (fn.frame !== null && result.t === 'i32' && result.v === 0) {
        const object = raw[fn.frame.param];
        const frame = BigInt.asUintN(64, fnOf(fn.frame.hash)(object));
        h.addBig(frame);
        onFrame(frames.length, frame, { object: object >>> 0, kind: fn.frame.kind });
        frames.push(frame);
      }
    }
  }
  const digest = h.value;
  const final = frames.length > 0 ? frames[frames.length - 1] : 0n;
  return { frames, digest, summary: `frames=${frames.length} final=${hex16(final)} digest=${hex16(digest)}` };
}

/** The bytes of a NUL-terminated string in memory (at most 4096, as the Swift replayer). */
export function cString(memory, p) {
  const bytes = new Uint8Array(memory.buffer);
  let end = p;
  while (end < bytes.length && bytes[end] !== 0 && end - p < 4096) end += 1;
  return bytes.slice(p, end);
}

/** Parses golden.txt into a Map from scenario name to its summary line. */
export function parseGolden(text) {
  const golden = new Map();
  for (const row of text.split('\n')) {
    const t = row.trim();
    if (t === '' || t.startsWith('#')) continue;
    const sp = t.indexOf(' ');
    golden.set(t.slice(0, sp), t.slice(sp + 1));
  }
  return golden;
}
