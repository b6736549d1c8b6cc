// The annotation server without a browser: where it listens, what it refuses (token, Host, Origin, traversal
// however encoded), atomic saves that survive a restart, and a queue with bad pages in it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { readAnnotateManifest, writeFileAtomicSync } from '../src/annotate/manifest.js';
import { queueManifest, singlePageManifest } from '../src/annotate/queue.js';
import { type AnnotateServer, FRAME_CSP, startServer } from '../src/annotate/server.js';
import { PageError, Session } from '../src/annotate/session.js';
import { extract } from '../src/index.js';
import { resolveOptions } from '../src/options.js';

const FIXTURE = new URL('./fixtures/annotate/page.html', import.meta.url);
const SECRET = 'SECRET-MARKER-7f3a';
const opts = resolveOptions({ format: 'victor' });

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw HTTP request: the path is sent exactly as given (no client-side normalization of `..`). */
function raw(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

function expectedVictor(path: string): string[] {
  const r = extract(readFileSync(path), { format: 'victor' });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.output.trimEnd().split('\n') : [];
}

describe('annotation server', () => {
  let root: string;
  let dir: string;
  let server: AnnotateServer;
  let session: Session;
  let base: string;
  let origin: string;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'kitten-annotate-'));
    dir = join(root, 'work');
    mkdirSync(dir);
    // A file next to the served folder that no request may read.
    writeFileSync(join(root, 'secret.txt'), SECRET);
    writeFileSync(join(dir, 'secret.txt'), SECRET);
    copyFileSync(FIXTURE, join(dir, 'page.html'));
    const single = singlePageManifest(join(dir, 'page.html'), join(dir, 'page.anno'), 'corpus', null);
    session = new Session(single.dir, single.manifest, opts, null);
    session.measureAll();
    server = await startServer(session, 0);
    base = new URL(server.url).pathname;
    origin = `http://127.0.0.1:${server.port}`;
  });

  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only and prints its URL with the token', async () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/$/);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const address of others) {
      const refused = await new Promise<boolean>((resolve) => {
        const s = connect(server.port, address);
        s.on('connect', () => {
          s.destroy();
          resolve(false);
        });
        s.on('error', () => resolve(true));
      });
      assert.ok(refused, `port ${server.port} must not answer on ${address}`);
    }
    assert.equal((await raw(server.port, base)).status, 200);
  });

  it('refuses a wrong or missing token', async () => {
    assert.equal((await raw(server.port, '/')).status, 403);
    assert.equal((await raw(server.port, `/${'A'.repeat(32)}/`)).status, 403);
    assert.equal((await raw(server.port, `/${'A'.repeat(32)}/api/page/0`)).status, 403);
    assert.equal((await raw(server.port, `${base.slice(0, -2)}/`)).status, 403);
  });

  it('checks Host and Origin', async () => {
    const evilHost = await raw(server.port, `${base}api/state`, {
      headers: { Host: `rebind.example:${server.port}` },
    });
    assert.equal(evilHost.status, 421);
    const crossOrigin = await raw(server.port, `${base}api/state`, {
      headers: { Origin: 'http://evil.example' },
    });
    assert.equal(crossOrigin.status, 403);
    const change = JSON.stringify({ changes: [{ block: 0, label: 'p', given: true }] });
    const json = { 'Content-Type': 'application/json' };
    const noOrigin = await raw(server.port, `${base}api/page/0/labels`, {
      method: 'POST',
      headers: json,
      body: change,
    });
    assert.equal(noOrigin.status, 403);
    const sandboxed = await raw(server.port, `${base}api/page/0/labels`, {
      method: 'POST',
      headers: { ...json, Origin: 'null' },
      body: change,
    });
    assert.equal(sandboxed.status, 403);
    const form = await raw(server.port, `${base}api/page/0/labels`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: 'a=b',
    });
    assert.equal(form.status, 415);
    // Nothing of these reached the file.
    assert.deepEqual(readAnnotateManifest(dir)?.pages[0].given, []);
  });

  it('never serves a file outside what it serves, however the path is encoded', async () => {
    const tricks = [
      '../secret.txt',
      '../../secret.txt',
      '%2e%2e/secret.txt',
      '%2E%2E/%2E%2E/secret.txt',
      '..%2fsecret.txt',
      '..%2F..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      '%252e%252e%252fsecret.txt',
      '..%5csecret.txt',
      '..\\secret.txt',
      'app.js/../../secret.txt',
      'app.js%2f..%2f..%2fsecret.txt',
      'frame/..%2f..%2fsecret.txt',
      'frame/0/../../../secret.txt',
      'frame/%30',
      'frame/-1',
      'frame/7',
      'api/page/1',
      'secret.txt',
      'page.html',
      'page.anno',
      'annotate.json',
      '.%2e/secret.txt',
      '%c0%ae%c0%ae/secret.txt',
      'app.js%00.css',
      './app.js',
      '/..//secret.txt',
    ];
    for (const t of tricks) {
      for (const path of [`${base}${t}`, `/${t}`]) {
        const r = await raw(server.port, path);
        assert.notEqual(r.status, 200, `${path} answered 200`);
        assert.ok(!r.body.includes(SECRET), `${path} leaked a file`);
        assert.ok(!r.body.includes('"name": "kitten"'), `${path} leaked package.json`);
      }
    }
    // Random paths made of traversal pieces: never a file's bytes.
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e',
      '%2E%2e',
      '%2f',
      '%5c',
      '\\',
      '/',
      '//',
      '%00',
      '%252e',
      'secret.txt',
      'app.js',
      'frame',
      'api',
      'page',
      '0',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (parts, withToken) => {
          const path = (withToken ? base : '/') + parts.join('');
          const r = await raw(server.port, path);
          assert.ok(!r.body.includes(SECRET), `${path} leaked a file`);
          if (r.status === 200)
            assert.ok(/^(frame|app\.js|api)/.test(parts.join('')) || parts.join('') === '', path);
        },
      ),
      { numRuns: 150, seed: 12 },
    );
  });

  it('serves the page frame sandboxed, with no script and no remote URL', async () => {
    const r = await raw(server.port, `${base}frame/0`);
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-security-policy'], FRAME_CSP);
    assert.match(FRAME_CSP, /default-src 'none'/);
    assert.match(FRAME_CSP, /(^|; )sandbox($|;)/);
    assert.doesNotMatch(
      r.body,
      /<script|\son[a-z]+=|remote\.example|<base|<link|<meta|<iframe|<object|<embed/i,
    );
    assert.doesNotMatch(r.body, /url\(|@import|image-set|srcset|\ssrc="http/i);
    const marks = [...r.body.matchAll(/data-block="(\d+)"/g)].map((m) => Number(m[1]));
    const expected = expectedVictor(join(dir, 'page.html'));
    assert.ok(marks.every((m) => m >= 0 && m < expected.length));
    assert.deepEqual(
      marks,
      [...marks].sort((a, b) => a - b),
    );
    const app = await raw(server.port, base);
    assert.match(String(app.headers['content-security-policy']), /script-src 'self'/);
    assert.match(app.body, /<iframe id="frame" sandbox=""/);
  });

  it('saves every change at once, atomically, and a restart loses nothing', async () => {
    const expected = expectedVictor(join(dir, 'page.html'));
    const post = (body: unknown) =>
      raw(server.port, `${base}api/page/0/labels`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      });
    assert.equal((await post({ changes: [{ block: 1, label: 'p', given: true }] })).status, 200);
    assert.equal((await post({ changes: [{ block: 2, label: 'x', given: true }] })).status, 400);
    assert.equal((await post({ changes: [{ block: 999, label: 'p', given: true }] })).status, 400);
    assert.equal((await post({ nope: 1 })).status, 400);
    const lines = readFileSync(join(dir, 'page.anno'), 'utf8').trimEnd().split('\n');
    assert.equal(lines.length, expected.length);
    assert.equal(lines[1], `[p] ${expected[1].slice(4)}`);
    for (let i = 0; i < lines.length; i++) if (i !== 1) assert.equal(lines[i], expected[i]);
    assert.deepEqual(
      readdirSync(dir).filter((f) => f.includes('.tmp-')),
      [],
    );
    const done = await raw(server.port, `${base}api/page/0/done`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ done: true }),
    });
    assert.equal(done.status, 200);
    // A new session on the same folder (the tab closed, the process killed) finds the person's label again.
    const again = singlePageManifest(join(dir, 'page.html'), join(dir, 'page.anno'), 'corpus', null);
    const view = new Session(again.dir, again.manifest, opts, null).view(0);
    assert.equal(view.blocks[1].label, 'p');
    assert.equal(view.blocks[1].given, true);
    assert.equal(view.blocks[0].given, false);
    assert.equal(view.done, true);
  });

  it('an interrupted write leaves the old file whole', () => {
    const path = join(root, 'atomic.anno');
    writeFileSync(path, '[p] old\n');
    mkdirSync(`${path}.tmp-${process.pid}`); // the temporary file cannot be written
    assert.throws(() => writeFileAtomicSync(path, '[o] new\n'));
    assert.equal(readFileSync(path, 'utf8'), '[p] old\n');
    rmSync(`${path}.tmp-${process.pid}`, { recursive: true });
    writeFileAtomicSync(path, '[o] new\n');
    assert.equal(readFileSync(path, 'utf8'), '[o] new\n');
  });
});

