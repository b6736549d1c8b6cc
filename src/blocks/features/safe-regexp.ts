// Feature-set regexps run on every block of every page, so they must not backtrack catastrophically:
// a pattern is refused when a quantified group itself contains a quantifier (star height > 1, the shape
// of `(a+)+`), or when it uses backreferences or lookaround. Blocks are also cut to a bounded length.
import { REGEXP_INPUT_LIMIT } from '../../limits.js';

export function unsafeReason(source: string): string | null {
  const groupHasQuantifier: boolean[] = [false];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const d = source[i + 1] ?? '';
      if (!inClass && /[1-9k]/.test(d)) return 'backreference';
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (
        source.startsWith('(?=', i) ||
        source.startsWith('(?!', i) ||
        source.startsWith('(?<=', i) ||
        source.startsWith('(?<!', i)
      )
        return 'lookaround';
      groupHasQuantifier.push(false);
    } else if (c === ')') {
      const inner = groupHasQuantifier.pop() ?? false;
      if (groupHasQuantifier.length === 0) return 'unbalanced parenthesis';
      const next = source[i + 1];
      const quantified = next === '*' || next === '+' || next === '{' || next === '?';
      if (quantified && inner && next !== '?') return 'nested quantifier';
      if (quantified || inner) groupHasQuantifier[groupHasQuantifier.length - 1] = true;
    } else if (c === '*' || c === '+' || c === '{') {
      groupHasQuantifier[groupHasQuantifier.length - 1] = true;
    }
  }
  return null;
}

const compiled = new Map<string, RegExp>();

/**
 * The pattern with a leading `C+` (one class, escape or plain character, repeated) cut to `C`: the patterns
 * are only ever used with `test`, and `C+R` matches somewhere exactly when `CR` does (at the last `C` of the
 * run), while an unanchored leading `C+` retries the whole run from each of its characters (quadratic in a
 * long word: the e-mail pattern `[\w.-]+@…` was most of the URL family's time).
 */
export function existenceSource(source: string): string {
  let end = 0;
  if (source[0] === '[') {
    end = 1;
    if (source[end] === '^') end++;
    while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
    end++;
  } else if (source[0] === '\\') {
    // \w, \d, \S… (not \b, an assertion; not \c, \x, \u, \p or digits, which read more characters)
    if (!/^[wWdDsS.\-@]$/.test(source[1] ?? '')) return source;
    end = 2;
  } else if (/^[\w@%:#~=&,;'"!<>/-]$/.test(source[0] ?? '')) end = 1;
  else return source;
  if (end > source.length || source[end] !== '+') return source;
  const after = source[end + 1];
  if (after === '?' || after === '+' || after === '*' || after === '{') return source;
  return source.slice(0, end) + source.slice(end + 1);
}

/**
 * Compiles feature set patterns case-insensitively (cached: feature sets are few, pages many); throws
 * on an unsafe or invalid one. Not in Unicode mode, which is several times slower with `i` and `\\b`.
 */
export function compileSafe(name: string, sources: readonly string[]): RegExp[] {
  return sources.map((s) => {
    let re = compiled.get(s);
    if (re) return re;
    const why = unsafeReason(s);
    if (why) throw new Error(`${name}: refused pattern ${JSON.stringify(s)} (${why})`);
    re = new RegExp(existenceSource(s), 'i');
    compiled.set(s, re);
    return re;
  });
}

/**
 * A feature set's pattern list (`regexp.*`, `bullet`) with one combined pattern that says whether any of
 * them matches: most blocks match none, and one scan costs about half of one scan per pattern.
 */
export interface PatternFamily {
  /** `(?:p1)|(?:p2)|…`, or null when the combination does not compile (e.g. a group name used twice). */
  any: RegExp | null;
  each: RegExp[];
}

const families = new Map<string, PatternFamily>();

export function compileFamily(name: string, sources: readonly string[]): PatternFamily {
  const key = JSON.stringify(sources);
  let family = families.get(key);
  if (family) return family;
  const each = compileSafe(name, sources);
  let any: RegExp | null = null;
  try {
    // Each part is safe and the alternation adds no nesting, so the combination is as safe as its parts.
    any =
      sources.length > 1 ? new RegExp(sources.map((s) => `(?:${existenceSource(s)})`).join('|'), 'i') : null;
  } catch {
    any = null;
  }
  family = { any, each };
  families.set(key, family);
  return family;
}

/** Whether some pattern of the family might match `text` (false: none does). */
export function mayMatch(family: PatternFamily, text: string): boolean {
  return family.any === null || family.any.test(text);
}

/** The part of a block's text the patterns look at. */
export function regexpInput(text: string): string {
  return text.length > REGEXP_INPUT_LIMIT ? text.slice(0, REGEXP_INPUT_LIMIT) : text;
}
