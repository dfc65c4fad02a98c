// recorder.mjs — records a session of calls into fizz.wasm as a `.fizz` scenario
// (Tests/Scenarios/README.md), so that a bug seen in a page becomes a file that `fizz replay`
// and every host's replayer run to the same frames.
//
// Every call goes through Fizz.exports, which startRecording() fills with wrappers from here:
// one place, for every call of every kind, generated or hand-written. The recorder also does
// what a replay does around a call, in the same order, so that the session and its replay see
// the same engine: an array call is preceded by its counting call (whose result a replay does
// not feed either), and a frame producer's success is followed by its hash call. It folds
// every result and frame into the replay's digest, so the recording ends with the summary line
// its replay must print.

import { FNV1a, hex16, parseNumber, cString } from './scenario.mjs';

// `@__PURE__`: a bundler may drop this file from a page that never records (the DOM layer).
const scratch = /* @__PURE__ */ new DataView(new ArrayBuffer(8));

/** The double's IEEE bits as a BigInt. */
function bitsOf(d) {
  scratch.setFloat64(0, d);
  return scratch.getBigUint64(0);
}

/**
 * A double as a scenario literal that every host parses to exactly its bits: the shortest
 * decimal when the format's decimals (≤ 15 significant digits, exponent within ±22) spell it,
 * else 1/n when it is that fraction (frame times), else a hex float as Python's float.hex()
 * prints it (0x1.<13 hex digits>p<exp>).
 */
export function doubleLiteral(d) {
  if (Number.isNaN(d)) return 'nan';
  if (d === Infinity) return 'inf';
  if (d === -Infinity) return '-inf';
  const s = String(d);
  const parsed = parseNumber(s);
  if (parsed !== null && bitsOf(parsed.double) === bitsOf(d)) return s;
  // A frame time such as 1/60 reads better as the fraction it is (1.0 / 60.0, one rounding).
  const n = Math.round(1 / d);
  if (n >= 2 && n <= 1000000 && bitsOf(1 / n) === bitsOf(d)) return `1/${n}`;
  return hexFloat(d);
}

function hexFloat(d) {
  const bits = bitsOf(d);
  const sign = bits >> 63n ? '-' : '';
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = (bits & 0xfffffffffffffn).toString(16).padStart(13, '0');
  if (exponent === 0) return `${sign}0x0.${fraction}p${(bits & 0xfffffffffffffn) === 0n ? '+0' : '-1022'}`;
  const e = exponent - 1023;
  return `${sign}0x1.${fraction}p${e < 0 ? '' : '+'}${e}`;
}

/**
 * Feeds `bytes` to the FNV-1a 64 hash `h` (scenario.mjs's FNV1a: two 32-bit halves), as
 * h.byte() does one at a time, in a loop over locals: a recorded frame's bulk reads are most of
 * what the digest takes (200 bubbles: 1,600 doubles a frame).
 */
function feedBytes(h, bytes) {
  let hi = h.hi;
  let lo = h.lo;
  for (let i = 0; i < bytes.length; i += 1) {
    const x = (lo ^ bytes[i]) >>> 0;
    // (hi·2^32 + x) · (2^40 + 0x1b3) mod 2^64, every term an exact integer below 2^53.
    const low = x * 0x1b3;
    hi = (Math.floor(low / 4294967296) + Math.imul(hi, 0x1b3) + (x % 16777216) * 256) >>> 0;
    lo = low >>> 0;
  }
  h.hi = hi;
  h.lo = lo;
}

/** The largest magnitude a decimal integer literal of the format spells (15 digits). */
const DECIMAL_LIMIT = 999999999999999n;
let limit = 64 * 1024 * 1024;   // Recorder.LIMIT, characters

/**
 * The recording of one Fizz instance. `raw` holds the module's own exports (the recorder's
 * extra counting and hash calls go to them unrecorded); `signatures` is fizz.mjs's generated
 * SIGNATURES (what a scenario can call: parameter and result types, handle kinds, frame rules
 * and array shapes, from fizz.h).
 */
export class Recorder {
  #raw;
  #signatures;
  #lines = [];          // the scenario's lines, the last one possibly still repeating
  #last = null;         // { text, count } of the last line, folded into `*N` while it repeats
  #names = new Map();   // handle value → its name in the scenario
  #counters = new Map(); // kind → handles of it named so far
  #hash = new FNV1a();
  #notes = [];
  #recording = true;
  #bytes = 0;
  /** The hash of every frame so far, in order (BigInts): what `fizz replay` prints as frames. */
  frames = [];
  /** The most characters a recording keeps (a page left recording for hours stops here). An
   *  accessor rather than a static field, which a bundler turns into a statement after the class
   *  and so keeps the recorder in pages that never record. */
  static get LIMIT() { return limit; }
  static set LIMIT(characters) { limit = characters; }

  constructor(raw, signatures) {
    this.#raw = raw;
    this.#signatures = signatures;
  }

