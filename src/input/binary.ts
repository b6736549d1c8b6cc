// Random binary: a text page has next to no control bytes, whatever its encoding, except UTF-16,
// whose NUL bytes are recognized first.
import { sniffBom, sniffUtf16ByNuls } from '../encoding/bom.js';

/** How much of the start is examined. */
const SAMPLE = 8192;
/** C0 controls other than tab, LF, FF, CR and ESC (ISO-2022 uses ESC), and DEL. */
function isControl(b: number): boolean {
  return (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) || b === 0x7f;
}

/** The share (0–1) of control bytes in the first bytes, or 0 for UTF-16 text. */
export function controlShare(bytes: Uint8Array): number {
  const bom = sniffBom(bytes);
  if (bom && bom.encoding !== 'utf-8') return 0;
  if (sniffUtf16ByNuls(bytes)) return 0;
  const n = Math.min(bytes.length, SAMPLE);
  if (n === 0) return 0;
  let controls = 0;
  for (let i = 0; i < n; i++) if (isControl(bytes[i])) controls++;
  return controls / n;
}
