// The annotation app (runs in the browser, served by src/annotate/server.ts). Keyboard first, as Victor's
// annotate.pl: a label key labels the current block (or the shift-click range) and moves on. Every change
// is posted at once; the server writes the .anno atomically before it answers. The page itself is shown in
// a sandboxed frame this script cannot reach: the current block is pointed at through the frame URL's
// fragment (`#kb-N`, highlighted by the frame's own :target style).

const LABEL_KEYS = new Set(['p', 'h', 'l', 'o', 'c']);
const base = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;

const el = {
  frame: document.getElementById('frame'),
  list: document.getElementById('blocks'),
  name: document.getElementById('page-name'),
  progress: document.getElementById('progress'),
  scope: document.getElementById('scope'),
  status: document.getElementById('status'),
};

const app = {
  order: [],
  pageIndex: -1,
  blocks: [],
  items: [],
  current: 0,
  /** [from, to] of a shift-click range, or null. */
  range: null,
  /** Undo stack of this page: each entry the previous {block, label, given} of the blocks a key changed. */
  undo: [],
  rev: 0,
  saving: Promise.resolve(),
  reloadTimer: 0,
  /** Keys pressed before the first page arrived: replayed once it is shown, so none is lost. */
  early: [],
};

function status(text, error = false) {
  el.status.textContent = text;
  el.status.className = error ? 'error' : '';
}

async function api(path, body) {
  const init = body
    ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
    : {};
  const res = await fetch(`${base}api/${path}`, init);
  const json = await res.json();
  if (!res.ok) throw new Error(json.error || res.statusText);
  return json;
}

function showProgress(p) {
  el.progress.textContent = `${p.done} of ${p.total} done`;
}

function frameUrl() {
  return `${base}frame/${app.pageIndex}?v=${app.rev}#kb-${app.current}`;
}

function pointFrame() {
  el.frame.src = frameUrl();
}

/** Reloads the frame (new colours) once the saves in flight are written. */
function reloadFrameSoon() {
  clearTimeout(app.reloadTimer);
  app.reloadTimer = setTimeout(() => {
    app.saving.then(() => {
      app.rev++;
      pointFrame();
    });
  }, 120);
}

