// The first load's guard: gzip, it may not grow past the numbers in
// tests/e2e/size-budget.json (a guard with headroom; the rule is in docs/size.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { dist, root } from '../lib/harness.js';
import { sizes } from '../lib/sizes.js';

test('the first load stays within its gzip guard, with and without a language file', () => {
  const guard = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/size-budget.json'), 'utf8'));
  const { perFile, firstLoadWithoutLanguage, firstLoadGzip } = sizes(dist);
  assert.ok(perFile.some((f) => f.file.endsWith('.wasm') && f.firstLoad), 'the wasm is part of the first load');
  console.log(`# first load: ${firstLoadWithoutLanguage} bytes gzip, ${firstLoadGzip} with the largest language file`);
  assert.ok(firstLoadWithoutLanguage <= guard.first_load_gzip_bytes_without_language,
    `the first load is ${firstLoadWithoutLanguage} bytes gzip, over its guard of ${guard.first_load_gzip_bytes_without_language}`);
  assert.ok(firstLoadGzip <= guard.first_load_gzip_bytes,
    `with the largest language file it is ${firstLoadGzip} bytes gzip, over its guard of ${guard.first_load_gzip_bytes}`);
});
