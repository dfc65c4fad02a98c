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

function abiKind(type) {
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
 * convention): it begins with the counting call `fizz_<name>(<param>, …)`, whose arguments
 * are parameters of the function by name, optionally followed by `× (a, b, …)`, the values
 * per element (stride; 1 without it). Returns `{ count, countArgs, stride }` (countArgs:
 * parameter indices), or null when the comment does not follow the form.
 */
function arrayShape(before, names) {
  const open = before.lastIndexOf('/*');
  if (open < 0) return null;
  const comment = before.slice(open + 2).replace(/^[\s*]+/, '');
  const m = /^fizz_([a-z0-9_]+)\s*\(([^)]*)\)\s*(?:(?:×|x|\*)\s*\(([^)]*)\))?/.exec(comment);
  if (m === null) return null;
  const args = m[2].trim() === '' ? [] : m[2].split(',').map((a) => a.trim());
  if (!args.every((a) => names.includes(a))) return null;
  return { count: m[1], countArgs: args.map((a) => names.indexOf(a)), stride: m[3] === undefined ? 1 : m[3].split(',').length };
}

/** The comment ending right above a prototype (only blanks between), else '': a `@` rule
 * belongs to one function, never to a group under a shared comment. */
function commentRightAbove(before) {
  const end = before.trimEnd();
  return end.endsWith('*/') ? end.slice(end.lastIndexOf('/*')) : '';
}

/**
 * Parses fizz.h into a Map from the name without `fizz_` to `{ name, cName, params: [kind…],
 * result: kind, stride, count, countArgs, frame, handle, handleParams }`. Array results
 * (kinds 'doubles', 'words') hold `count × stride` values, count being the result of the
 * function `count` (a name without `fizz_`) called with the arguments at `countArgs`.
 * `frame` is `{ hash, param, kind }` for a frame producer (`@frame`: after it returns
 * FIZZ_OK, one frame of the object its argument `param` names, hashed by `hash`), else null;
 * `handle` the kind a handle result names (`@returns`), `handleParams` each parameter's kind
 * (null: not a handle). Throws on a malformed frame rule, which would lose frames silently.
 */
export function parseHeader(text) {
  const api = new Map();
  const frames = new Map();   // name → { hash, param name } of each @frame, checked below
  // A prototype: a return type, fizz_name, a parameter list, ';' — possibly over several lines.
  const proto = /(?:^|\n)\s*((?:const\s+)?[A-Za-z_][A-Za-z0-9_]*\s*\**)\s*(fizz_[a-z0-9_]+)\s*\(([^)]*)\)\s*;/g;
  // Match prototypes in the text with its comments blanked out (same offsets), so prose that
  // mentions a function is never taken for a declaration.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
  let m;
  while ((m = proto.exec(code)) !== null) {
    const [, ret, cName, paramText] = m;
    const params = [];
    const names = [];
    const cTypes = [];
    const plist = paramText.trim();
    if (plist !== 'void' && plist !== '') {
      for (const p of plist.split(',')) {
        // Drop the parameter's name: the last identifier, unless the type is all there is.
        const q = p.trim().replace(/\s+/g, ' ');
        let name = '';
        const typeOnly = q.replace(/\s*([A-Za-z_][A-Za-z0-9_]*)$/, (all, id) => {
          if (SCALARS.has(id) || id === 'void') return all;
          name = id;
          return '';
        });
        params.push(abiKind(typeOnly));
        names.push(name);
        cTypes.push(typeOnly.trim());
      }
    }
    const name = cName.slice(5);
    const fn = { name, cName, params, result: abiKind(ret), stride: 0, count: null, countArgs: [],
      frame: null, handle: null, handleParams: [], paramNames: names, cTypes, cResult: ret.trim() };
    if (fn.result === 'doubles' || fn.result === 'words') {
      const shape = arrayShape(text.slice(0, m.index + m[0].indexOf(cName)), names);
      if (shape === null) fn.result = 'unsupported';
      else Object.assign(fn, shape);
    }
    const rules = commentRightAbove(text.slice(0, m.index + m[0].indexOf(m[1])));
    fn.handle = /@returns\s+([a-z][a-z0-9_]*)/.exec(rules)?.[1] ?? null;
    const frame = /@frame\s+fizz_([a-z0-9_]+)\s*\(\s*([a-z_][a-z0-9_]*)\s*\)/.exec(rules);
    if (frame !== null) frames.set(name, { hash: frame[1], param: frame[2] });
    api.set(name, fn);
  }
  resolveKinds(api, frames);
  return api;
}

