// `redis://HOST:PORT[/DB]` → the connection settings BullMQ gives ioredis, and the queue's name.
import type { ConnectionOptions } from 'bullmq';

/** The one queue of a Kitten cluster (several runs share it; a job names its run). */
export const QUEUE_NAME = 'kitten';

export class QueueUrlError extends Error {}

export function parseQueueUrl(url: string): ConnectionOptions & { host: string; port: number; db: number } {
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
