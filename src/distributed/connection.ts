// `redis://HOST:PORT[/DB]` → the connection settings BullMQ gives ioredis, and the queue's name.
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { ConnectionOptions } from 'bullmq';

/** The one queue of a Kitten cluster (several runs share it; a job names its run). */
export const QUEUE_NAME = 'kitten';

export class QueueUrlError extends Error {}

/** The queue's Redis did not answer when a command started (refused, unknown host, not Redis). */
export class QueueUnreachable extends Error {}

/**
 * Checks once that a Redis answers at the queue's address (a PING: `+PONG`, or an error such as `-NOAUTH` that
 * only Redis says), within `timeoutMs`. BullMQ's connection retries for ever, which a worker wants while Redis
 * restarts; without this check a submit or `kitten status` given a wrong address waits silently for ever.
 */
export function checkReachable(url: string, timeoutMs = 10_000): Promise<void> {
  const c = parseQueueUrl(url);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      socket.destroy();
      reject(new QueueUnreachable(`cannot reach the queue ${url}: ${why}`));
    };
    const onOpen = () => socket.write('PING\r\n');
    const socket: Socket = c.tls
      ? tlsConnect({ host: c.host, port: c.port, servername: c.host }, onOpen)
      : netConnect({ host: c.host, port: c.port }, onOpen);
    socket.setTimeout(timeoutMs, () => fail(`no answer in ${timeoutMs / 1000} s`));
    socket.once('error', (e) => fail(e.message));
    socket.once('data', (d) => {
      const first = d.toString('latin1', 0, 1);
      if (first === '+' || first === '-') {
        socket.destroy();
        resolve();
      } else fail('what answers there is not Redis');
    });
    socket.once('end', () => fail('the connection was closed without an answer'));
  });
}

export function parseQueueUrl(
  url: string,
): ConnectionOptions & { host: string; port: number; db: number; tls?: object } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new QueueUrlError(`invalid queue ${JSON.stringify(url)}: expected redis://HOST:PORT[/DB]`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new QueueUrlError(`invalid queue ${JSON.stringify(url)}: expected redis://HOST:PORT[/DB]`);
  }
  const db = u.pathname === '' || u.pathname === '/' ? 0 : Number(u.pathname.slice(1));
  if (!Number.isInteger(db) || db < 0)
    throw new QueueUrlError(`invalid queue ${JSON.stringify(url)}: bad database number`);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    db,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    // BullMQ's workers block on Redis; ioredis must retry forever rather than fail a blocked command.
    maxRetriesPerRequest: null,
  };
}
