// Hex maps end to end (web mode): the pointy hex fixture test/fixtures/hex-moor.grit.json
// is picked with Open file…; its hexes, hex grid lines, reach shading per hex,
// hex picking under the pointer and a move to a hex centre are checked on
// screen pixels and against the World. Screenshots: test/e2e/screenshots/hex-*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import type { World } from '../../src/core/model/schema';
import { type ClientPoint, collectPageErrors, gritWorld, hexToRgb, nextFrames, playView, type Rgb, saveScreenshot, screenshotPixels, openApp } from './helpers';

test.use({ viewport: { width: 1600, height: 900 } });

const FIXTURE = readFileSync('test/fixtures/hex-moor.grit.json', 'utf8');
const R = 1 / Math.sqrt(3);
/** Pointy odd-r hex centre in inches (the fixture's own formula, written out independently of the app). */
const centre = (c: number, r: number) => ({ x: c + 0.5 + 0.5 * (r % 2), y: R * (1 + 1.5 * r) });

/** Starts the app, then opens a hex scenario through Open file… as a user would, and waits until it is the map shown. */
async function openHexFile(page: Page, name: string, text: string, grid: World['map']['grid']): Promise<void> {
  await openApp(page, `scenario=dusty-street.grit.json&seed=1&fast=1`);
  await page.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 15_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((want) => window.grit!.world()?.map.grid === want, grid);
}

/** Client pixel of a map point in inches, from hex (0,0)'s client centre and the camera scale. */
async function inchToClient(page: Page, p: { x: number; y: number }): Promise<ClientPoint> {
  const origin = await page.evaluate(() => window.grit!.cellToClient(0, 0));
  const pxPerInch = (await page.evaluate(() => window.grit!.cameraScale())) * 48;
  const c0 = centre(0, 0);
  return { x: origin.x + (p.x - c0.x) * pxPerInch, y: origin.y + (p.y - c0.y) * pxPerInch };
}

const brightness = (c: Rgb) => c[0] + c[1] + c[2];
const near = (a: Rgb, b: Rgb) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

