// The text of <script> and <style> elements, read a run at a time. parse5's tokenizer takes raw text (script
// data, RAWTEXT: scripts, styles, iframes, noscript) one code point at a time and cuts it into a character
// token at every change between spaces and other characters, each token handed to the tree builder: a third
// of the characters of the development pages are in scripts and styles, and they took a third of the parse.
// The tree builder inserts every kind of character token of raw text the same way (insertion mode "text"),
// so one token per run between the characters the states react to (`<`, NUL, CR, a surrogate) gives the same
// tree. Only these two states of the parser's own tokenizer are replaced, and only when parse5's internals are
// the ones this was written against (parse5 8.1): otherwise parse5 runs as it is.
import { Token, type Tokenizer } from 'parse5';

/** The parts of parse5's tokenizer and preprocessor (internal, parse5 8.1) that a run touches. */
interface TokenizerInternals {
  preprocessor: { html: string; pos: number; isEol: boolean; skipNextNewLine: boolean };
  currentCharacterToken: { type: Token.TokenType } | null;
  runStart: number;
  runEnd: number;
  consumedAfterSnapshot: number;
  _stateScriptData(cp: number): void;
  _stateRawtext(cp: number): void;
  _ensureCharacterToken(type: Token.TokenType): void;
  _flushRun(text: string): void;
}

const LESS_THAN = 0x3c;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whether a raw-text state reacts to the code unit itself (all the others are only emitted as characters). */
function special(c: number): boolean {
  return c === LESS_THAN || c === 0 || c === CARRIAGE_RETURN || (c >= 0xd800 && c <= 0xdfff);
}

/**
 * Emits the run of ordinary characters that starts at the current code point `cp` as one character token,
 * and leaves the preprocessor on its last character; false (nothing done) when `cp` is not ordinary.
 */
function emitRun(t: TokenizerInternals, cp: number): boolean {
  const pre = t.preprocessor;
  // The input's own character, not a CR read as LF, a surrogate pair or the end.
  if (cp < 0 || pre.html.charCodeAt(pre.pos) !== cp || special(cp)) return false;
  const token = t.currentCharacterToken;
  if (token === null || token.type !== Token.TokenType.CHARACTER)
    t._ensureCharacterToken(Token.TokenType.CHARACTER); // may drop parsed input: positions read after it
  const html = pre.html;
  const start = pre.pos;
  let end = start + 1;
  while (end < html.length && !special(html.charCodeAt(end))) end++;
  if (start !== t.runEnd) {
    t._flushRun('');
    t.runStart = start;
  }
  t.runEnd = end;
  t.consumedAfterSnapshot += end - 1 - start;
  pre.pos = end - 1;
  pre.isEol = html.charCodeAt(end - 1) === LINE_FEED;
  pre.skipNextNewLine = false;
  return true;
}

/** Whether `tokenizer` has the internals a run needs (checked once, on the first parser). */
let supported: boolean | null = null;
function hasInternals(t: Partial<TokenizerInternals>): boolean {
  const pre = t.preprocessor;
  return (
    typeof t._stateScriptData === 'function' &&
    typeof t._stateRawtext === 'function' &&
    typeof t._ensureCharacterToken === 'function' &&
    typeof t._flushRun === 'function' &&
    typeof t.runStart === 'number' &&
    typeof t.runEnd === 'number' &&
    typeof t.consumedAfterSnapshot === 'number' &&
    pre !== undefined &&
    typeof pre.html === 'string' &&
    typeof pre.pos === 'number' &&
    typeof pre.isEol === 'boolean' &&
    typeof pre.skipNextNewLine === 'boolean' &&
    'currentCharacterToken' in t
  );
}

/** Makes one tokenizer read script data and RAWTEXT by runs; false when parse5 is not the version expected. */
export function readRawTextByRuns(tokenizer: Tokenizer): boolean {
  const t = tokenizer as unknown as TokenizerInternals;
  supported ??= hasInternals(t);
  if (!supported) return false;
  const scriptData = t._stateScriptData;
  const rawtext = t._stateRawtext;
  t._stateScriptData = function (this: TokenizerInternals, cp: number) {
    if (!emitRun(this, cp)) scriptData.call(this, cp);
  };
  t._stateRawtext = function (this: TokenizerInternals, cp: number) {
    if (!emitRun(this, cp)) rawtext.call(this, cp);
  };
  return true;
}
