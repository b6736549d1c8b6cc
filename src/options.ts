// One typed options object for the CLI, config files and library calls; defaults live here only.

export const FORMATS = ['text', 'cleaneval', 'victor', 'json', 'markdown', 'xhtml'] as const;
export type Format = (typeof FORMATS)[number];

export const CLEANERS = ['auto', 'crf', 'kimatu', 'none'] as const;
export type Cleaner = (typeof CLEANERS)[number];

export const REPAIRS = ['html5', 'cleandom'] as const;

/**
 * What the cleaners keep: `main`, the page's main content as Readability.js and trafilatura users expect
 * (an article's body, a thread's posts, a listing's entries; no headline line, comments or teasers), or
 * `corpus`, all running text worth a corpus (CleanEval's definition: comments and every entry kept).
 */
export const SCOPES = ['main', 'corpus'] as const;
export type Scope = (typeof SCOPES)[number];
export type Repair = (typeof REPAIRS)[number];

/**
 * How a data table reads in `text` (and `json`'s text): `sentences`, the Kitten paper's one sentence per row
 * linking each value to its headers, for a parser; `rows`, one line per row with its cells joined by ` | `, as
 * trafilatura writes it and main-content golds keep it; `auto`, rows in the `main` scope and sentences in
 * `corpus`.
 */
export const TABLE_TEXTS = ['auto', 'rows', 'sentences'] as const;
export type TableText = (typeof TABLE_TEXTS)[number];

export interface Options {
  format: Format;
  clean: Cleaner;
  /** What the cleaners keep (see `SCOPES`); `clean: 'none'` keeps every block whatever the scope. */
  scope: Scope;
  repair: Repair;
  /** Forced input encoding (a WHATWG label), overriding every other source. */
  encoding: string | null;
  tables: boolean;
  /** How data tables read in text (see `TABLE_TEXTS`). */
  tableText: TableText;
  lists: boolean;
  segmentation: boolean;
  abbr: boolean;
  keepMenus: boolean;
  /** Markdown: write links as `[text](href)`. */
  links: boolean;
  /** Path of a CRF model JSON; null means the bundled model. */
  model: string | null;
}

export const DEFAULT_OPTIONS: Readonly<Options> = Object.freeze({
  format: 'text',
  clean: 'auto',
  scope: 'main',
  repair: 'html5',
  encoding: null,
  tables: true,
  tableText: 'auto',
  lists: true,
  segmentation: true,
  abbr: true,
  keepMenus: false,
  links: false,
  model: null,
});

/** A bad option value; a `TypeError`, as the README promises for bad arguments of the library. */
export class OptionError extends TypeError {
  override name = 'OptionError';
}

function pick<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OptionError(`invalid ${name} ${JSON.stringify(value)}: expected one of ${allowed.join(', ')}`);
}

function bool(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  throw new OptionError(`invalid ${name} ${JSON.stringify(value)}: expected true or false`);
}

function strOrNull(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  throw new OptionError(`invalid ${name} ${JSON.stringify(value)}: expected a string`);
}

/** Validates a partial options object (camelCase keys) and fills in the defaults. Unknown keys are errors. */
export function resolveOptions(partial: Partial<Record<keyof Options, unknown>> = {}): Options {
  const o: Options = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    switch (key as keyof Options) {
      case 'format':
        o.format = pick('format', value, FORMATS);
        break;
      case 'clean':
        o.clean = pick('clean', value, CLEANERS);
        break;
      case 'scope':
        o.scope = pick('scope', value, SCOPES);
        break;
      case 'tableText':
        o.tableText = pick('table text', value, TABLE_TEXTS);
        break;
      case 'repair':
        o.repair = pick('repair', value, REPAIRS);
        break;
      case 'encoding':
      case 'model':
        o[key as 'encoding'] = strOrNull(key, value);
        break;
      case 'tables':
      case 'lists':
      case 'segmentation':
      case 'abbr':
      case 'keepMenus':
      case 'links':
        o[key as 'tables'] = bool(key, value);
        break;
      default:
        throw new OptionError(`unknown option ${JSON.stringify(key)}`);
    }
  }
  return o;
}

/** The table text `auto` stands for in these options' scope. */
export function tableTextOf(o: Pick<Options, 'tableText' | 'scope'>): 'rows' | 'sentences' {
  if (o.tableText !== 'auto') return o.tableText;
  return o.scope === 'main' ? 'rows' : 'sentences';
}

/**
 * Bundled named configs (`--config NAME`): option sets for a task, applied below the flags typed.
 * `cleaneval`: the CLEANEVAL shared task's definition of content and its output format.
 */
export const NAMED_CONFIGS: Readonly<Record<string, Readonly<Partial<Options>>>> = Object.freeze({
  cleaneval: Object.freeze({ scope: 'corpus', format: 'cleaneval' } as Partial<Options>),
});