test('a pointy hex map: hex terrain and grid, reach shaded per hex, hex picking, a move to a hex centre', async ({ app: page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await openHexFile(page, 'hex-moor.grit.json', FIXTURE, 'hex-pointy');
  await nextFrames(page, 4);

  // The ranger (BOD+MND 13, the highest) acts first and is selected.
  let view = (await playView(page))!;
  expect(view.activeFigureId).toBe('ranger');
  expect(view.selectedFigureId).toBe('ranger');

  // cellToClient follows hex centres: odd rows half a hex right, rows sqrt3/2" apart.
  const pxPerInch = (await page.evaluate(() => window.grit!.cameraScale())) * 48;
  const a = await page.evaluate(() => window.grit!.cellToClient(2, 2));
  const b = await page.evaluate(() => window.grit!.cellToClient(2, 3));
  expect((b.x - a.x) / pxPerInch).toBeCloseTo(0.5, 2);
  expect((b.y - a.y) / pxPerInch).toBeCloseTo(1.5 * R, 2);

  await page.keyboard.press('m');
  await nextFrames(page, 3);
  const grass = hexToRgb('#6f8f4a'),
    rock = hexToRgb('#4a4a52');
  const y3 = centre(0, 3).y,
    y5 = centre(0, 5).y,
    y6 = centre(0, 6).y;
  const probes = {
    // Hex (3,3) (2 AP away) and stone (4,3) share the flat side x = 4.5 on row 3.
    reachWest: await inchToClient(page, { x: 4.4, y: y3 }),
    stoneEast: await inchToClient(page, { x: 4.6, y: y3 }),
    // Far out of the ranger's 6 AP: (9,6) is 8 hexes away.
    farGrass: await inchToClient(page, centre(9, 6)),
    // x = 8 is a hex side on even row 6 (between (7,6) and (8,6)) but the middle of hex (7,5) on odd row 5.
    sideRow6: await inchToClient(page, { x: 8, y: y6 }),
    middleRow5: await inchToClient(page, { x: 8, y: y5 }),
  };
  const [reachWest, stoneEast, farGrass, sideRow6, middleRow5] = await screenshotPixels(page, 'hex-reach', Object.values(probes));
  // Stone hexes are drawn as hexes: x 4.6 on row 3 is stone colour, not shaded (impassable).
  expect(near(stoneEast, rock), `stone at x 4.6: rgb(${stoneEast})`).toBeLessThanOrEqual(12);
  // Reach shading stops at the hex side: 0.1" west of it the grass is tinted (a light tint since the map art,
  // so the terrain shows through): further from plain grass than the far, unshaded grass may be.
  expect(near(reachWest, grass), `reach at x 4.4: rgb(${reachWest})`).toBeGreaterThan(12);
  expect(reachWest[1]).toBeGreaterThan(grass[1]);
  expect(near(farGrass, grass), `far grass: rgb(${farGrass})`).toBeLessThanOrEqual(12);
  // Hex grid lines: a dark side on row 6, plain grass in the middle of a hex on row 5 at the same x.
  expect(brightness(sideRow6), `side rgb(${sideRow6}) vs middle rgb(${middleRow5})`).toBeLessThan(brightness(middleRow5) - 60);

  // Picking: just under the top corner of hex (2,5) is in that hex, though the square below y 4.46 would be row 4.
  const pick = await inchToClient(page, { x: centre(2, 5).x, y: y5 - 0.45 });
  await page.mouse.move(pick.x, pick.y);
  await nextFrames(page, 2);
  view = (await playView(page))!;
  expect(view.movePreview).toMatchObject({ figureId: 'ranger', to: { c: 2, r: 5 }, apCost: 2 });
  // Cheapest path: 2 hex steps, each to a neighbour.
  expect(view.movePreview!.path).toHaveLength(3);

  // Hover (3,5) (3 hexes away) and click: the ranger moves there for 3 AP.
  const target = await inchToClient(page, centre(3, 5));
  await page.mouse.move(target.x, target.y);
  await nextFrames(page, 2);
  expect((await playView(page))!.movePreview).toMatchObject({ to: { c: 3, r: 5 }, apCost: 3 });
  await screenshotPixels(page, 'hex-path', []);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => window.grit!.world()!.figures.ranger.cell?.c === 3);
  const w = await gritWorld(page);
  expect(w.figures.ranger.cell).toEqual({ c: 3, r: 5 });
  expect(w.figures.ranger.apLeft).toBe(3);
  await page.mouse.move(5, 5);
  await nextFrames(page, 4);

  // The token sits on the hex centre: its base (side blue) 0.3" below the centre, grass where it stood.
  const side = hexToRgb('#3a7bd5');
  const [onToken, oldHex] = await screenshotPixels(page, 'hex-moved', [
    await inchToClient(page, { x: centre(3, 5).x, y: centre(3, 5).y + 0.3 }),
    await inchToClient(page, { x: centre(1, 3).x, y: centre(1, 3).y + 0.3 }),
  ]);
  expect(near(onToken, side), `token rgb(${onToken})`).toBeLessThanOrEqual(40);
  expect(near(oldHex, side), `old hex rgb(${oldHex})`).toBeGreaterThan(60);
  expect(errors).toEqual([]);
});

test('the table view of a hex map: the players fog covers whole hexes seen from hex centres', async ({ app: gm, tablePage: table }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(gm);
  await openHexFile(gm, 'hex-moor.grit.json', FIXTURE, 'hex-pointy');

  await table.addInitScript(() => localStorage.setItem('grit-table-calibration:display-hex', JSON.stringify({ method: 'ruler', cssPxPerInch: 60 })));
  await table.goto('./?view=table&display=hex');
  await table.waitForFunction(() => window.gritTable?.lastProjection()?.world.map.grid === 'hex-pointy', undefined, { timeout: 10_000 });
  await nextFrames(table, 3);
  const at = (c: number, r: number) => table.evaluate(([c, r]) => window.gritTable!.cellToClient(c, r)!, [c, r] as const);
  // (6,3) is behind the stones from both wardens (worked out in src/renderer/table/hex.test.ts); (2,3) is next to the ranger.
  const hidden = await at(6, 3),
    open = await at(2, 3);
  const png = await saveScreenshot(table, 'test/e2e/screenshots/hex-table.png');
  const [hiddenPx, openPx] = await table.evaluate(
    async ({ dataUrl, points }) => {
      const img = new Image();
      img.src = dataUrl;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return points.map((p) => [...ctx.getImageData(Math.round(p.x), Math.round(p.y), 1, 1).data.slice(0, 3)] as [number, number, number]);
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, points: [hidden, { x: open.x, y: open.y }] },
  );
  expect(brightness(hiddenPx), `fogged hex rgb(${hiddenPx})`).toBeLessThan(30);
  expect(near(openPx, hexToRgb('#6f8f4a')), `seen hex rgb(${openPx})`).toBeLessThanOrEqual(12);
  expect(errors).toEqual([]);
});

