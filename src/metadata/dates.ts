// Dates as pages write them → ISO 8601, keeping the page's own calendar day: an ISO value keeps its time and
// offset as written (no conversion to UTC); a date in words or digits becomes `YYYY-MM-DD`.

const MONTHS: Record<string, number> = {};
// Month names in the main languages (en, fr, de, es, it, pt, nl, pl, ru; Polish and Russian dates use the
// genitive, `3 marca 2024`, `3 марта 2024`): a date written in words counts whatever the page's language.
[
  [
    'january',
    'jan',
    'janvier',
    'januar',
    'enero',
    'gennaio',
    'janeiro',
    'januari',
    'stycznia',
    'styczeń',
    'января',
    'январь',
    'янв',
  ],
  [
    'february',
    'feb',
    'février',
    'fevrier',
    'februar',
    'febrero',
    'febbraio',
    'fevereiro',
    'februari',
    'lutego',
    'luty',
    'февраля',
    'февраль',
    'фев',
  ],
  [
    'march',
    'mar',
    'mars',
    'märz',
    'marz',
    'marzo',
    'março',
    'maart',
    'marca',
    'marzec',
    'марта',
    'март',
    'мар',
  ],
  ['april', 'apr', 'avril', 'abril', 'aprile', 'kwietnia', 'kwiecień', 'апреля', 'апрель', 'апр'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei', 'maja', 'maj', 'мая', 'май'],
  ['june', 'jun', 'juin', 'juni', 'junio', 'giugno', 'junho', 'czerwca', 'czerwiec', 'июня', 'июнь', 'июн'],
  ['july', 'jul', 'juillet', 'juli', 'julio', 'luglio', 'julho', 'lipca', 'lipiec', 'июля', 'июль', 'июл'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'augustus', 'sierpnia', 'sierpień', 'августа', 'август', 'авг'],
  [
    'september',
    'sep',
    'sept',
    'septembre',
    'septiembre',
    'settembre',
    'setembro',
    'września',
    'wrzesień',
    'сентября',
    'сентябрь',
    'сен',
  ],
  [
    'october',
    'oct',
    'octobre',
    'oktober',
    'octubre',
    'ottobre',
    'outubro',
    'października',
    'październik',
    'октября',
    'октябрь',
    'окт',
  ],
  [
    'november',
    'nov',
    'novembre',
    'noviembre',
    'novembro',
    'listopada',
    'listopad',
    'ноября',
    'ноябрь',
    'ноя',
  ],
  [
    'december',
    'dec',
    'décembre',
    'decembre',
    'dezember',
    'diciembre',
    'dicembre',
    'dezembro',
    'grudnia',
    'grudzień',
    'декабря',
    'декабрь',
    'дек',
  ],
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
const MONTH_WORD = '(\\p{L}{3,12})\\.?';
/** `September 4, 2025`, `Sep. 4th 2025` */
const MDY_WORDS = new RegExp(`^${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'u');
/** `4 September 2025`, `4. September 2025`, `4th of Sep 2025`, `5 November, 2012` */
const DMY_WORDS = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+|de\\s+)?${MONTH_WORD},?\\s+(?:de\\s+)?(\\d{4})(?!\\d)`,
  'u',
);
/** `2024年3月3日` (Chinese, Japanese), `2024년 3월 3일` (Korean): year, month and day marked by their own signs. */
const YMD_MARKED = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号號]?/;
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
    .replace(/^\p{L}{2,11}\.?,?\s+(?=\d|\p{L}{3,12}\.?\s+\d)/u, (w) =>
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
  m = YMD_SLASH.exec(t) ?? YMD_MARKED.exec(t);
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

/** Where a date may start in a short text. */
const DATE_STARTS =
  /(?<!\w)(\d{4}-\d{2}-\d{2}|\d{4}\s*[年년]\s*\d{1,2}\s*[月월]|\d{1,2}(?:st|nd|rd|th)?\.?\s+\p{L}{2,12}|\d{1,2}[/.]\d{1,2}[/.]\d{4})|(?<![\p{L}\p{N}])\p{L}{3,12}\.?\s+\d{1,2}(?![\p{L}\p{N}_])/gu;

const ASCII_DIGIT = /[0-9]/;

/** The first date in a short text and where it starts (`Von Anna Schmidt 3. März 2024` → at 17), or null. */
export function findDateAt(s: string): { date: string; index: number } | null {
  // Every start of `DATE_STARTS` holds an ASCII digit (`\d` is [0-9] even in a `u` regexp): most short lines of
  // a page have none, and the one test spares the scan of its lookbehinds and letter runs.
  if (s.length > 300 || !ASCII_DIGIT.test(s)) return null;
  for (const m of s.matchAll(DATE_STARTS)) {
    const d = normalizeDate(s.slice(m.index));
    if (!d) continue;
    // A word before the date that `normalizeDate` skips as a weekday (`Schmidt 3. März 2024`) is not the date's.
    let index = m.index;
    const end = m.index + m[0].length;
    for (let space = s.indexOf(' ', index); space > 0 && space < end; space = s.indexOf(' ', index)) {
      if (normalizeDate(s.slice(space + 1)) !== d) break;
      index = space + 1;
    }
    return { date: d, index };
  }
  return null;
}

/** A date anywhere in a short text (a byline such as `By Jane Doe | March 3, 2024`). */
export function findDateInText(s: string): string | null {
  return findDateAt(s)?.date ?? null;
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