  /** A function that calls `f` (the export `name`) and records the call. */
  wrap(name, f) {
    const sig = this.#signatures[name];
    if (sig === undefined) {
      return (...args) => {
        if (this.#recording) this.#note(`${name}(${args.join(', ')}): not replayable (a pointer or buffer argument or result)`);
        return f(...args);
      };
    }
    const [params, result, , , frame, count] = sig;
    return (...args) => {
      if (!this.#recording) return f(...args);
      // What a replay passes: ToInt32, ToNumber and ToBigInt64 of the arguments, as wasm does.
      const values = [];
      for (let i = 0; i < params.length; i += 1) {
        const p = params[i];
        values.push(p === 'd' ? Number(args[i]) : p === 'I' ? BigInt.asIntN(64, BigInt(args[i] ?? 0)) : args[i] | 0);
      }
      if (count !== null) this.#raw[count[0]](...count[1].map((k) => values[k]));
      const r = f(...args);
      this.#record(name, sig, values, r);
      if (frame !== null && result === 'i32' && (r | 0) === 0) {
        const h = BigInt.asUintN(64, this.#raw[frame[0]](values[frame[1]]));
        this.#hash.addBig(h);
        this.frames.push(h);
      }
      return r;
    };
  }

  #record(name, sig, values, r) {
    const [params, result, handleKind, handleParams, , count] = sig;
    const args = values.map((v, i) => {
      if (handleParams[i] !== null && this.#names.has(v >>> 0)) return this.#names.get(v >>> 0);
      if (params[i] === 'd') return doubleLiteral(v);
      if (params[i] === 'I' && (v > DECIMAL_LIMIT || v < -DECIMAL_LIMIT)) {
        this.#note(`${name}: ${v} has more than 15 digits, which a scenario cannot spell: the replay refuses that line`);
      }
      return String(v);
    });
    let assign = '';
    if (handleKind !== null && (r >>> 0) !== 0) {
      const n = (this.#counters.get(handleKind) ?? 0) + 1;
      this.#counters.set(handleKind, n);
      const label = `${handleKind}${n}`;
      this.#names.set(r >>> 0, label);
      assign = `${label} = `;
    }
    this.#line(assign + [name.slice(5), ...args].join(' '));
    // The digest, as the replayer folds it (scenario.mjs replay()).
    const h = this.#hash;
    switch (result) {
      case 'doubles': case 'words': {
        const p = r >>> 0;
        const n = this.#raw[count[0]](...count[1].map((k) => values[k]));
        h.add32(0, p === 0 ? 0 : 1);
        if (p !== 0 && n > 0) {
          const buffer = this.#raw.memory.buffer;
          const length = n * count[2];
          if (result === 'doubles') {
            const values = new Float64Array(buffer, p, length);
            // Each double is fed as its 8 little-endian bytes, which memory holds already;
            // a NaN (any payload) is fed as the canonical one, as the replayer does.
            if (values.some(Number.isNaN)) for (const d of values) h.addDouble(d);
            else feedBytes(h, new Uint8Array(buffer, p, 8 * length));
          } else {
            for (const w of new Uint32Array(buffer, p, length)) h.add32(0, w);
          }
        }
        break;
      }
      case 'string': {
        const p = r >>> 0;
        const bytes = p === 0 ? new Uint8Array(0) : cString(this.#raw.memory, p);
        h.add32(0, bytes.length);
        for (const b of bytes) h.add32(0, b);
        break;
      }
      case 'f64': h.addDouble(r); break;
      case 'i64': h.addBig(BigInt.asUintN(64, r)); break;
      default: h.add32(0, r >>> 0); break;
    }
  }

  #line(text) {
    if (this.#last !== null && this.#last.text === text && !text.includes(' = ')) {
      this.#last.count += 1;
      return;
    }
    this.#flush();
    this.#last = { text, count: 1 };
    this.#bytes += text.length + 1;
    if (this.#bytes > Recorder.LIMIT) {
      this.#note(`recording stopped at ${Recorder.LIMIT} characters`);
      this.#recording = false;
    }
  }

  #flush() {
    if (this.#last === null) return;
    const { text, count } = this.#last;
    this.#lines.push(count > 1 ? `${text} *${count}` : text);
    this.#last = null;
  }

  #note(text) {
    this.#flush();
    this.#notes.push(text);
    this.#lines.push(`# note: ${text}`);
  }

  /** Stops recording; the text stays. */
  stop() { this.#recording = false; }

  /** The summary a replay of this recording prints: `frames=N final=HEX digest=HEX`. */
  get summary() {
    const final = this.frames.length > 0 ? this.frames[this.frames.length - 1] : 0n;
    return `frames=${this.frames.length} final=${hex16(final)} digest=${hex16(this.#hash.value)}`;
  }

  /** What could not be recorded exactly (pointer calls, unspellable integers), one line each. */
  get notes() { return [...this.#notes]; }

  /** The scenario text. */
  text() {
    this.#flush();
    const head = ['# Recorded by the JS host (wasm/js/recorder.mjs): every call into fizz.wasm, in order.',
      '# Replay: fizz replay FILE (or node wasm/js/replay.mjs FILE); it prints the summary below.'];
    return [...head, ...this.#lines, `# recorded: ${this.summary}`].join('\n') + '\n';
  }
}
