// The active-learning loop's two ends: `kitten learn` on an annotation folder takes only the pages a person
// marked done, for the scope asked for; and a session picks up a model file that appears or changes.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { queueManifest } from '../src/annotate/queue.js';
import { Session } from '../src/annotate/session.js';
import { main } from '../src/cli/main.js';
import { extract } from '../src/index.js';
import { resolveOptions } from '../src/options.js';

const FIXTURE = new URL('./fixtures/annotate/page.html', import.meta.url);
const WARC = new URL('./fixtures/input/tiny.warc', import.meta.url);
const BUNDLED_CRF = new URL('../models/crf.json', import.meta.url);
const opts = resolveOptions({ format: 'victor' });

/** Runs `kitten learn …` in-process and returns its exit status and the model's description. */
async function learn(args: string[], out: string): Promise<{ code: number; description: string | null }> {
  const code = await main(['learn', ...args, '--out', out, '--iterations', '15']);
  process.exitCode = 0;
  try {
    return { code, description: JSON.parse(readFileSync(out, 'utf8')).training.description };
  } catch {
    return { code, description: null };
  }
}

describe('annotate → learn', () => {
  it('learn trains on the done pages of the matching scope only (pages from a WARC included)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kitten-annotate-learn-'));
    try {
      const out = join(root, 'anno');
      const { manifest } = await queueManifest([WARC.pathname, FIXTURE.pathname], out, 'corpus', null);
      const session = new Session(out, manifest, opts, null);
      session.measureAll();
      const names = manifest.pages.map((p) => p.source);
      const fromWarc = names.findIndex((n) => n.endsWith('tiny.warc#2'));
      const page = names.findIndex((n) => n.endsWith('page.html'));
      const other = names.findIndex((n) => n.endsWith('tiny.warc#4'));
      // Three pages labelled, two marked done.
      for (const i of [fromWarc, page, other]) session.setLabels(i, [{ block: 0, label: 'o', given: true }]);
      session.setDone(fromWarc, true);
      session.setDone(page, true);

      const model = join(root, 'model.json');
      const corpus = await learn([out], model);
      assert.equal(corpus.code, 0);
      assert.equal(corpus.description, 'kitten learn on 2 annotation files');
      const main_ = await learn([out, '--scope', 'main'], join(root, 'none.json'));
      assert.equal(main_.code, 1, 'no page of scope main');
      assert.equal(main_.description, null);

      // The page saved from the WARC is read with its transport encoding: its texts are the queue's.
      const warcBlocks = session.view(fromWarc).blocks.map((b) => b.text);
      const saved = readFileSync(join(out, manifest.pages[fromWarc].anno), 'utf8').trimEnd().split('\n');
      assert.deepEqual(
        saved.map((l) => l.slice(4)),
        warcBlocks,
      );
      assert.ok(
        warcBlocks.some((t) => /[а-я]/.test(t)),
        'windows-1251 text decoded as Cyrillic',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a session picks up the model file when it appears or changes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kitten-annotate-model-'));
    try {
      const pagePath = join(root, 'page.html');
      copyFileSync(FIXTURE, pagePath);
      const modelFile = join(root, 'model.json');
      const { manifest } = await queueManifest([pagePath], join(root, 'anno'), 'corpus', modelFile);
      const session = new Session(join(root, 'anno'), manifest, opts, modelFile);
      session.measureAll();
      const bytes = readFileSync(pagePath);
      const withBundled = extract(bytes, { format: 'victor' });
      assert.equal(withBundled.status, 'ok');
      if (withBundled.status !== 'ok') return;
      assert.deepEqual(
        session.view(0).blocks.map((b) => b.model),
        withBundled.labels,
      );
      const before = manifest.pages[0].uncertainty;

      // A model file caught half-written is not taken: the labels stay the bundled model's.
      writeFileSync(modelFile, readFileSync(BUNDLED_CRF, 'utf8').slice(0, 500));
      session.checkModel();
      assert.deepEqual(
        session.view(0).blocks.map((b) => b.model),
        withBundled.labels,
      );
      assert.equal(manifest.pages[0].uncertainty, before);

      // `kitten learn --out model.json` writes the file: the next request sees the new model.
      copyFileSync(BUNDLED_CRF, modelFile);
      utimesSync(modelFile, new Date(), new Date(Date.now() + 5000));
      session.checkModel();
      const withNew = extract(bytes, { format: 'victor', model: modelFile });
      assert.equal(withNew.status, 'ok');
      if (withNew.status !== 'ok') return;
      assert.deepEqual(
        session.view(0).blocks.map((b) => b.model),
        withNew.labels,
      );
      assert.notEqual(manifest.pages[0].uncertainty, before, 'the queue is re-measured with the new model');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
