/* global window, requestAnimationFrame -- these callbacks run in the page */
// npm run screenshots: builds the web bundle, serves it, and saves in
// docs/screenshots/ each shipped scenario (maps/*.grit.json) as the GM sees it
// on the play screen and as the players see it on the table view, driven in
// Chromium by Playwright as the e2e tests are (scripts/e2e.mjs).
//   node scripts/screenshots.mjs [name …] [--no-build] [--out DIR] [--size 1440x900]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveWeb } from './serve-web.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const noBuild = args.includes('--no-build');
const outDir = option('--out') ?? join('docs', 'screenshots');
const [width, height] = (option('--size') ?? '1440x900').split('x').map(Number);
const wanted = args.filter((a) => !a.startsWith('--'));
const scenarios = readdirSync('maps')
  .filter((f) => f.endsWith('.grit.json'))
  .map((f) => f.replace(/\.grit\.json$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
if (scenarios.length === 0) throw new Error(`screenshots: no scenario in maps/ matches ${wanted.join(', ')}`);

if (!noBuild) {
  const r = spawnSync(process.execPath, ['-e', "import('vite').then((v) => v.build({ logLevel: 'warn' }))"], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
}
mkdirSync(outDir, { recursive: true });
const server = await serveWeb();
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const frames = (page, n = 4) =>
  page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const step = (left) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    n,
  );
try {
  for (const name of scenarios) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const gm = await context.newPage();
    await gm.goto(`${server.url}?scenario=${name}.grit.json&seed=2&fast=1`);
    await gm.waitForFunction(() => window.grit?.view?.() != null, undefined, { timeout: 120_000 });
    await frames(gm, 6);
    await gm.waitForTimeout(500);
    const playPath = join(outDir, `${name}-play.png`);
    await gm.screenshot({ path: playPath });
    await gm.getByTestId('table-tv-button').click();
    const table = await context.newPage();
    await table.goto(`${server.url}?view=table&display=screenshots`);
    await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 120_000 });
    await frames(table, 6);
    await table.waitForTimeout(500);
    const tablePath = join(outDir, `${name}-table.png`);
    await table.screenshot({ path: tablePath });
    console.log(`screenshots: ${playPath}, ${tablePath}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
