// header.mjs — reads the C API's shape out of wasm/fizz.h.
//
// Why parse the header: it is the one description of the API that every host shares, and
// functions are being added to it all the time. A host that derived its call table from a
// hand-copied list would silently fall behind; this one learns new functions from fizz.h.

/**
 * ABI kinds of parameters and results:
 *  'i32' (int32_t, uint32_t), 'i64' (int64_t, uint64_t), 'f64' (double),
 *  'doubles' (const double*, `count × (a, b, …)` doubles, `stride` per element),
 *  'words' (const uint32_t*, count values), 'string' (const char*, NUL-terminated),
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
 * Parses fizz.h into a Map from the name without `fizz_` to
 * `{ name, cName, params: [kind…], result: kind, stride }`.
 * The stride of a `const double*` result is the number of names in the `count × (x, y, …)`
 * that begins the comment just above the prototype (the header's documented convention).
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
    const result = kindOf(ret);
    let stride = 0;
    if (result === 'doubles') {
      const before = text.slice(0, m.index + m[0].indexOf(cName));
      const open = before.lastIndexOf('/*');
      const comment = open >= 0 ? before.slice(open) : '';
      const s = /count\s*(?:×|x|\*)\s*\(([^)]*)\)/.exec(comment);
      stride = s ? s[1].split(',').length : 0;
    }
    const name = cName.slice(5);
    api.set(name, { name, cName, params, result: stride === 0 && result === 'doubles' ? 'unsupported' : result, stride });
  }
  return api;
}

/** True when every parameter and the result can be marshalled by a scenario replay. */
export function isCallable(fn) {
  return fn.result !== 'unsupported' && fn.result !== 'void' &&
    fn.params.every((p) => p === 'i32' || p === 'i64' || p === 'f64');
}