function renderItem(i) {
  const b = app.blocks[i];
  const li = app.items[i];
  li.className = [
    `l-${b.label}`,
    b.given ? 'given' : 'model',
    b.hidden ? 'hidden' : '',
    i === app.current ? 'current' : '',
    app.range && i >= app.range[0] && i <= app.range[1] ? 'selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  li.firstChild.textContent = `[${b.label}]`;
  li.title = b.given ? 'labelled by a person' : `model label (uncertainty ${b.entropy})`;
}

function renderList() {
  el.list.textContent = '';
  app.items = app.blocks.map((b, i) => {
    const li = document.createElement('li');
    li.dataset.block = String(i);
    const lab = document.createElement('span');
    lab.className = 'lab';
    const txt = document.createElement('span');
    txt.className = 'txt';
    txt.textContent = b.text;
    li.append(lab, txt);
    el.list.append(li);
    return li;
  });
  for (let i = 0; i < app.items.length; i++) renderItem(i);
}

function moveTo(i, pointTheFrame = true) {
  if (app.blocks.length === 0) return;
  const prev = app.current;
  app.current = Math.max(0, Math.min(app.blocks.length - 1, i));
  renderItem(prev);
  renderItem(app.current);
  app.items[app.current].scrollIntoView({ block: 'nearest' });
  if (pointTheFrame) pointFrame();
}

function clearRange() {
  if (!app.range) return;
  const [a, b] = app.range;
  app.range = null;
  for (let i = a; i <= b; i++) renderItem(i);
}

/** Applies changes locally, records their undo, and posts them (saves run one after another, in order). */
function change(changes, moveAfter) {
  app.undo.push({
    changes: changes.map((c) => ({
      block: c.block,
      label: app.blocks[c.block].label,
      given: app.blocks[c.block].given,
    })),
    current: app.current,
  });
  apply(changes);
  if (moveAfter !== undefined) moveTo(moveAfter, false);
  reloadFrameSoon();
}

function apply(changes) {
  for (const c of changes) {
    const b = app.blocks[c.block];
    b.label = c.given ? c.label : b.model;
    b.given = c.given;
    renderItem(c.block);
  }
  const page = app.pageIndex;
  app.saving = app.saving
    .then(() => api(`page/${page}/labels`, { changes }))
    .then(
      () => status('saved'),
      (e) => status(`not saved: ${e.message}`, true),
    );
}

function label(key) {
  if (app.range) {
    const [a, b] = app.range;
    const changes = [];
    for (let i = a; i <= b; i++) changes.push({ block: i, label: key, given: true });
    clearRange();
    change(changes, b + 1);
    return;
  }
  change([{ block: app.current, label: key, given: true }], app.current + 1);
}

function confirmModel() {
  const b = app.blocks[app.current];
  change([{ block: app.current, label: b.label, given: true }], app.current + 1);
}

function undo() {
  const last = app.undo.pop();
  if (!last) return status('nothing to undo');
  apply(last.changes);
  moveTo(last.current, false);
  reloadFrameSoon();
}

async function openPage(index) {
  status('loading…');
  const view = await api(`page/${index}`);
  app.pageIndex = index;
  app.blocks = view.blocks;
  app.current = 0;
  app.range = null;
  app.undo = [];
  el.name.textContent = view.name + (view.done ? ' (done)' : '');
  el.name.title = view.url || '';
  renderList();
  moveTo(0);
  status(`${view.blocks.length} blocks`);
}

async function stepPage(delta) {
  const at = app.order.indexOf(app.pageIndex);
  const next = app.order[at + delta];
  if (next === undefined) return status(delta > 0 ? 'last page of the queue' : 'first page of the queue');
  await openPage(next);
}

async function markDone() {
  await app.saving;
  const r = await api(`page/${app.pageIndex}/done`, { done: true });
  showProgress(r.progress);
  // The queue may have been re-ordered (a new model): take the most uncertain page not done.
  const state = await api('state');
  app.order = state.order;
  const next = state.order.find((i) => !state.pages[i].done);
  if (next === undefined) return status('every page is done');
  await openPage(next);
}

function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (app.pageIndex < 0) {
    app.early.push({ key: e.key, ctrlKey: false, metaKey: false, altKey: false, preventDefault() {} });
    return;
  }
  const k = e.key;
  const run = (p) => Promise.resolve(p).catch((err) => status(err.message, true));
  if (LABEL_KEYS.has(k)) label(k);
  else if (k === 'Enter') confirmModel();
  else if (k === 'ArrowDown' || k === 'j') {
    clearRange();
    moveTo(app.current + 1);
  } else if (k === 'ArrowUp' || k === 'k') {
    clearRange();
    moveTo(app.current - 1);
  } else if (k === 'u') undo();
  else if (k === 'd') run(markDone());
  else if (k === 'n') run(stepPage(1));
  else if (k === 'b') run(stepPage(-1));
  else return;
  e.preventDefault();
}

el.list.addEventListener('click', (e) => {
  const li = e.target.closest('li[data-block]');
  if (!li) return;
  const i = Number(li.dataset.block);
  if (e.shiftKey) {
    clearRange();
    app.range = [Math.min(app.current, i), Math.max(app.current, i)];
    for (let j = app.range[0]; j <= app.range[1]; j++) renderItem(j);
    status(`${app.range[1] - app.range[0] + 1} blocks selected: press a label key`);
    window.getSelection()?.removeAllRanges();
    return;
  }
  clearRange();
  moveTo(i);
});

document.addEventListener('keydown', onKey);
// A click into the page frame takes the focus; give it back so the keys keep working.
window.addEventListener('blur', () =>
  setTimeout(() => {
    if (document.activeElement === el.frame) window.focus();
  }, 0),
);

async function start() {
  const state = await api('state');
  el.scope.textContent = `scope: ${state.scope}`;
  showProgress(state.progress);
  app.order = state.order;
  const first = state.order.find((i) => !state.pages[i].done) ?? state.order[0];
  if (first === undefined) return status('the queue is empty', true);
  await openPage(first);
  window.focus();
  for (const e of app.early.splice(0)) onKey(e);
}

start().catch((e) => status(e.message, true));
