// Screenshots for docs/art.md: each PNG given, at most 960 px wide, as a JPEG beside
// the folder named last (`node shrink.js PREFIX OUT_DIR FILE.png…`). Chromium does the
// scaling and the encoding, so no image tool has to be installed.
import fs from 'node:fs';
import path from 'node:path';
import { launch } from './lib/browser.js';

const [prefix, out, ...files] = process.argv.slice(2);
const browser = await launch();
const page = await browser.newPage();
for (const file of files) {
  const data = fs.readFileSync(file).toString('base64');
  await page.setContent(`<body style="margin:0"><img id="i" src="data:image/png;base64,${data}"></body>`);
  const { w, h } = await page.evaluate(() => ({ w: document.getElementById('i').naturalWidth, h: document.getElementById('i').naturalHeight }));
  const width = Math.min(960, w);
  const height = Math.round((h * width) / w);
  await page.setViewportSize({ width, height });
  await page.evaluate(([width]) => { document.getElementById('i').style.width = `${width}px`; }, [width]);
  const name = path.basename(file, '.png').replace(/^layout-/, '');
  await page.screenshot({ path: path.join(out, `${prefix}-${name}.jpg`), type: 'jpeg', quality: 70 });
}
await browser.close();
