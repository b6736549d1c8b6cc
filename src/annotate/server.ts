// The annotation server: Node's http on 127.0.0.1 only. Every URL starts with a random token; Host and Origin
// must name this server (against DNS rebinding and cross-site requests); paths are matched against a fixed
// route table after refusing anything encoded, so no request can name a file. Pages are served only by their
// index in the session's queue, as the sanitized frame document, under a CSP that forbids any request.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Asset, loadAssets } from './assets.js';
import { type LabelChange, PageError, type Session } from './session.js';

export const HOST = '127.0.0.1';
const MAX_BODY = 1 << 20;

const APP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page frame may not fetch anything, run anything or submit anything; it has an opaque origin. */
export const FRAME_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface AnnotateServer {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra = {}): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': type, ...extra });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  });
}

function tokenMatches(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    throw new HttpError(415, 'expected application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'request body is not JSON');
  }
}

function pageIndex(s: string | undefined): number {
  if (!s || !/^\d{1,9}$/.test(s)) throw new HttpError(404, 'not found');
  return Number(s);
}

function labelChanges(body: unknown): LabelChange[] {
  const changes = (body as { changes?: unknown })?.changes;
  if (!Array.isArray(changes)) throw new HttpError(400, 'expected {"changes": [{block, label, given}]}');
  return changes.map((c) => {
    const { block, label, given } = (c ?? {}) as Record<string, unknown>;
    if (typeof block !== 'number' || typeof label !== 'string' || typeof given !== 'boolean')
      throw new HttpError(400, 'each change is {block: number, label: string, given: boolean}');
    return { block, label: label as LabelChange['label'], given };
  });
}

export function startServer(session: Session, port = 0, token = randomBytes(24).toString('base64url')) {
  const assets = loadAssets();
  let allowedHosts: Set<string> = new Set();

  const checkRequest = (req: IncomingMessage): void => {
    if (!allowedHosts.has((req.headers.host ?? '').toLowerCase())) throw new HttpError(421, 'wrong Host');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedHosts.has(origin.replace(/^http:\/\//, '').toLowerCase()))
      throw new HttpError(403, 'cross-origin request');
    if (req.method === 'POST' && origin === undefined) throw new HttpError(403, 'a change needs an Origin');
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'cross-site request');
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    checkRequest(req);
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    const path = q < 0 ? raw : raw.slice(0, q);
    // Our own URLs never need escapes, dots or backslashes: refuse them before any matching.
    if (!/^\/[A-Za-z0-9_\-/]*(?:\.(?:js|css))?$/.test(path) || path.includes('//'))
      throw new HttpError(404, 'not found');
    const seg = path.split('/').slice(1);
    if (!tokenMatches(seg[0] ?? '', token)) throw new HttpError(403, 'wrong or missing token');
    const rest = seg.slice(1);
    const get = req.method === 'GET' || req.method === 'HEAD';
    if (rest.length === 0) {
      res.writeHead(302, { ...COMMON_HEADERS, Location: `/${token}/` });
      res.end();
      return;
    }
    if (rest.length === 1 && get) {
      const asset: Asset | undefined = assets.get(rest[0]);
      if (!asset) throw new HttpError(404, 'not found');
      send(res, 200, asset.type, asset.body, {
        'Content-Security-Policy': APP_CSP,
        'X-Frame-Options': 'DENY',
      });
      return;
    }
    if (rest[0] === 'frame' && rest.length === 2 && get) {
      const body = session.frame(pageIndex(rest[1]));
      send(res, 200, 'application/xhtml+xml; charset=utf-8', body, {
        'Content-Security-Policy': FRAME_CSP,
        'X-Frame-Options': 'SAMEORIGIN',
      });
      return;
    }
    if (rest[0] !== 'api') throw new HttpError(404, 'not found');
    if (rest[1] === 'state' && rest.length === 2 && get) {
      session.checkModel();
      sendJson(res, 200, {
        scope: session.scope,
        progress: session.progress(),
        order: session.order,
        pages: session.manifest.pages.map((p, i) => ({
          index: i,
          name: p.source,
          done: p.done,
          uncertainty: p.uncertainty,
        })),
      });
      return;
    }
    if (rest[1] !== 'page') throw new HttpError(404, 'not found');
    const i = pageIndex(rest[2]);
    if (rest.length === 3 && get) {
      sendJson(res, 200, session.view(i));
      return;
    }
    if (rest.length === 4 && req.method === 'POST' && rest[3] === 'labels') {
      session.setLabels(i, labelChanges(await readJson(req)));
      sendJson(res, 200, { saved: true });
      return;
    }
    if (rest.length === 4 && req.method === 'POST' && rest[3] === 'done') {
      const done = (await readJson(req)) as { done?: unknown };
      if (typeof done?.done !== 'boolean') throw new HttpError(400, 'expected {"done": true|false}');
      session.setDone(i, done.done);
      sendJson(res, 200, { saved: true, progress: session.progress(), order: session.order });
      return;
    }
    throw new HttpError(404, 'not found');
  };

  const server: Server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      if (res.headersSent) return res.destroy();
      if (e instanceof HttpError) return sendJson(res, e.status, { error: e.message });
      if (e instanceof PageError)
        return sendJson(res, e.reason === 'bad-request' ? 400 : 422, { error: e.message, reason: e.reason });
      sendJson(res, 500, { error: (e as Error).message ?? String(e) });
    });
  });

  // An idle keep-alive socket closed by the server just as the app sends a save resets that save: keep idle
  // sockets longer than a person pauses between two keys.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;

  return new Promise<AnnotateServer>((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const actual = (server.address() as AddressInfo).port;
      allowedHosts = new Set([`${HOST}:${actual}`, `localhost:${actual}`]);
      resolveStart({
        url: `http://${HOST}:${actual}/${token}/`,
        port: actual,
        token,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
