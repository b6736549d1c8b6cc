// Runs of plain characters read at once by parse5's tokenizer. parse5 takes its input one code point at a
// time, each through its state machine: into the pending character token in text (the data state) and raw
// text (script data, RAWTEXT: scripts, styles, iframes, noscript), where it also cuts a token at every change
// between spaces and other characters, each token handed to the tree builder; into the value being built in
// a quoted attribute value or a comment. A third of the characters of the development pages are in scripts
// and styles, and they took a third of the parse. Here the states below take the whole run of characters up
// to the next one they react to (their own specials, NUL, CR, a surrogate) in one step: in text a run of
// spaces or of other characters, the very token parse5 makes of them; in raw text one character token (the
// tree builder inserts every kind of character token of raw text the same way, insertion mode "text");
// elsewhere one extension of the value. The tree is the same. Only the parser's own tokenizer is changed, and
// only when parse5's internals are the ones this was written against (parse5 8.1): else parse5 runs as it is.
// Text in the body (insertion modes where the tree builder inserts spaces and other characters alike) is read
// further: one character token up to the next special, spaces and words together (see `mergesText`).
// package.json pins parse5 to the exact version whose internals (insertion mode numbers included) this reads.
import { Token, type Tokenizer } from 'parse5';

type State = (cp: number) => void;

/** The parts of parse5's tokenizer and preprocessor (internal, parse5 8.1) that a run touches. */
interface TokenizerInternals {
  /** The tree builder the tokens go to: the parser, whose insertion mode a text run reads. */
  handler: ParserInternals;
  preprocessor: { html: string; pos: number; isEol: boolean; skipNextNewLine: boolean };
  currentCharacterToken: { type: Token.TokenType } | null;
  runStart: number;
  runEnd: number;
  consumedAfterSnapshot: number;
  _stateScriptData: State;
  _stateRawtext: State;
  _stateAttributeValueDoubleQuoted: State;
  _stateAttributeValueSingleQuoted: State;
  _stateComment: State;
  _stateData: State;
  _ensureCharacterToken(type: Token.TokenType): void;
  _flushRun(text: string): void;
}

/** The parts of parse5's parser (internal, parse5 8.1) that a text run reads. */
interface ParserInternals {
  insertionMode: number;
  skipNextNewLine: boolean;
}

/**
 * parse5's insertion modes (its internal enum, parse5 8.1) whose character and whitespace tokens both go to
 * "characterInBody" / "whitespaceCharacterInBody": reconstruct the active formatting elements, insert the
 * characters; a character token also clears `framesetOk`. There a token of words and spaces together builds
 * the tree that parse5's alternating tokens build (the same characters into the same text node; `framesetOk`
 * cleared all the same, as the token holds a character). IN_BODY 6, IN_CAPTION 10, IN_CELL 14, IN_TEMPLATE 17.
 * Foreign content (an SVG in the body) inserts both kinds alike too.
 */
const BODY_MODES = new Uint8Array(32);
for (const mode of [6, 10, 14, 17]) BODY_MODES[mode] = 1;

/**
 * Whether the text run starting at `cp` may hold spaces and other characters in one token: the parser is in a
 * body mode (a pending token is handed over in the mode it is in now: body modes stay body modes on
 * characters), it is not about to drop a line feed after `<pre>`/`<listing>`/`<textarea>` (only a whitespace
 * token's first LF is dropped), and the token it extends or starts is a character token (a run that starts
 * with spaces after a whitespace token or none stays a whitespace token of its own, as parse5 makes it).
 */
function mergesText(t: TokenizerInternals, cp: number): boolean {
  const parser = t.handler;
  if (parser.skipNextNewLine || BODY_MODES[parser.insertionMode] !== 1) return false;
  if (!isSpace(cp)) return true;
  const token = t.currentCharacterToken;
  return token !== null && token.type === Token.TokenType.CHARACTER;
}

/** The states read by runs, with the ASCII characters each reacts to (besides NUL and CR). */
const STATES = {
  _stateData: '<&',
  _stateScriptData: '<',
  _stateRawtext: '<',
  _stateAttributeValueDoubleQuoted: '"&',
  _stateAttributeValueSingleQuoted: "'&",
  _stateComment: '-<',
} as const;
type StateName = keyof typeof STATES;

/**
 * What a run is: `raw` one character token whatever its characters (raw text, which the tree builder inserts
 * as it comes); `text` a character token of spaces or of other characters, as parse5 cuts them (the data
 * state: the tree builder treats spaces apart, so the tokens are exactly parse5's); `value` an extension of
 * the attribute value or comment being built.
 */
