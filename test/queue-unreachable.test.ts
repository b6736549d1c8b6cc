// A queue address where no Redis answers ends `kitten status` and `kitten extract --queue` at once with one
// line naming the address and why (exit 1), instead of BullMQ's connection retrying silently for ever.
// Needs no redis-server: the "servers" here are plain sockets on 127.0.0.1.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { main } from '../src/cli/main.js';
import { checkReachable, QueueUnreachable } from '../src/distributed/connection.js';

/** A loopback server that answers every connection's first bytes with `reply`; resolves to its port. */
async function answering(reply: string): Promise<{ server: Server; port: number }> {
  const server = createServer((s) => s.once('data', () => s.end(reply)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as { port: number }).port };
}

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const { server, port } = await answering('');
  await new Promise((r) => server.close(r));
  return port;
}

/** Runs the CLI in-process, capturing standard error. */
async function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  const write = process.stderr.write;
  let stderr = '';
  process.stderr.write = ((chunk: string) => {
    stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    const code = await main(args);
    return { code, stderr };
  } finally {
    process.stderr.write = write;
    process.exitCode = 0;
  }
}

test('status and a queued extract on a closed port fail at once with one clear line (exit 1)', async () => {
  const url = `redis://127.0.0.1:${await closedPort()}`;
  const status = await cli(['status', '--queue', url]);
  assert.equal(status.code, 1);
  assert.match(status.stderr, new RegExp(`^kitten: cannot reach the queue ${url}: .*ECONNREFUSED`));

  const root = mkdtempSync(join(tmpdir(), 'kitten-queue-unreachable-'));
  try {
    writeFileSync(join(root, 'page.html'), '<p>A page.</p>');
    const run = await cli(['extract', '--queue', url, '-o', join(root, 'out'), join(root, 'page.html')]);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^kitten: cannot reach the queue .*ECONNREFUSED/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('something that answers but is not Redis is named as such', async () => {
  const { server, port } = await answering('HTTP/1.1 400 Bad Request\r\n\r\n');
  try {
    await assert.rejects(
      checkReachable(`redis://127.0.0.1:${port}`),
      (e) => e instanceof QueueUnreachable && /not Redis/.test(e.message),
    );
  } finally {
    server.close();
  }
});

test('a Redis that wants a password still counts as reached (BullMQ reports the password itself)', async () => {
  const { server, port } = await answering('-NOAUTH Authentication required.\r\n');
  try {
    await checkReachable(`redis://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
});
