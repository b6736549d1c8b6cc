// Dates as pages write them → ISO 8601, keeping the page's own calendar day: an ISO value keeps its time and
// offset as written (no conversion to UTC); a date in words or digits becomes `YYYY-MM-DD`.

const MONTHS: Record<string, number> = {};
[
  ['january', 'jan', 'janvier', 'januar', 'enero', 'gennaio', 'janeiro'],
  ['february', 'feb', 'février', 'fevrier', 'februar', 'febrero', 'febbraio', 'fevereiro'],
  ['march', 'mar', 'mars', 'märz', 'marz', 'marzo', 'março'],
  ['april', 'apr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio'],
  ['june', 'jun', 'juin', 'juni', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juillet', 'juli', 'julio', 'luglio', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'setembro'],
  ['october', 'oct', 'octobre', 'oktober', 'octubre', 'ottobre', 'outubro'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'décembre', 'decembre', 'dezember', 'diciembre', 'dicembre', 'dezembro'],
].forEach((names, i) => {
  for (const n of names) MONTHS[n] = i + 1;
});

const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): boolean {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function ymd(y: number, m: number, d: number): string | null {
  return valid(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?/;
const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,10})\\.?';
/** `September 4, 2025`, `Sep. 4th 2025` */
const MDY_WORDS = new RegExp(`^${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`);
/** `4 September 2025`, `4. September 2025`, `4th of Sep 2025` */
const DMY_WORDS = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+|de\\s+)?${MONTH_WORD}\\s+(?:de\\s+)?(\\d{4})\\b`,
);
const YMD_SLASH = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/;
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})\b/;

/**
 * The ISO 8601 form of a date found at the start of `s` (after an optional weekday), or null. Numeric dates
 * with the day and month both ≤ 12 read as month/day with `/` (US habit) and day.month with `.` or `-`.
 */
export function normalizeDate(s: string | null | undefined): string | null {
  if (typeof s !== 'string') return null;
  const t = s
    .trim()
    .replace(/^(?:(?:published|posted|updated|on|date)\b\s*:?\s*)+/i, '')
    .replace(/^[A-Za-z]{3,9}\.?,?\s+(?=\d|[A-Za-z]{3,9}\.?\s+\d)/, (w) =>
      MONTHS[w.replace(/[.,\s]/g, '').toLowerCase()] ? w : '',
    );
  let m = ISO.exec(t);
  if (m) {
    const day = ymd(+m[1], +m[2], +m[3]);
    if (!day) return null;
    if (m[4] === undefined) return day;
    const time = `${m[4]}:${m[5]}:${m[6] ?? '00'}`;
    const zone = m[7] ? (m[7] === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : '';
    return `${day}T${time}${zone}`;
  }
  m = MDY_WORDS.exec(t);
  if (m && MONTHS[m[1].toLowerCase()]) return ymd(+m[3], MONTHS[m[1].toLowerCase()], +m[2]);
  m = DMY_WORDS.exec(t);
  if (m && MONTHS[m[2].toLowerCase()]) return ymd(+m[3], MONTHS[m[2].toLowerCase()], +m[1]);
  m = YMD_SLASH.exec(t);
  if (m) return ymd(+m[1], +m[2], +m[3]);
  m = NUMERIC.exec(t);
  if (m) {
    const a = +m[1];
    const b = +m[3];
    const y = +m[4];
    if (a > 12) return ymd(y, b, a);
    if (b > 12) return ymd(y, a, b);
    return m[2] === '/' ? ymd(y, a, b) : ymd(y, b, a);
  }
  return null;
}

/** A date anywhere in a short text (a byline such as `By Jane Doe | March 3, 2024`). */
export function findDateInText(s: string): string | null {
  if (s.length > 300) return null;
  const starts =
    /\b(\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\.?\s+[A-Za-zÀ-ÿ]{3,10}|[A-Za-zÀ-ÿ]{3,10}\.?\s+\d{1,2}\b|\d{1,2}[/.]\d{1,2}[/.]\d{4})/g;
  for (const m of s.matchAll(starts)) {
    const d = normalizeDate(s.slice(m.index));
    if (d) return d;
  }
  return null;
}

/** A date in a URL's path: `/2024/03/03/`, `/2024-03-03-`, `/20240303/`. */
export function dateInUrl(url: string | null): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const m = /\/((?:19|20)\d{2})[/-]?(\d{2})[/-]?(\d{2})(?=[/\-_.]|$)/.exec(path);
  return m ? normalizeDate(`${m[1]}-${m[2]}-${m[3]}`) : null;
}
