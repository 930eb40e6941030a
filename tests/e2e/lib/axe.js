// Accessibility checks with axe-core, run inside the page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const AXE = path.resolve(here, '../node_modules/axe-core/axe.min.js');

/// The serious and critical violations on the page as it is now, as readable lines.
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.addScriptTag({ path: AXE });
  }
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return result.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.join(', ')}`);
}
