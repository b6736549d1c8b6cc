// Internal-subset entities of a DOCTYPE, expanded under a budget. External entities (SYSTEM/PUBLIC) are
// never read: they expand to nothing. Parameter entities are ignored. A document whose entities would
// expand past the budget (billion laughs) is refused.
import { ENTITY_BUDGET, MAX_ENTITY_DEPTH } from '../limits.js';

export class EntityExpansionError extends Error {}

interface Declaration {
  value: string | null; // null: external
}

/** `<!ENTITY name "value">` / `<!ENTITY name SYSTEM "uri">` declarations, first one wins (XML 1.0 §4.2). */
function declarations(doctype: string): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  let at = doctype.indexOf('<!ENTITY');
  while (at >= 0) {
    let i = at + 8;
    const skipSpace = () => {
      while (i < doctype.length && /\s/.test(doctype[i])) i++;
    };
    skipSpace();
    const parameter = doctype[i] === '%';
    if (parameter) {
      i++;
      skipSpace();
    }
    const nameStart = i;
    while (i < doctype.length && !/[\s>"']/.test(doctype[i])) i++;
    const name = doctype.slice(nameStart, i);
    skipSpace();
    let decl: Declaration | null = null;
    const q = doctype[i];
    if (q === '"' || q === "'") {
      const close = doctype.indexOf(q, i + 1);
      if (close >= 0) {
        decl = { value: doctype.slice(i + 1, close) };
        i = close + 1;
      }
    } else if (doctype.startsWith('SYSTEM', i) || doctype.startsWith('PUBLIC', i)) {
      decl = { value: null };
    }
    if (decl && name && !parameter && !out.has(name)) out.set(name, decl);
    at = doctype.indexOf('<!ENTITY', Math.max(i, at + 8));
  }
  return out;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The replacement text of every internal entity, references inside values expanded (memoized), with
 * the document's total expansion bounded by `budget`. Throws EntityExpansionError past the budget or
 * on a reference cycle.
 */
export function expandEntities(doctype: string, budget = ENTITY_BUDGET): Record<string, string> {
  const decls = declarations(doctype);
  const done = new Map<string, string>();
  let spent = 0;
  const expand = (name: string, depth: number, active: Set<string>): string => {
    const known = done.get(name);
    if (known !== undefined) return known;
    const decl = decls.get(name);
    if (!decl) return PREDEFINED[name] ?? '';
    if (decl.value === null) return ''; // external: never fetched
    if (depth > MAX_ENTITY_DEPTH || active.has(name))
      throw new EntityExpansionError(`entity "${name}" nests too deep or refers to itself`);
    active.add(name);
    const parts: string[] = [];
    let size = 0;
    const re = /&([A-Za-z_:][\w.:-]*);/g;
    let last = 0;
    for (let m = re.exec(decl.value); m; m = re.exec(decl.value)) {
      parts.push(decl.value.slice(last, m.index));
      const sub = expand(m[1], depth + 1, active);
      size += sub.length;
      if (size > budget) throw new EntityExpansionError(`entity "${name}" expands past ${budget} characters`);
      parts.push(sub);
      last = m.index + m[0].length;
    }
    parts.push(decl.value.slice(last));
    active.delete(name);
    const value = parts.join('');
    spent += value.length;
    if (spent > budget) throw new EntityExpansionError(`entities expand past ${budget} characters`);
    done.set(name, value);
    return value;
  };
  const out: Record<string, string> = {};
  for (const name of decls.keys()) out[name] = expand(name, 0, new Set());
  return out;
}
