// The package's declarations must type-check for a user without @types/node (skipLibCheck off): a `NodeJS.*`
// type in the public surface (it was `NodeJS.WritableStream` in BatchSettings) is an error there.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Emits the .d.ts files of src/index.ts and what it imports under `out` (as `npm run build` does). */
function emitDeclarations(out: string): void {
  const program = ts.createProgram([join(ROOT, 'src/index.ts')], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    rootDir: ROOT,
    outDir: out,
    types: ['node'],
  });
  assert.deepEqual(program.emit().diagnostics, []);
}

test('the declarations of the package entry type-check without @types/node', { timeout: 120_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'kitten-decl-'));
  try {
    emitDeclarations(out);
    writeFileSync(join(out, 'package.json'), '{"type":"module"}');
    const user = join(out, 'user.ts');
    writeFileSync(
      user,
      [
        "import { extract, normalize, runBatch, type BatchSettings, type PageResult } from './src/index.js';",
        "const r: PageResult = extract('<p>Hello world.</p>', { format: 'text' });",
        "const settings: BatchSettings = { out: 'out', jobs: 1 };",
        "void runBatch(['a.html'], {}, settings).then((c) => c.ok + (r.status === 'ok' ? r.blocks.length : 0));",
        "void normalize('<p>x</p>');",
      ].join('\n'),
    );
    // No @types/node (`types: []`, and none is found above the temporary folder), library checks on.
    const program = ts.createProgram([user], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file?.fileName.slice(out.length + 1) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    assert.deepEqual(errors, []);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
