// Repairs text that was UTF-8, read as windows-1252 and saved again as UTF-8 ("double encoding", as in
// `RÃ©sumÃ©`, `Israelâ€™s`): the damage is in the crawled bytes themselves, so no choice of encoding
// can undo it. Only the sequences that Western mojibake is made of are touched, each of which is
// implausible as real text: `Â`+symbol (U+00A0–U+00BF), `Ã`+symbol (U+00C0–U+00FF), `Å`+one of
// Œœ Šš Ÿ Žž, and `â€`/`â‚`/`â„`+one more (general punctuation, €, ™). The same bytes read as Latin-1
// instead (C1 controls in place of `€`, `’`…: `â\u0080\u0099`) are repaired too, and so is a lone C1
// control, which is windows-1252 punctuation saved as Latin-1 (U+0093 → `“`), as HTML reads `&#147;`.
import { cp1252Byte, cp1252Char } from './cp1252.js';

const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

/** The characters a byte can have become: its windows-1252 reading, and for 0x80–0x9F its Latin-1 one. */
function charClass(bytes: Iterable<number>): string {
  let cls = '';
  for (const b of bytes) {
    cls += hex(cp1252Char(b).charCodeAt(0));
    if (b >= 0x80 && b <= 0x9f) cls += hex(b);
  }
  return cls;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}

const CONT = charClass(range(0x80, 0xbf));
const CONT_A0 = charClass(range(0xa0, 0xbf));
const LATIN_EXT = charClass([0x92, 0x93, 0xa0, 0xa1, 0xb8, 0xbd, 0xbe]);
/**
 * Fixed-length alternatives only: no backtracking whatever the input. `â€` (E2 80) and `â‚` (E2 82)
 * and `â„` (E2 84) are the lead pairs of general punctuation, the euro sign and the trade mark.
 */
const PATTERN = new RegExp(
  `\\u00c2[${CONT_A0}]|\\u00c3[${CONT}]|\\u00c5[${LATIN_EXT}]|\\u00e2[${charClass([0x80, 0x82, 0x84])}][${CONT}]`,
  'g',
);

/** C1 controls never belong in text; the 27 that windows-1252 defines are its punctuation. */
const LONE_C1 = /[\u0080-\u009f]/g;

/** One native scan for the characters every repair starts with; most pages have none. */
const SUSPECT = /[\u00c2\u00c3\u00c5\u00e2\u0080-\u009f]/;

/**
 * The last long text `repairMojibake` found without a suspect character: a page's decoded text, which the
 * repair of its parsed tree (`repair-tree.ts`) then asks about again, a second scan of the whole page.
 */
let knownClean: string | null = null;
/** Texts shorter than this are not remembered (a scan of them costs less than keeping them). */
const MIN_REMEMBERED = 1024;

/** Whether `text` has a character some repair starts with (false: `repairMojibake` leaves it as it is). */
export function mayHaveMojibake(text: string): boolean {
  if (text === knownClean) return false;
  return SUSPECT.test(text);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Re-reads one matched sequence as the UTF-8 bytes it was; unchanged when they are not valid UTF-8. */
function undo(seq: string): string {
  const bytes = new Uint8Array(seq.length);
  for (let k = 0; k < seq.length; k++) {
    const code = seq.charCodeAt(k);
    const b = code >= 0x80 && code <= 0x9f ? code : cp1252Byte(code);
    if (b < 0) return seq;
    bytes[k] = b;
  }
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return seq;
  }
}

/** The text with double-encoded sequences restored, and how many were. */
export function repairMojibake(text: string): { text: string; repaired: number } {
  if (!SUSPECT.test(text)) {
    if (text.length >= MIN_REMEMBERED) knownClean = text;
    return { text, repaired: 0 };
  }
  let repaired = 0;
  const out = text
    .replace(PATTERN, (seq) => {
      const fixed = undo(seq);
      if (fixed !== seq) repaired++;
      return fixed;
    })
    .replace(LONE_C1, (c) => {
      const fixed = cp1252Char(c.charCodeAt(0));
      if (fixed !== c) repaired++;
      return fixed;
    });
  return { text: out, repaired };
}
