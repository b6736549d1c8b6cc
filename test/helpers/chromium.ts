// Debian's Chromium driven by playwright-core (no browser download), for the browser tests and the README's
// screenshots: one path, one rule for a missing binary, one set of flags for this machine's closed network.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `false` when Chromium is there; otherwise the skip reason with its install hint. Under CI a missing binary
 * is a failure, never a skip.
 */
export function chromiumSkip(): string | false {
  if (existsSync(CHROMIUM)) return false;
  if (process.env.CI === 'true')
    throw new Error(`${CHROMIUM} is missing under CI: apt-get install -y chromium`);
  return `needs ${CHROMIUM} (apt-get install -y chromium)`;
}

/** Headless, with the background networking that this machine's closed network would refuse switched off. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