/** Gives handle parameters their kinds (what `@returns` names) and checks every frame rule. */
function resolveKinds(api, frames) {
  const kinds = new Set([...api.values()].map((f) => f.handle).filter((k) => k !== null));
  for (const f of api.values()) {
    f.handleParams = f.paramNames.map((n, i) => (kinds.has(n) && f.cTypes[i].replace(/\s+/g, '') === 'uint32_t' ? n : null));
    if (!frames.has(f.name)) continue;
    const { hash: hashName, param } = frames.get(f.name);
    const i = f.paramNames.indexOf(param);
    const hash = api.get(hashName);
    if (f.cResult.replace(/\s+/g, '') !== 'int32_t') throw new Error(`${f.cName}: @frame on a function that does not return int32_t`);
    if (i < 0 || f.handleParams[i] === null) throw new Error(`${f.cName}: @frame names '${param}', not a handle parameter named after a kind`);
    if (hash === undefined || hash.result !== 'i64' || hash.params.length !== 1) {
      throw new Error(`${f.cName}: @frame hashes with fizz_${hashName}, not a declared uint64_t function of one handle`);
    }
    f.frame = { hash: hashName, param: i, kind: param };
  }
}

/** True when every parameter and the result can be marshalled by a scenario replay. */
export function isCallable(fn) {
  return fn.result !== 'unsupported' && fn.result !== 'void' &&
    fn.params.every((p) => p === 'i32' || p === 'i64' || p === 'f64');
}

/**
 * Every kind the header declares (`@kind <name> tag <n> [snapshot <n>] [class <C>]
 * [folder <F>] [noun <words_joined>] [owner <kind>] [clock] product <p>`, see the header's
 * Conventions), in header order, as `{ name, tag, product, snapshot, hostClass, owner, clock,
 * folder, noun }` (null where a field is absent; noun: what messages call one object, its
 * underscores spaces, the name when unsaid).
 * A malformed line throws, since a kind that silently went missing would drop its exports and
 * classes. The same reading as header.py's parse_kinds (tools/gen-catalogue --check compares them).
 */
export function parseKinds(text) {
  const out = [];
  // Only a line whose name is followed by `tag` (prose that mentions @kind is not one).
  const line = /@kind[ \t]+([a-z][a-z0-9_]*)(?=[ \t]+tag[ \t])((?:[ \t]+[A-Za-z0-9_]+)*)/g;
  let m;
  while ((m = line.exec(text)) !== null) {
    const name = m[1];
    const words = m[2].split(/\s+/).filter((w) => w !== '');
    const fields = new Map();
    let clock = false;
    for (let i = 0; i < words.length;) {
      const w = words[i];
      if (w === 'clock') {
        clock = true;
        i += 1;
      } else if (['tag', 'snapshot', 'class', 'owner', 'product', 'folder', 'noun'].includes(w) && i + 1 < words.length) {
        if (fields.has(w)) throw new Error(`@kind ${name}: '${w}' given twice`);
        fields.set(w, words[i + 1]);
        i += 2;
      } else {
        throw new Error(`@kind ${name}: unexpected '${w}'`);
      }
    }
    if (!fields.has('tag') || !fields.has('product')) throw new Error(`@kind ${name}: needs a tag and a product`);
    const int = (s) => {
      // Python's int(): optional sign, decimal digits (underscores between them allowed).
      if (!/^[+-]?\d+(?:_\d+)*$/.test(s)) throw new Error(`@kind ${name}: invalid literal for int() with base 10: '${s}'`);
      return Number(s.replace(/_/g, ''));
    };
    out.push({
      name, tag: int(fields.get('tag')), product: fields.get('product'),
      snapshot: fields.has('snapshot') ? int(fields.get('snapshot')) : null,
      hostClass: fields.get('class') ?? null, owner: fields.get('owner') ?? null, clock,
      folder: fields.get('folder') ?? null, noun: (fields.get('noun') ?? name).replace(/_/g, ' '),
    });
  }
  const names = out.map((k) => k.name);
  for (const attr of ['name', 'tag', 'snapshot', 'hostClass']) {
    const seen = out.map((k) => k[attr]).filter((v) => v !== null);
    const pyName = attr === 'hostClass' ? 'host_class' : attr;
    if (new Set(seen).size !== seen.length) throw new Error(`@kind: two kinds share a ${pyName}`);
  }
  for (const k of out) {
    if (k.owner !== null && !names.includes(k.owner)) throw new Error(`@kind ${k.name}: owner '${k.owner}' is not a kind`);
  }
  return out;
}

/**
 * The kind a function (of parseHeader) belongs to: that of its first parameter named after a
 * kind (an owned kind's calls take the owner first: fizz_bubble_remove(world, bubble) is the
 * world's), else the kind it creates; null for the library's own calls. As header.py's kind_of.
 */
export function kindOf(fn, kinds) {
  const names = new Set(kinds.map((k) => k.name));
  for (const p of fn.handleParams) if (p !== null && names.has(p)) return p;
  return fn.handle !== null && names.has(fn.handle) ? fn.handle : null;
}
