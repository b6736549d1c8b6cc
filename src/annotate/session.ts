// An annotation session: the queue of pages, each page's labels (a person's where given, the model's
// elsewhere), saved atomically to its `.anno` and the manifest after every change. Pages are analysed on
// demand and the model file is watched, so a `kitten learn` that rewrites it re-labels the untouched blocks
// and re-orders the queue.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Label } from '../blocks/block.js';
import { LABELS } from '../blocks/block.js';
import { forgetCrfModel } from '../clean/crf.js';
import type { Options, Scope } from '../options.js';
import { renderVictor } from '../render/victor.js';
import { readAnno } from '../training/anno.js';
import { frameDocument } from './frame.js';
import {
  type Manifest,
  type ManifestPage,
  resolveManifestPath,
  writeAnnotateManifest,
  writeFileAtomicSync,
} from './manifest.js';
import { type AnalysedPage, analysePage } from './page.js';

/** A page of the queue: its manifest entry and, once opened, its labels. */
interface PageState {
  labels: Label[];
  given: boolean[];
}

export interface BlockView {
  text: string;
  label: Label;
  model: Label;
  given: boolean;
  hidden: boolean;
  entropy: number;
}

export interface PageView {
  index: number;
  name: string;
  url: string | null;
  title: string | null;
  done: boolean;
  blocks: BlockView[];
}

export interface LabelChange {
  block: number;
  label: Label;
  given: boolean;
}

export class PageError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

const LABEL_SET = new Set<string>(LABELS);

export class Session {
  readonly dir: string;
  readonly manifest: Manifest;
  private readonly opts: Options;
  /** The model file named by `--model` (it may appear or change while the session runs). */
  private readonly modelFile: string | null;
  private modelStamp = -1;
  private readonly analysed = new Map<number, AnalysedPage>();
  private readonly states = new Map<number, PageState>();
  /** Pages to show first: most uncertain first, done pages last. */
  order: number[];

  constructor(dir: string, manifest: Manifest, opts: Options, modelFile: string | null) {
    this.dir = dir;
    this.manifest = manifest;
    this.opts = opts;
    this.modelFile = modelFile ? resolve(modelFile) : null;
    this.order = manifest.pages.map((_, i) => i);
    this.refreshModel();
  }

  get scope(): Scope {
    return this.manifest.scope;
  }

  /**
   * Options for the pipeline: the model file once it exists, the bundled model before. Pre-labels are those of
   * `kitten extract -f victor` with the same options, whatever scope the person's labels follow.
   */
  private pipelineOptions(): Options {
    const model = this.modelFile && existsSync(this.modelFile) ? this.modelFile : null;
    return { ...this.opts, model };
  }

  /**
   * Notices a new or rewritten model file; returns whether the model changed. A file that does not parse
   * (being written) is ignored until it does: the model in use stays.
   */
  refreshModel(): boolean {
    if (!this.modelFile) return false;
    let stamp = 0;
    try {
      stamp = statSync(this.modelFile).mtimeMs;
    } catch {
      stamp = 0;
    }
    if (stamp === this.modelStamp) return false;
    if (stamp !== 0) {
      try {
        JSON.parse(readFileSync(this.modelFile, 'utf8'));
      } catch {
        return false;
      }
    }
    const first = this.modelStamp === -1;
    this.modelStamp = stamp;
    forgetCrfModel(this.modelFile);
    if (first) return false;
    this.analysed.clear();
    this.states.clear();
    return true;
  }

  /** Analyses every page not yet measured (or all after a model change) and orders the queue. */
  measureAll(progress?: (done: number, total: number) => void): void {
    const pages = this.manifest.pages;
    for (let i = 0; i < pages.length; i++) {
      try {
        pages[i].uncertainty = this.analyse(i).uncertainty;
      } catch {
        pages[i].uncertainty = -1; // unreadable pages go last; opening one shows why
      }
      progress?.(i + 1, pages.length);
    }
    this.sortQueue();
    this.saveManifest();
  }

  sortQueue(): void {
    const pages = this.manifest.pages;
    this.order = pages
      .map((_, i) => i)
      .sort((a, b) => {
        const pa = pages[a];
        const pb = pages[b];
        if (pa.done !== pb.done) return pa.done ? 1 : -1;
        return pb.uncertainty - pa.uncertainty || a - b;
      });
  }

  /** After a model change, the queue's order and the untouched labels follow the new model. */
  checkModel(): void {
    if (this.refreshModel()) this.measureAll();
  }

  private entry(i: number): ManifestPage {
    const p = this.manifest.pages[i];
    if (!p) throw new PageError('no-page', `no page ${i} in the queue`);
    return p;
  }

