// bench/quality-child.ts for a peer, under plain node (see quality-peers.mjs): runs one chunk of pages and
// sends each page's article HTML (`html: true`: the parent turns it into the set's text, with Kitten's code),
// then the process's peak RSS and CPU time. Each page is followed by a turn of the event loop (the awaited
// send): jsdom lets go of a closed window's objects only then (without it the live heap grew ~8 MB a page).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadPeer } from './quality-peers.mjs';

const send = (msg) => new Promise((done) => process.send(msg, () => done()));

process.once('message', async (job) => {
  const peer = await loadPeer(job.contender.peer);
  if (!peer) throw new Error(`peer ${job.contender.peer} is not installed`);
  for (const [i, p] of job.pages.entries()) {
    try {
      const raw = readFileSync(p.input);
      const { html, meta } = await peer.article(/\.gz$/i.test(p.input) ? gunzipSync(raw) : raw);
      await send({ page: i, html: true, out: { text: html ?? '', ...(meta ? { meta } : {}) } });
    } catch (e) {
      await send({ page: i, out: { text: '' }, error: e?.message ?? String(e) });
    }
  }
  const cpu = process.cpuUsage();
  const last = {
    done: true,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
  process.send(last, () => process.exit(0));
});
