// Opens the frame bench's scene from a built bundle in the bench's browser,
// for the diagnostics (profile.mjs, panframes.mjs); the caller closes the
// browser and the server.
import { generateFrameScene } from './scene.mjs';
import { launchBrowser } from './browser.mjs';

/** Serves `dist` and opens the scene in a 1366×768 page; resolves when it is shown. */
export async function openFrameScene(args, dist) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { preview } = await import('vite');
  const server = await preview({ logLevel: 'warn', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0, open: false } });
  const url = `http://localhost:${server.httpServer.address().port}/`;
  const sceneText = JSON.stringify(generateFrameScene({ seed: 1 }));
  const { browser, label } = await launchBrowser(args);
  console.log(`browser: ${label}`);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    await page.route('**/maps/frame-bench.grit.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: sceneText }));
    await page.goto(`${url}?scenario=frame-bench.grit.json&seed=1&fast=1`);
    await page.waitForFunction(() => document.title.startsWith('Frame bench'), undefined, { timeout: 120_000 });
    await page.waitForTimeout(500);
    return { server, browser, page };
  } catch (err) {
    await browser.close();
    server.close();
    throw err;
  }
}

/** The bench's zoomed-in view: nine zoom steps around the centre, then the next figure's turn centres the camera on it. */
export async function zoomIn(page) {
  await page.mouse.move(683, 384);
  for (let k = 0; k < 9; k++) await page.keyboard.press('=');
  await page.keyboard.press('n');
}
