import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { dialogBlocks, isDialogContainer } from '../src/clean/dialogs.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (name: string, attrs: Record<string, string> = {}) =>
  createElement(
    name,
    Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  );

test('dialogs by tag, role, aria-modal and class words; not a closed word inside another', () => {
  assert.ok(isDialogContainer(el('dialog')));
  assert.ok(!isDialogContainer(el('dialog', { open: '' })), 'an open dialog is shown on the page');
  assert.ok(!isDialogContainer(el('div', { role: 'dialog' })), 'a non-modal sheet');
  assert.ok(!isDialogContainer(el('div', { class: 'product-details-modal' })));
  assert.ok(isDialogContainer(el('div', { 'aria-modal': 'true' })));
  assert.ok(isDialogContainer(el('div', { class: 'modal fade' })));
  assert.ok(isDialogContainer(el('div', { class: 'elementor elementor-location-popup' })));
  assert.ok(isDialogContainer(el('div', { id: 'cliSettingsPopup' })));
  assert.ok(!isDialogContainer(el('div', { class: 'modality-list' })));
  assert.ok(!isDialogContainer(el('body', { class: 'modal-open' })));
});

test("a sign-up modal's blocks go; a wrapper named like one holding the page stays", () => {
  const body = '<p>We repair roofs across the county, in every season, with a written warranty.</p>'.repeat(
    4,
  );
  const modal =
    '<div class="modal"><h2>Get a free quote</h2><p>Leave your number and we call you back.</p></div>';
  const blocks = buildBlocks(parseHtml5(`<main>${body}</main>${modal}`));
  const drop = dialogBlocks(blocks, 0.5);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Get a free quote', 'Leave your number and we call you back.'],
  );
  const wrapped = buildBlocks(parseHtml5(`<div class="popup-wrapper">${body}</div>`));
  assert.ok(dialogBlocks(wrapped, 0.5).every((x) => x === 0));
});

test('dialogPrefixed: a popup word glued to a prefix names a dialog (corpus scope), not the word inside another', () => {
  assert.ok(!isDialogContainer(el('div', { class: 'SSpopup' })), 'off by default');
  assert.ok(isDialogContainer(el('div', { class: 'SSpopup' }), { dialogPrefixed: 1 }));
  assert.ok(isDialogContainer(el('div', { id: 'jqpopup' }), { dialogPrefixed: 1 }));
  assert.ok(!isDialogContainer(el('div', { class: 'popupsettings' }), { dialogPrefixed: 1 }));
  assert.ok(!isDialogContainer(el('a', { class: 'sspopup' }), { dialogPrefixed: 1 }), 'a link opens one');
});

test('dialogPopover: an element of any tag with the popover attribute is a dialog', () => {
  assert.ok(!isDialogContainer(el('i-card', { popover: '' })), 'off by default');
  assert.ok(isDialogContainer(el('i-card', { popover: '' }), { dialogPopover: 1 }));
  assert.ok(isDialogContainer(el('div', { popover: 'manual' }), { dialogPopover: 1 }));
  assert.ok(!isDialogContainer(el('div', { class: 'post' }), { dialogPopover: 1 }));
  const body =
    '<p>My printer stopped working after the update, and reinstalling the driver did not help.</p>'.repeat(4);
  const card =
    '<i-card popover id="install"><ol><li>Tap the share icon.</li><li>Tap Add to Home Screen.</li></ol></i-card>';
  const blocks = buildBlocks(parseHtml5(`<main>${body}</main>${card}`));
  assert.ok(dialogBlocks(blocks, 0.5).every((x) => x === 0));
  assert.deepEqual(
    blocks.filter((_, i) => dialogBlocks(blocks, 0.5, { dialogPopover: 1 })[i]).map((b) => b.text),
    ['Tap the share icon.', 'Tap Add to Home Screen.'],
  );
});

test("dialogReveal: a box with Foundation's data-reveal attribute is a dialog", () => {
  assert.ok(!isDialogContainer(el('div', { 'data-reveal': '' })), 'off by default');
  assert.ok(isDialogContainer(el('div', { 'data-reveal': '', class: 'reveal' }), { dialogReveal: 1 }));
  assert.ok(!isDialogContainer(el('a', { 'data-reveal': '' }), { dialogReveal: 1 }), 'a link opens one');
  const body = '<p>Our savings accounts pay interest monthly, with no fee and no minimum balance.</p>'.repeat(
    4,
  );
  const notice =
    '<div class="reveal" data-reveal><h3>You are leaving our website</h3><p>The site you are going to is run by another company.</p></div>';
  const blocks = buildBlocks(parseHtml5(`<main>${body}</main>${notice}`));
  assert.ok(
    dialogBlocks(blocks, 0.3).every((x) => x === 0),
    'off by default',
  );
  const drop = dialogBlocks(blocks, 0.3, { dialogReveal: 1 });
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['You are leaving our website', 'The site you are going to is run by another company.'],
  );
});

test('dialogModalNamed: a class token beginning with the word modal names one; an opener or a modal-named subject does not', () => {
  assert.ok(!isDialogContainer(el('div', { class: 'modal_auth_required' })), 'off by default');
  const on = { dialogModalNamed: 1 };
  assert.ok(isDialogContainer(el('div', { class: 'modal_auth_required' }), on));
  assert.ok(isDialogContainer(el('div', { class: 'wrap modal-terms-of-service' }), on));
  assert.ok(isDialogContainer(el('section', { class: 'modal__content' }), on));
  assert.ok(!isDialogContainer(el('div', { class: 'modal-trigger' }), on), 'opens one');
  assert.ok(!isDialogContainer(el('div', { class: 'modal-toggle-box' }), on), 'opens one');
  assert.ok(!isDialogContainer(el('div', { class: 'product-details-modal' }), on), 'what a modal shows');
  assert.ok(!isDialogContainer(el('div', { class: 'modality-list' }), on));
  assert.ok(!isDialogContainer(el('a', { class: 'modal-login' }), on), 'a link opens one');
  const body =
    '<p>Read the week’s stories on storage engines, kernels and compilers, with our notes.</p>'.repeat(4);
  const login =
    '<div class="modal_auth_required"><h3>Unlock the full experience</h3><p>Log in to save articles.</p></div>';
  const blocks = buildBlocks(parseHtml5(`<header>${login}</header><main>${body}</main>`));
  const drop = dialogBlocks(blocks, 0.3, on);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Unlock the full experience', 'Log in to save articles.'],
  );
});
