import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { shownTabPanelsOf } from '../src/clean/tab-panels.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const prose = (k: number) =>
  `<p>The command line tools let you build, run and test your functions on your own machine, part ${k}, before you publish them, and they read the same settings as the cloud.</p>`;
// A documentation page's install steps, one tab per operating system (WAI-ARIA's tabs pattern): the chosen
// panel is two linked lines, the hidden ones hold the steps the reader opens with one click.
const PAGE = `<html><body><div class="content"><h1>Develop functions locally</h1>${times(4, prose)}
<div class="tabGroup"><ul role="tablist"><li><a href="#w" role="tab">Windows</a></li><li><a href="#m" role="tab">macOS</a></li>
<li><a href="#l" role="tab">Linux</a></li></ul>
<section id="w" role="tabpanel"><p>Run the <a href="/msi">Windows installer for version four</a> from <a href="/rel">the releases page</a>.</p></section>
<section id="m" role="tabpanel" hidden="hidden"><ol><li><p>Install the package manager first, if it is not already installed on this machine.</p></li>
<li><p>Install the core tools package with the package manager, then check the version it prints.</p></li></ol></section>
<section id="l" role="tabpanel" hidden="hidden"><ol><li><p>Install the package repository key, to validate the integrity of every package you download.</p></li>
<li><p>Set up the source list before doing an update, then install the core tools package from it.</p></li></ol></section>
</div>${times(2, prose)}</div></body></html>`;

const insideOf = (articleTabPanels: number) => {
  const blocks = blocksOf(PAGE);
  const skip = hiddenBlocks(blocks);
  const region = articleRegionOf(blocks, { articleClean: 1, articleTabPanels }, skip);
  assert.ok(region);
  return (start: string) => region.inside[blocks.findIndex((b) => b.text.startsWith(start))] === 1;
};

test('tab panels: a tab widget is weighed with its hidden panels and stays in the article', () => {
  const inside = insideOf(1);
  assert.ok(inside('The command line tools'));
  assert.ok(inside('Install the package repository key'));
  assert.ok(inside('Install the core tools package'));
});

test('tab panels: without the setting the chosen panel\u2019s links clean the whole widget away', () => {
  const inside = insideOf(0);
  assert.ok(inside('The command line tools'));
  assert.ok(!inside('Install the package repository key'));
});

test('tab panels: only a tab panel\u2019s own hiding is undone, not a hidden box inside it or elsewhere', () => {
  const page = `<html><body><div role="tabpanel" hidden><p>Shown by its tab.</p><div style="display:none"><p>A collapsed note.</p></div></div>
<div hidden><p>A hidden copy.</p></div></body></html>`;
  const blocks = blocksOf(page);
  const skip = shownTabPanelsOf(blocks, hiddenBlocks(blocks));
  const at = (t: string) => skip[blocks.findIndex((b) => b.text.startsWith(t))];
  assert.equal(at('Shown by its tab.'), 0);
  assert.equal(at('A collapsed note.'), 1);
  assert.equal(at('A hidden copy.'), 1);
});
