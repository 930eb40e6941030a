// The app's lists (the Sáhkku families, the computer levels, the languages), read from
// their one definition in the engine through `lab catalog`, so that a family, a level
// or a language added there is tested here without an edit to the specs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './harness.js';

export const lab = process.env.LAB_BIN || path.join(root, 'target/debug/lab');

/// `{ families: [id], levels: [id], languages: [tag] }`.
export const catalog = JSON.parse(execFileSync(lab, ['catalog']).toString());