test('the same moor as flat-topped hexes (odd-q): stones in a column, picking and a one-hex move preview', async ({ app: page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const flat = JSON.parse(FIXTURE) as World;
  flat.map.grid = 'hex-flat';
  await openHexFile(page, 'hex-moor-flat.grit.json', JSON.stringify(flat), 'hex-flat');
  await nextFrames(page, 4);
  // Odd-q: columns 1.5/sqrt3" apart, odd columns half a hex lower.
  const pxPerInch = (await page.evaluate(() => window.grit!.cameraScale())) * 48;
  const a = await page.evaluate(() => window.grit!.cellToClient(1, 3));
  const b = await page.evaluate(() => window.grit!.cellToClient(2, 3));
  expect((b.x - a.x) / pxPerInch).toBeCloseTo(1.5 * R, 2);
  expect((b.y - a.y) / pxPerInch).toBeCloseTo(-0.5, 2);
  await page.keyboard.press('m');
  await page.mouse.move(b.x, b.y);
  await nextFrames(page, 3);
  expect((await playView(page))!.movePreview).toMatchObject({ figureId: 'ranger', to: { c: 2, r: 3 }, apCost: 1 });
  const stone = await page.evaluate(() => window.grit!.cellToClient(4, 2));
  const [stonePx] = await screenshotPixels(page, 'hex-flat', [stone]);
  expect(near(stonePx, hexToRgb('#4a4a52')), `stone rgb(${stonePx})`).toBeLessThanOrEqual(12);
  expect(errors).toEqual([]);
});

test('measuring on a hex map counts hexes and draws the line between hex centres; the action bar speaks of hexes', async ({ app: page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await openHexFile(page, 'hex-moor.grit.json', FIXTURE, 'hex-pointy');
  await nextFrames(page, 4);
  await expect(page.getByTestId('action-bar').getByRole('button', { name: /^Move, 1 AP per open hex/ })).toBeVisible();

  // Measure from the ranger's hex (1,3) to the bandit's (8,3): same row, 7 hexes, 7.0".
  await page.keyboard.press('x');
  for (const [c, r] of [
    [1, 3],
    [8, 3],
  ] as const) {
    const p = await inchToClient(page, centre(c, r));
    await page.mouse.move(p.x, p.y);
    await nextFrames(page, 1);
    await page.mouse.down();
    await page.mouse.up();
    await nextFrames(page, 2);
  }
  await expect(page.getByTestId('measure')).toHaveText('Measure: 7.0" (35 ft), 7 hexes');
  await page.mouse.move(5, 5);
  await nextFrames(page, 3);
  // The line lies on the row of hex centres (y = 5.5/sqrt3"): on it the grass is overdrawn, 0.35" below it is plain grass.
  const grass = hexToRgb('#6f8f4a');
  const y3 = centre(0, 3).y;
  const [onLine, offLine] = await screenshotPixels(page, 'hex-measure', [await inchToClient(page, { x: 3.25, y: y3 }), await inchToClient(page, { x: 3.25, y: y3 + 0.35 })]);
  expect(near(onLine, grass), `on the line rgb(${onLine})`).toBeGreaterThan(40);
  expect(near(offLine, grass), `below the line rgb(${offLine})`).toBeLessThanOrEqual(12);

  // Attack tool on the lookout (8,0): the attack line runs from the ranger's hex centre to the lookout's.
  await page.keyboard.press('a');
  const lookout = await inchToClient(page, centre(8, 0));
  await page.mouse.move(lookout.x, lookout.y);
  await nextFrames(page, 3);
  expect((await playView(page))!.attackPreview).toMatchObject({ attackerId: 'ranger', targetId: 'lookout' });
  // A quarter of the way along the line from (2, 5.5/sqrt3) to (8.5, 1/sqrt3), and 0.35" beside it.
  const from = centre(1, 3),
    to = centre(8, 0);
  const q = { x: from.x + (to.x - from.x) / 4, y: from.y + (to.y - from.y) / 4 };
  const [onAttack, besideAttack] = await screenshotPixels(page, 'hex-attack', [await inchToClient(page, q), await inchToClient(page, { x: q.x, y: q.y + 0.35 })]);
  expect(near(onAttack, grass), `on the attack line rgb(${onAttack})`).toBeGreaterThan(40);
  expect(near(besideAttack, grass), `beside the attack line rgb(${besideAttack})`).toBeLessThanOrEqual(12);
  expect(errors).toEqual([]);
});