type RunKind = 'raw' | 'text' | 'value';
const KINDS: Record<StateName, RunKind> = {
  _stateData: 'text',
  _stateScriptData: 'raw',
  _stateRawtext: 'raw',
  _stateAttributeValueDoubleQuoted: 'value',
  _stateAttributeValueSingleQuoted: 'value',
  _stateComment: 'value',
};

/** parse5's whitespace: space, LF, tab, form feed (a CR is read as LF, and stops every run). */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c;
}

/**
 * Per UTF-16 code unit: 1 when the state reacts to it (its specials, NUL, CR, and the surrogates, which parse5
 * reads in pairs). One lookup for every code unit, with no second test for the non-ASCII ones: that test, first
 * met on a page's first non-ASCII character after the tokenizer was optimized, cost a deoptimization.
 */
function stopTable(specials: string): Uint8Array {
  const table = new Uint8Array(0x10000);
  table[0] = 1;
  table[0x0d] = 1;
  for (const c of specials) table[c.charCodeAt(0)] = 1;
  table.fill(1, 0xd800, 0xe000);
  return table;
}

/**
 * Takes the run of plain characters that starts at the current code point `cp` in one step, and leaves the
 * preprocessor on its last character; false (nothing done) when `cp` is not a plain character.
 */
function takeRun(t: TokenizerInternals, cp: number, table: Uint8Array, kind: RunKind): boolean {
  const pre = t.preprocessor;
  // The input's own character: not a CR read as LF, a surrogate pair or the end.
  if (cp < 0 || pre.html.charCodeAt(pre.pos) !== cp || table[cp] === 1) return false;
  const merged = kind === 'text' && mergesText(t, cp);
  const spaces = kind === 'text' && !merged && isSpace(cp);
  if (kind !== 'value') {
    const type = spaces ? Token.TokenType.WHITESPACE_CHARACTER : Token.TokenType.CHARACTER;
    const token = t.currentCharacterToken;
    if (token === null || token.type !== type) t._ensureCharacterToken(type); // may drop parsed input: positions are read after it
  }
  const html = pre.html;
  const start = pre.pos;
  let end = start + 1;
  if (spaces) while (end < html.length && isSpace(html.charCodeAt(end))) end++;
  else if (kind === 'text' && !merged)
    while (end < html.length && table[html.charCodeAt(end)] !== 1 && !isSpace(html.charCodeAt(end))) end++;
  else while (end < html.length && table[html.charCodeAt(end)] !== 1) end++;
  // As parse5's `_extendRun` does for each character, for all of them at once.
  if (start !== t.runEnd) {
    t._flushRun('');
    t.runStart = start;
  }
  t.runEnd = end;
  t.consumedAfterSnapshot += end - 1 - start;
  pre.pos = end - 1;
  pre.isEol = html.charCodeAt(end - 1) === 0x0a;
  pre.skipNextNewLine = false;
  return true;
}

/** Whether parse5's tokenizer has the internals a run needs (checked once, on the first tokenizer). */
let supported: boolean | null = null;
function hasInternals(t: Partial<TokenizerInternals>): boolean {
  const pre = t.preprocessor;
  return (
    Object.keys(STATES).every((name) => typeof t[name as StateName] === 'function') &&
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
    'currentCharacterToken' in t &&
    t.handler !== undefined &&
    typeof t.handler.insertionMode === 'number' &&
    typeof t.handler.skipNextNewLine === 'boolean'
  );
}

/**
 * The state functions that read by runs, one per state of parse5's tokenizer, made once for all pages: a
 * function made per page would lose its optimized code with the page and be compiled again on later pages.
 */
const runStates = new Map<State, State>();

function runState(own: State, name: StateName): State {
  let state = runStates.get(own);
  if (!state) {
    const table = stopTable(STATES[name]);
    const kind = KINDS[name];
    state = function (this: TokenizerInternals, cp: number) {
      if (!takeRun(this, cp, table, kind)) own.call(this, cp);
    };
    runStates.set(own, state);
  }
  return state;
}

/** Makes one tokenizer read by runs; false (the tokenizer left as it is) when parse5 is not the version expected. */
export function readByRuns(tokenizer: Tokenizer): boolean {
  const t = tokenizer as unknown as TokenizerInternals;
  supported ??= hasInternals(t);
  if (!supported) return false;
  for (const name of Object.keys(STATES) as StateName[]) t[name] = runState(t[name], name);
  return true;
}
