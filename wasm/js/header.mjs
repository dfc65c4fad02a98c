// header.mjs — reads the C API's shape out of wasm/fizz.h.
//
// Why parse the header: it is the one description of the API that every host shares, and
// functions are being added to it all the time. A host that derived its call table from a
// hand-copied list would silently fall behind; this one learns new functions from fizz.h.

/**
 * ABI kinds of parameters and results:
 *  'i32' (int32_t, uint32_t), 'i64' (int64_t, uint64_t), 'f64' (double),
 *  'doubles' (const double*), 'words' (const uint32_t*): arrays, see arrayShape, 'string' (const char*, NUL-terminated),
 *  'unsupported' (any other type: such a function cannot be called from a scenario).
 */
const SCALARS = new Map([
  ['int32_t', 'i32'], ['uint32_t', 'i32'],
  ['int64_t', 'i64'], ['uint64_t', 'i64'],
  ['double', 'f64'],
]);

function kindOf(type) {
  const t = type.replace(/\s+/g, ' ').replace(/\s*\*\s*/g, '*').trim();
  if (SCALARS.has(t)) return SCALARS.get(t);
  if (t === 'const double*') return 'doubles';
  if (t === 'const uint32_t*') return 'words';
  if (t === 'const char*') return 'string';
  if (t === 'void') return 'void';
  return 'unsupported';
}

/**
 * The length of an array result, from the comment just above its prototype (the header's
 * convention): it begins `count` (fizz_world_count of the first argument) or
 * `fizz_<name>(world)` (that function's result), optionally followed by `× (a, b, …)`, the
 * values per element (stride; 1 without it). Returns `{ count, stride }` or null.
 */
function arrayShape(before) {
  const open = before.lastIndexOf('/*');
  if (open < 0) return null;
  const comment = before.slice(open + 2).replace(/^[\s*]+/, '');
  const m = /^(?:count|fizz_([a-z0-9_]+)\s*\(\s*[a-z_]*\s*\))\s*(?:(?:×|x|\*)\s*\(([^)]*)\))?/.exec(comment);
  if (m === null) return null;
  return { count: m[1] ?? 'world_count', stride: m[2] === undefined ? 1 : m[2].split(',').length };
}

/**
 * Parses fizz.h into a Map from the name without `fizz_` to
 * `{ name, cName, params: [kind…], result: kind, stride, count }`; array results (kinds
 * 'doubles', 'words') hold `count × stride` values, count being the result of the function
 * `count` (a name without `fizz_`) called with the same first argument.
 */
export function parseHeader(text) {
  const api = new Map();
  // A prototype: a return type, fizz_name, a parameter list, ';' — possibly over several lines.
  const proto = /(?:^|\n)\s*((?:const\s+)?[A-Za-z_][A-Za-z0-9_]*\s*\**)\s*(fizz_[a-z0-9_]+)\s*\(([^)]*)\)\s*;/g;
  // Match prototypes in the text with its comments blanked out (same offsets), so prose that
  // mentions a function is never taken for a declaration.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
  let m;
  while ((m = proto.exec(code)) !== null) {
    const [, ret, cName, paramText] = m;
    const params = [];
    const plist = paramText.trim();
    if (plist !== 'void' && plist !== '') {
      for (const p of plist.split(',')) {
        // Drop the parameter's name: the last identifier, unless the type is all there is.
        const q = p.trim().replace(/\s+/g, ' ');
        const typeOnly = q.replace(/\s*([A-Za-z_][A-Za-z0-9_]*)$/, (all, id) => (SCALARS.has(id) || id === 'void' ? all : ''));
        params.push(kindOf(typeOnly));
      }
    }
    const name = cName.slice(5);
    const fn = { name, cName, params, result: kindOf(ret), stride: 0, count: null };
    if (fn.result === 'doubles' || fn.result === 'words') {
      const shape = arrayShape(text.slice(0, m.index + m[0].indexOf(cName)));
      if (shape === null) fn.result = 'unsupported';
      else Object.assign(fn, shape);
    }
    api.set(name, fn);
  }
  return api;
}

/** True when every parameter and the result can be marshalled by a scenario replay. */
export function isCallable(fn) {
  return fn.result !== 'unsupported' && fn.result !== 'void' &&
    fn.params.every((p) => p === 'i32' || p === 'i64' || p === 'f64');
}
