// The size budget of the release build: the first load, gzip, may not grow past the
// committed budget (tests/e2e/size-budget.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { dist, root } from '../lib/harness.js';
import { sizes } from '../lib/sizes.js';

test('the first load stays within the gzip budget', () => {
  const budget = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/size-budget.json'), 'utf8'));
  const { perFile, firstLoadGzip } = sizes(dist);
  assert.ok(perFile.some((f) => f.file.endsWith('.wasm') && f.firstLoad), 'the wasm is part of the first load');
  assert.ok(firstLoadGzip <= budget.first_load_gzip_bytes,
    `first load is ${firstLoadGzip} bytes gzip, over the budget of ${budget.first_load_gzip_bytes}`);
});
