// The annotation app in a real browser (playwright-core driving Debian's chromium): block marks match
// `extract -f victor`, keys label blocks and the .anno on disk follows, page scripts never run and no request
// leaves 127.0.0.1.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { singlePageManifest } from '../src/annotate/queue.js';
import { type AnnotateServer, startServer } from '../src/annotate/server.js';
import { Session } from '../src/annotate/session.js';
import { extract } from '../src/index.js';
import { resolveOptions } from '../src/options.js';
import { chromiumSkip, launchChromium } from './helpers/chromium.js';

const FIXTURE = new URL('./fixtures/annotate/page.html', import.meta.url);
const skip = chromiumSkip();

/** Polls `probe` until it returns a value (the server writes after the browser's request, not before). */
async function eventually<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const v = probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * Runs `read` on the page frame, again if the frame was reloading: the app reloads it after each save, and
 * an out-of-process frame is briefly absent from `page.frames()` while it is swapped.
 */
async function onFrame<T>(page: Page, read: (f: Frame) => Promise<T>): Promise<T> {
  let last: unknown = null;
  for (let attempt = 0; attempt < 300; attempt++) {
    await page.waitForLoadState('networkidle');
    const frame = page.frames().find((f) => f.url().includes('/frame/'));
    if (!frame)
      last = new Error(
        `the page frame is not loaded: ${page
          .frames()
          .map((f) => f.url())
          .join(' ')}`,
      );
    if (frame) {
      try {
        return await read(frame);
      } catch (e) {
        last = e;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw last;
}

describe('kitten annotate in chromium', { skip }, () => {
  let dir: string;
  let browser: Browser;
  let server: AnnotateServer;
  let page: Page;
  const requests: string[] = [];
  const dialogs: string[] = [];
  let expected: string[];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kitten-annotate-browser-'));
    const pagePath = join(dir, 'page.html');
    copyFileSync(FIXTURE, pagePath);
    const opts = resolveOptions({ format: 'victor' });
    const r = extract(readFileSync(pagePath), { format: 'victor' });
    assert.equal(r.status, 'ok');
    expected = r.status === 'ok' ? r.output.trimEnd().split('\n') : [];
    const single = singlePageManifest(pagePath, join(dir, 'page.anno'), 'corpus', null);
    const session = new Session(single.dir, single.manifest, opts, null);
    session.measureAll();
    server = await startServer(session, 0);
    browser = await launchChromium([
      // The sandboxed page frame stays in the app's renderer: playwright then tracks it through every reload
      // (an out-of-process frame was seen missing from page.frames() for 30 s on a loaded machine).
      '--disable-features=IsolateSandboxedIframes',
    ]);
    page = await browser.newPage();
    page.on('request', (req) => requests.push(req.url()));
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('labels the first blocks with o, h, p pressed right after load, the rest as the model gave them', async () => {
    await page.goto(server.url);
    await page.keyboard.press('o');
    await page.keyboard.press('h');
    await page.keyboard.press('p');
    const anno = join(dir, 'page.anno');
    const lines = await eventually(() => {
      if (!existsSync(anno)) return undefined;
      const l = readFileSync(anno, 'utf8').trimEnd().split('\n');
      return l[0]?.startsWith('[o]') && l[1]?.startsWith('[h]') && l[2]?.startsWith('[p]') ? l : undefined;
    }, '.anno starting [o] [h] [p]');
    assert.equal(lines.length, expected.length);
    for (let i = 0; i < lines.length; i++) {
      assert.equal(lines[i].slice(4), expected[i].slice(4), `text of block ${i}`);
      if (i >= 3) assert.equal(lines[i], expected[i], `model label of block ${i}`);
    }
    // The list shows the given labels apart from the model's.
    assert.equal(await page.locator('#blocks li.given').count(), 3);
    assert.equal(await page.locator('#blocks li.current').getAttribute('data-block'), '3');
  });

  it('marks every block with data-block, in the app and in the frame', async () => {
    const values = new Set<string>();
    for (const frame of page.frames()) {
      const found = await frame
        .$$eval('[data-block]', (els) => els.map((e) => e.getAttribute('data-block') ?? ''))
        .catch(() => [] as string[]);
      for (const v of found) values.add(v);
    }
    assert.equal(values.size, expected.length);
    // The frame holds the page's visible blocks, numbered as in the list (read again if it was reloading).
    const inFrame = await onFrame(page, (f) =>
      f.$$eval('[data-block]', (els) => els.map((e) => e.getAttribute('data-block'))),
    );
    assert.ok(inFrame.length >= expected.length - 4, `${inFrame.length} blocks marked in the frame`);
  });

  it('runs no page script or handler and sends no request to another host', async () => {
    // Let the frame settle (image loads, handlers) before reading what happened.
    const [title, html] = await onFrame(page, async (f) => [await f.title(), await f.content()]);
    assert.equal(title, 'Kitten annotation fixture');
    assert.doesNotMatch(html, /<script|onerror|onload|onclick|remote\.example/i);
    const origin = new URL(server.url).origin;
    const foreign = requests.filter((u) => !u.startsWith(`${origin}/`));
    assert.deepEqual(foreign, []);
    assert.deepEqual(dialogs, []);
  });

  it('undoes with u and moves with the arrows', async () => {
    await page.keyboard.press('u');
    const anno = join(dir, 'page.anno');
    await eventually(() => {
      const l = readFileSync(anno, 'utf8').split('\n');
      return l[2] === expected[2] ? true : undefined;
    }, 'block 2 back to the model label');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('l');
    await eventually(() => {
      const l = readFileSync(anno, 'utf8').split('\n');
      return l[3]?.startsWith('[l]') ? true : undefined;
    }, 'block 3 labelled l');
  });

  it('a click selects a block; shift-click then a key labels the range', async () => {
    await page.locator('#blocks li[data-block="5"]').click();
    assert.equal(await page.locator('#blocks li.current').getAttribute('data-block'), '5');
    await page.locator('#blocks li[data-block="7"]').click({ modifiers: ['Shift'] });
    assert.equal(await page.locator('#blocks li.selected').count(), 3);
    await page.keyboard.press('h');
    const anno = join(dir, 'page.anno');
    const lines = await eventually(() => {
      const l = readFileSync(anno, 'utf8').split('\n');
      return l[5]?.startsWith('[h]') && l[6]?.startsWith('[h]') && l[7]?.startsWith('[h]') ? l : undefined;
    }, 'blocks 5..7 labelled h');
    assert.equal(lines[8], expected[8], 'the block after the range keeps its label');
    assert.equal(await page.locator('#blocks li.current').getAttribute('data-block'), '8');
  });

  it('keys still work after a click into the page frame', async () => {
    await page.locator('#blocks li[data-block="10"]').click();
    await page.locator('#frame').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('c');
    const anno = join(dir, 'page.anno');
    await eventually(() => {
      const l = readFileSync(anno, 'utf8').split('\n');
      return l[10]?.startsWith('[c]') ? true : undefined;
    }, 'block 10 labelled c after a click in the frame');
  });
});
