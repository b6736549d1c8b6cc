// Value types of cell texts (issue 10): what a data table's body cells hold and a layout table's rarely do —
// dates with month names, times, money, codes, quantities with units. Each test is one bounded regular
// expression with no nested quantifiers (no backtracking blow-up on long cells: texts are cut first).
export type ValueType = 'date' | 'time' | 'money' | 'code' | 'quantity' | 'number';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';
const DATE_WORDS = new RegExp(`(?:^|[^\\p{L}])${MONTH}\\.?(?:[^\\p{L}]|$)`, 'iu');
const DATE_NUMERIC = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const TIME = /(?:^|\D)\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?:\D|$)/i;
const MONEY =
  /(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|jpy|cad|aud|inr|rs\.?)\b)\s?\d|\d\s?(?:[$€£¥₹]|\b(?:usd|eur|gbp|chf|jpy|cad|aud|euros?|dollars?)\b)/i;
const QUANTITY =
  /\d\s?(?:%|°|mm|cm|km|m|kg|g|mg|lb|lbs|oz|ml|l|gb|mb|kb|tb|ghz|mhz|hz|kw|w|v|mah|in|ft|px|mp|sec|s|min|h|hrs?|days?|years?|yrs?|months?|weeks?|x)\b/i;
const CODE = /^(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{2,19}$/;
const NUMBER = /^[-+±]?\d[\d,.\s']*$/;

export function valueType(text: string): ValueType | null {
  if (text.length === 0 || text.length > 40) return null;
  if (DATE_NUMERIC.test(text) || (/\d/.test(text) && DATE_WORDS.test(text))) return 'date';
  if (TIME.test(text)) return 'time';
  if (MONEY.test(text)) return 'money';
  if (QUANTITY.test(text)) return 'quantity';
  if (CODE.test(text)) return 'code';
  if (NUMBER.test(text)) return 'number';
  return null;
}

const WEEKDAY =
  /^(?:mon|tue|wed|thu|fri|sat|sun|mo|tu|we|th|fr|sa|su|m|t|w|f|s|lun|mar|mer|jeu|ven|sam|dim|di|mi|do|so)[a-z]{0,6}\.?$/i;

/** A weekday name or abbreviation (calendar header cells). */
export function isWeekday(text: string): boolean {
  return text.length <= 10 && WEEKDAY.test(text);
}

/** A day of the month, 1–31 (calendar body cells). */
export function isDayNumber(text: string): boolean {
  if (!/^\d{1,2}$/.test(text)) return false;
  const n = Number(text);
  return n >= 1 && n <= 31;
}
