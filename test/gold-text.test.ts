import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeGold } from '../src/eval/gold-text.js';

const utf16le = (s: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(s, 'utf16le')]);

test('a gold saved as UTF-16 with a byte-order mark reads as its text', () => {
  assert.equal(decodeGold(utf16le('Paulo Coelho’s Blog\r\nVacations!')), 'Paulo Coelho’s Blog\r\nVacations!');
});

test('a UTF-8 gold reads as it is, mojibake included (the benchmark’s own text)', () => {
  assert.equal(decodeGold(new TextEncoder().encode('café â€™ naïve')), 'café â€™ naïve');
});

test('a Windows-1252 gold reads as Windows-1252', () => {
  assert.equal(decodeGold(new Uint8Array([0x93, 0x63, 0x61, 0x66, 0xe9, 0x94])), '“café”');
});
