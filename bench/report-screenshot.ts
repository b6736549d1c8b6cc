// Screenshots of an eval report in Debian's Chromium (playwright-core, no browser download), for the README:
//   node --import tsx bench/report-screenshot.ts REPORT.html OUT.png [--page NAME]   (CHROMIUM_PATH overrides the binary)
// OUT.png: the top of the page (bars per page kind, the start of the sortable table). With --page, a second
// picture OUT-page.png of that page's side-by-side view, opened as a click on its link opens it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, launchChromium } from '../test/helpers/chromium.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { page: { type: 'string' } },
});
const [report, png] = positionals;
if (!report || !png) throw new Error('usage: report-screenshot.ts REPORT.html OUT.png [--page NAME]');
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`file://${resolve(report)}`);
  await page.screenshot({ path: png });
  if (values.page) {
    await page.locator('table.pages a', { hasText: values.page }).first().click();
    const details = page.locator('details.page[open]').first();
    await details.scrollIntoViewIfNeeded();
    await details.screenshot({ path: png.replace(/\.png$/, '-page.png') });
  }
} finally {
  await browser.close();
}
