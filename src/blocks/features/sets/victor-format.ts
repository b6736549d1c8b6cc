// Victor's config file format: `variable: value` lines, where the value is one token or an array of
// whitespace-separated tokens; an array may be split over several lines (`v: a` then `v: b` ≡ `v: a b`).
// `#` starts a comment line; blank lines are ignored.

export interface VictorParseError {
  line: number;
  message: string;
}

export type VictorVariables = Map<string, string[]>;

/** Parses the text into variables (repeated variables concatenate), or the first malformed line. */
export function parseVictorVariables(text: string): { vars: VictorVariables } | { error: VictorParseError } {
  const vars: VictorVariables = new Map();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0)
      return { error: { line: i + 1, message: `expected "variable: value", got ${JSON.stringify(line)}` } };
    const name = line.slice(0, colon).trim();
    if (/\s/.test(name))
      return { error: { line: i + 1, message: `variable name with spaces: ${JSON.stringify(name)}` } };
    const rest = line.slice(colon + 1).trim();
    const tokens = rest === '' ? [] : rest.split(/\s+/);
    const prev = vars.get(name);
    if (prev) prev.push(...tokens);
    else vars.set(name, tokens);
  }
  return { vars };
}