  private analyse(i: number): AnalysedPage {
    const cached = this.analysed.get(i);
    if (cached) return cached;
    const p = this.entry(i);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(resolveManifestPath(this.dir, p.page)));
    } catch (e) {
      throw new PageError('read-failed', `${p.source}: ${(e as Error).message}`);
    }
    const r = analysePage(
      { bytes, url: p.url, transportEncoding: p.transportEncoding },
      this.pipelineOptions(),
    );
    if (!r.ok) throw new PageError(r.reason, `${p.source}: ${r.message}`);
    if (r.page.blocks.length === 0)
      throw new PageError('no-blocks', `${p.source}: the page has no text blocks`);
    // Keep a few pages only: a queue may be long, and the current page and its neighbours are what is read.
    if (this.analysed.size >= 4) this.analysed.delete(this.analysed.keys().next().value as number);
    this.analysed.set(i, r.page);
    return r.page;
  }

  /** The labels of page i: from its `.anno` (a person's labels where given) over the model's. */
  private state(i: number): PageState {
    const known = this.states.get(i);
    if (known) return known;
    const p = this.entry(i);
    const page = this.analyse(i);
    const n = page.blocks.length;
    const labels = page.modelLabels.slice();
    const given = new Array<boolean>(n).fill(false);
    const annoPath = resolveManifestPath(this.dir, p.anno);
    if (existsSync(annoPath)) {
      const read = readAnno(readFileSync(annoPath, 'utf8'));
      if (!read.ok) throw new PageError('bad-anno', `${annoPath}:${read.line}: ${read.reason}`);
      const lines = read.lines;
      const differs = lines.findIndex((l, k) => k >= n || l.text !== page.blocks[k].text);
      if (lines.length !== n || differs >= 0)
        throw new PageError(
          'anno-mismatch',
          `${annoPath} has ${lines.length} lines for the page's ${n} blocks` +
            (differs >= 0 ? ` (line ${differs + 1} differs)` : '') +
            '; move it away or name another annotation file',
        );
      // A file this tool never saved (made elsewhere) is a person's work throughout.
      const ours = p.blocks > 0;
      const byPerson = new Set(p.given);
      for (let k = 0; k < n; k++) {
        if (ours && !byPerson.has(k)) continue;
        labels[k] = lines[k].label;
        given[k] = true;
      }
    }
    const s = { labels, given };
    this.states.set(i, s);
    return s;
  }

  view(i: number): PageView {
    const p = this.entry(i);
    const page = this.analyse(i);
    const s = this.state(i);
    return {
      index: i,
      name: p.source,
      url: page.url,
      title: page.title,
      done: p.done,
      blocks: page.blocks.map((b, k) => ({
        text: b.text,
        label: s.labels[k],
        model: page.modelLabels[k],
        given: s.given[k],
        hidden: page.hidden[k],
        entropy: Math.round(page.entropy[k] * 1000) / 1000,
      })),
    };
  }

  frame(i: number): string {
    const page = this.analyse(i);
    const s = this.state(i);
    if (!page.doc) throw new PageError('no-blocks', `${this.entry(i).source}: the page has no text blocks`);
    return frameDocument(page.doc, page.blocks, s, page.styleSheets);
  }

  /** Applies label changes and saves the page's `.anno` and the manifest before returning. */
  setLabels(i: number, changes: readonly LabelChange[]): void {
    const s = this.state(i);
    const n = s.labels.length;
    for (const c of changes) {
      if (!Number.isInteger(c.block) || c.block < 0 || c.block >= n)
        throw new PageError('bad-request', `block ${c.block} is not a block of page ${i} (0..${n - 1})`);
      if (!LABEL_SET.has(c.label))
        throw new PageError('bad-request', `unknown label ${JSON.stringify(c.label)}`);
    }
    const page = this.analyse(i);
    for (const c of changes) {
      s.labels[c.block] = c.given ? c.label : page.modelLabels[c.block];
      s.given[c.block] = c.given;
    }
    this.save(i);
  }

  setDone(i: number, done: boolean): void {
    this.state(i);
    this.entry(i).done = done;
    this.save(i);
    this.sortQueue();
  }

  private save(i: number): void {
    const p = this.entry(i);
    const page = this.analyse(i);
    const s = this.state(i);
    writeFileAtomicSync(resolveManifestPath(this.dir, p.anno), renderVictor(page.blocks, s.labels));
    p.given = [];
    for (let k = 0; k < s.given.length; k++) if (s.given[k]) p.given.push(k);
    p.blocks = page.blocks.length;
    this.saveManifest();
  }

  saveManifest(): void {
    writeAnnotateManifest(this.dir, this.manifest);
  }

  progress(): { done: number; total: number } {
    return { done: this.manifest.pages.filter((p) => p.done).length, total: this.manifest.pages.length };
  }
}
