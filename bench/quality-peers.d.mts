import type { Metadata } from '../src/eval/metadata-score.js';

export interface Peer {
  name: string;
  label: string;
  /** The article's HTML (null: the peer found none) and metadata. */
  article(bytes: Uint8Array): Promise<{ html: string | null; meta: Metadata | null }>;
}
export const PEER_NAMES: readonly string[];
export function loadPeer(name: string): Promise<Peer | null>;
