// CSS as served in the annotation frame: everything that could name a resource is removed from the text
// (a request blocked by the CSP is still a request the page asked for). Strings are emptied first, so nothing
// can hide a `;` or a `}` in one; then comments go, every at-rule but @media goes, and every declaration that
// could load something (url(), image-set(), @import, escapes that could spell them) is dropped whole.

/** Words that, inside a declaration, may make the browser fetch something (or run something in old engines). */
const RISKY = /\\|url|image|import|src|expression|behavior|binding|@|\/\//i;

/** Replaces every quoted string by `""` (escapes inside honoured), so later passes see no quoted text. */
function emptyStrings(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch !== '"' && ch !== "'") {
      out += ch;
      i++;
      continue;
    }
    i++;
    while (i < css.length && css[i] !== ch && css[i] !== '\n') i += css[i] === '\\' ? 2 : 1;
    i++;
    out += '""';
  }
  return out;
}

/** Drops the at-rules other than @media: `@x …;` up to its semicolon, `@x … { … }` with its whole block. */
function dropAtRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@', i);
    if (at < 0) {
      out += css.slice(i);
      break;
    }
    out += css.slice(i, at);
    if (/^@media[\s(]/i.test(css.slice(at, at + 7))) {
      out += '@media';
      i = at + 6;
      continue;
    }
    let j = at + 1;
    while (j < css.length && css[j] !== ';' && css[j] !== '{' && css[j] !== '}') j++;
    if (css[j] === '{') {
      let depth = 0;
      for (; j < css.length; j++) {
        if (css[j] === '{') depth++;
        else if (css[j] === '}' && --depth === 0) break;
      }
    }
    i = css[j] === '}' && depth0(css, at, j) ? j : j + 1;
  }
  return out;
}

/** Whether `css[at..j]` stopped at a `}` that closes an enclosing block (not one of the at-rule's own). */
function depth0(css: string, at: number, j: number): boolean {
  return css.slice(at, j).indexOf('{') < 0;
}

/**
 * Drops each declaration that contains a risky word. A declaration is the text between two of `{ ; }` that is
 * not followed by `{` (that text is a selector or an at-rule's prelude, which never fetch).
 */
function dropRiskyDeclarations(css: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i <= css.length; i++) {
    const ch = css[i];
    if (i < css.length && ch !== '{' && ch !== '}' && ch !== ';') continue;
    const segment = css.slice(start, i);
    out += ch !== '{' && RISKY.test(segment) ? '' : segment;
    if (i < css.length) out += ch;
    start = i + 1;
  }
  return out;
}

/** A style sheet (the text of a `<style>`) with nothing left that could load a resource. */
export function sanitizeStyleSheet(css: string): string {
  const noComments = emptyStrings(css).replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  return dropRiskyDeclarations(dropAtRules(noComments)).replace(/</g, ' ');
}

/** A `style` attribute's declarations, the same way (the empty ones left out). */
export function sanitizeStyleAttribute(style: string): string {
  const noComments = emptyStrings(style).replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  return noComments
    .split(/[{};@]/)
    .filter((d) => d.trim() !== '' && !RISKY.test(d))
    .map((d) => d.trim())
    .join(';');
}