describe('kitten annotate (the command)', () => {
  it('prints the URL as its first line, answers on it, and stops cleanly on SIGTERM', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kitten-annotate-cli-'));
    try {
      copyFileSync(FIXTURE, join(root, 'page.html'));
      const script =
        "import('./src/cli/main.ts').then((m) => m.main(process.argv.slice(1))).then((c) => process.exit(c))";
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          script,
          'annotate',
          join(root, 'page.html'),
          join(root, 'page.anno'),
          '--no-open',
        ],
        { cwd: new URL('..', import.meta.url), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const first = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
        });
        child.on('exit', () => reject(new Error(`exited before printing a URL: ${out}`)));
      });
      const m = /^http:\/\/127\.0\.0\.1:(\d+)\/[A-Za-z0-9_-]+\/$/.exec(first);
      assert.ok(m, first);
      const r = await raw(Number(m[1]), `${new URL(first).pathname}api/state`);
      assert.equal(r.status, 200);
      assert.equal(JSON.parse(r.body).progress.total, 1);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('annotation queue', () => {
  it('takes the good pages of a folder, reports the bad ones, and refuses bad pages clearly', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kitten-annotate-queue-'));
    try {
      const pages = join(root, 'pages');
      mkdirSync(pages);
      copyFileSync(FIXTURE, join(pages, 'good.html'));
      writeFileSync(join(pages, 'doc.html'), Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'));
      writeFileSync(join(pages, 'empty.html'), '');
      writeFileSync(join(pages, 'broken.html.gz'), 'not gzip at all');
      const out = join(root, 'anno');
      const { manifest, problems } = await queueManifest([pages], out, 'corpus', null);
      assert.deepEqual(
        problems.map((p) => p.reason),
        ['bad-gzip'],
      );
      const session = new Session(out, manifest, opts, null);
      session.measureAll();
      const names = manifest.pages.map((p) => p.source.replace(/^.*\//, ''));
      const good = names.indexOf('good.html');
      assert.ok(good >= 0);
      assert.equal(session.order[0], good, 'readable pages before unreadable ones');
      const pdf = names.indexOf('doc.html');
      assert.throws(
        () => session.view(pdf),
        (e: unknown) => e instanceof PageError && e.reason === 'not-html',
      );
      assert.throws(
        () => session.view(names.indexOf('empty.html')),
        (e: unknown) => e instanceof PageError,
      );
      assert.ok(session.view(good).blocks.length > 5);
      const server = await startServer(session, 0);
      try {
        const base = new URL(server.url).pathname;
        const bad = await raw(server.port, `${base}api/page/${pdf}`);
        assert.equal(bad.status, 422);
        assert.match(JSON.parse(bad.body).error, /doc\.html/);
        assert.equal((await raw(server.port, `${base}api/page/${good}`)).status, 200);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to mix scopes in one folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'kitten-annotate-scope-'));
    try {
      copyFileSync(FIXTURE, join(root, 'page.html'));
      const a = singlePageManifest(join(root, 'page.html'), null, 'corpus', null);
      new Session(a.dir, a.manifest, opts, null).saveManifest();
      assert.throws(() => singlePageManifest(join(root, 'page.html'), null, 'main', null), /scope corpus/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
