import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageOutcome, PageTask } from '../src/batch/page-task.js';
import { type PageRecord, runPages } from '../src/batch/pages.js';
import type { PageRunner } from '../src/batch/runner.js';
import type { InputPage } from '../src/input/types.js';
import { resolveOptions } from '../src/options.js';

async function* pagesOf(n: number): AsyncGenerator<InputPage> {
  for (let i = 0; i < n; i++) {
    const bytes = new TextEncoder().encode(`<p>page ${i}</p>`);
    yield { name: `p${i}`, relPath: `p${i}`, bytes, error: null, url: null, transportEncoding: null };
  }
}

/** A runner whose first page ends only when `release` is called; every other page ends at once. */
function slowFirstRunner() {
  const started: string[] = [];
  let release = () => {};
  const runner: PageRunner = {
    run: (task: PageTask) => {
      const text = new TextDecoder().decode(task.bytes);
      started.push(text);
      const ok: PageOutcome = { status: 'ok', output: text, log: [] };
      if (started.length > 1) return Promise.resolve(ok);
      return new Promise((resolve) => {
        release = () => resolve(ok);
      });
    },
    close: async () => {},
  };
  return { runner, started, release: () => release() };
}

/** Runs `pages` pages; `onStart` hears each start: how many so far, and whether the first page had ended. */
async function run(
  pages: number,
  window: number,
  held: number | undefined,
  onStart: (n: number, firstEnded: boolean) => void,
) {
  const { runner, started, release } = slowFirstRunner();
  let firstEnded = false;
  const records: [string, string | null][] = [];
  const counting: PageRunner = {
    run: (task) => {
      const outcome = runner.run(task);
      onStart(started.length, firstEnded);
      if (started.length === pages || (held !== undefined && started.length === window + held)) {
        setTimeout(() => {
          firstEnded = true;
          release();
        }, 10);
      }
      return outcome;
    },
    close: runner.close,
  };
  await runPages(pagesOf(pages), {
    options: resolveOptions({ clean: 'none' }),
    out: null,
    runner: counting,
    window,
    held,
    resume: false,
    readerName: 'test',
    onRecord: async (record: PageRecord, output: string | null) => {
      records.push([record.input, output]);
    },
  });
  return { records, started };
}

test('runPages: a slow page does not stop the pages after it from running, and records stay in input order', async () => {
  let most = 0;
  const { records } = await run(8, 2, undefined, (n) => {
    most = Math.max(most, n);
  });
  // All 8 pages started while the first was still running (its release waits for the 8th start).
  assert.equal(most, 8);
  assert.deepEqual(
    records.map(([name]) => name),
    ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'],
  );
  assert.deepEqual(
    records.map(([, output]) => output),
    Array.from({ length: 8 }, (_, i) => `<p>page ${i}</p>`),
  );
});

test('runPages: finished pages waiting behind a slow one are bounded by `held`', async () => {
  let mostBeforeRelease = 0;
  const { records } = await run(10, 2, 3, (n, firstEnded) => {
    if (!firstEnded) mostBeforeRelease = Math.max(mostBeforeRelease, n);
  });
  // window 2 + held 3: the sixth page waits until the first has ended and been recorded.
  assert.equal(mostBeforeRelease, 5);
  assert.equal(records.length, 10);
  assert.deepEqual(
    records.map(([name]) => name),
    Array.from({ length: 10 }, (_, i) => `p${i}`),
  );
});
