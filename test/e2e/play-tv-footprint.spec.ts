// Issue 16 fix 6: the table TV's footprint on the GM map. A 480×320 table
// window calibrated at 30 px per inch shows 16 × 10⅔ squares: the GM map
// outlines exactly that, the GM drags its "Table TV" tab and the table's view
// follows (its camera and its pixels), Alt+arrow nudges it a square, and at
// 90° the outline turns. The drag is a view setting: no move, nothing logged.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TableFootprint } from '../../src/renderer/canvas/overlays/tableFootprintGeometry';
import { collectPageErrors, nextFrames, type Rgb, saveScreenshot, SCREENSHOT_DIR, screenshotPixels, openApp } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const PPI = 30;
const footprint = (gm: Page) => gm.evaluate(() => window.grit!.tableFootprint()) as Promise<TableFootprint | null>;
const isAmber = ([r, g, b]: Rgb) => r > 200 && g > 150 && b < 90;

test('fix 6: the TV footprint on the GM map has the table’s size, drags the table view, and turns with it', async ({ app: gm, tablePage: table }) => {
  test.setTimeout(240_000);
  const gmErrors = collectPageErrors(gm);
  const tableErrors = collectPageErrors(table);
  await table.setViewportSize({ width: 480, height: 320 });
  await table.addInitScript((ppi) => localStorage.setItem('grit-table-calibration:display-e2e', JSON.stringify({ method: 'ruler', cssPxPerInch: ppi })), PPI);
  await table.goto('./?view=table&display=e2e');
  await openApp(gm, 'scenario=dusty-street.grit.json&seed=2&fast=1&table=1');
  await gm.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 90_000 });
  await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 60_000 });

  // The outline: the table window's px over its px per inch, in squares, where the table looks.
  await gm.waitForFunction(() => window.grit!.tableFootprint() != null, undefined, { timeout: 20_000 });
  const fp0 = (await footprint(gm))!;
  expect(fp0.widthInches).toBeCloseTo(480 / PPI, 6);
  expect(fp0.heightInches).toBeCloseTo(320 / PPI, 6);
  expect(fp0.tvTopEdge).toBe('top');
  expect(fp0.centreInches).toEqual(await table.evaluate(() => window.gritTable!.viewCentreInches()));
  await expect(gm.getByTestId('table-footprint')).toBeChecked();
  await expect(gm.getByTestId('table-size')).toHaveText('TV shows 16 × 10.7 squares');
  await expect(gm.getByTestId('table-footprint-label')).toHaveAttribute('title', /Drag its "Table TV" label/);
  // The panel off the map: the footprint's tab must be free to grab.
  await gm.getByTestId('table-tv-button').click();
  await gm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await nextFrames(gm, 4);

  // Drawn: amber on its right edge (a few pixels across the line), nothing amber well inside it.
  const edge = await gm.evaluate(({ x, y }) => window.grit!.pointToClient(x, y), { x: fp0.leftInches + fp0.widthInches, y: fp0.centreInches.y + 0.5 });
  const inside = await gm.evaluate(({ x, y }) => window.grit!.pointToClient(x, y), { x: fp0.leftInches + fp0.widthInches - 2.5, y: fp0.centreInches.y + 0.5 });
  const across = [-2, -1, 0, 1, 2].map((d) => ({ x: edge.x + d, y: edge.y }));
  const pixels = await screenshotPixels(gm, 'play-fix6-footprint', [...across, inside]);
  expect(pixels.slice(0, 5).some(isAmber), `outline pixels ${JSON.stringify(pixels.slice(0, 5))}`).toBe(true);
  expect(isAmber(pixels[5]), 'inside the footprint the map shows through').toBe(false);

  // Drag the tab 3 squares right and 2 down (or back where the map ends), with real mouse events.
  const dx = fp0.centreInches.x + 3 <= 24 - fp0.widthInches / 2 ? 3 : -3;
  const dy = fp0.centreInches.y + 2 <= 16 - fp0.heightInches / 2 ? 2 : -2;
  const grip = { x: fp0.leftInches + 1.6, y: fp0.topInches + 0.4 };
  const from = await gm.evaluate(({ x, y }) => window.grit!.pointToClient(x, y), grip);
  const to = await gm.evaluate(({ x, y }) => window.grit!.pointToClient(x, y), { x: grip.x + dx, y: grip.y + dy });
  expect(await gm.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('map-canvas'), from), 'the tab is on the map, not under a panel').toBe(true);
  const worldBefore = await gm.evaluate(() => JSON.stringify(window.grit!.world()!.figures));
  const logBefore = await gm.evaluate(() => window.grit!.view()!.log.length);
  const tableCell = { c: Math.round(fp0.centreInches.x), r: Math.round(fp0.centreInches.y) };
  const cellBefore = (await table.evaluate(({ c, r }) => window.gritTable!.cellToClient(c, r), tableCell))!;
  const cameraBefore = await gm.evaluate(() => [window.grit!.cameraScale(), window.grit!.cellToClient(0, 0)]);
  await saveScreenshot(table, `${SCREENSHOT_DIR}/play-fix6-footprint-table-before.png`);

  await gm.mouse.move(from.x, from.y);
  // Resting on the tab: a grab pointer and a tooltip saying what it is.
  await gm.waitForFunction(() => document.querySelector<HTMLElement>('.map-host')!.style.cursor === 'grab', undefined, { timeout: 5_000 });
  expect(await gm.evaluate(() => document.querySelector<HTMLElement>('.map-host')!.title)).toMatch(/Table TV.*Drag/);
  await gm.mouse.down();
  await gm.mouse.move(to.x, to.y, { steps: 10 });
  await gm.mouse.up();
  const moved = { x: fp0.centreInches.x + dx, y: fp0.centreInches.y + dy };
  await table.waitForFunction((c) => JSON.stringify(window.gritTable!.viewCentreInches()) === JSON.stringify(c), moved, { timeout: 10_000 });
  expect((await footprint(gm))!.centreInches).toEqual(moved);
  // The table's camera moved with it: the same map cell is dx, dy squares the other way on the TV.
  const cellAfter = (await table.evaluate(({ c, r }) => window.gritTable!.cellToClient(c, r), tableCell))!;
  expect(cellAfter.x - cellBefore.x).toBeCloseTo(-dx * PPI, 3);
  expect(cellAfter.y - cellBefore.y).toBeCloseTo(-dy * PPI, 3);
  // A view setting: no figure moved, nothing logged, the camera did not pan.
  expect(await gm.evaluate(() => JSON.stringify(window.grit!.world()!.figures))).toBe(worldBefore);
  expect(await gm.evaluate(() => window.grit!.view()!.log.length)).toBe(logBefore);
  expect(await gm.evaluate(() => [window.grit!.cameraScale(), window.grit!.cellToClient(0, 0)])).toEqual(cameraBefore);
  await nextFrames(table, 4);
  await saveScreenshot(table, `${SCREENSHOT_DIR}/play-fix6-footprint-table-after.png`);
  await nextFrames(gm, 3);
  await saveScreenshot(gm, `${SCREENSHOT_DIR}/play-fix6-footprint-dragged.png`);

  // Alt+arrow: one square (back towards where it was).
  await gm.keyboard.press(dx > 0 ? 'Alt+ArrowLeft' : 'Alt+ArrowRight');
  const nudged = { x: moved.x - Math.sign(dx), y: moved.y };
  await table.waitForFunction((c) => JSON.stringify(window.gritTable!.viewCentreInches()) === JSON.stringify(c), nudged, { timeout: 10_000 });

  // Rotation 90°: the footprint turns (its sides swap) and the TV top is the map's left edge.
  await gm.getByTestId('table-tv-button').click();
  await gm.getByTestId('table-rotate-right').click();
  await gm.waitForFunction(() => window.grit!.tableFootprint()?.rotationDeg === 90, undefined, { timeout: 10_000 });
  const fp90 = (await footprint(gm))!;
  expect(fp90.widthInches).toBeCloseTo(320 / PPI, 6);
  expect(fp90.heightInches).toBeCloseTo(480 / PPI, 6);
  expect(fp90.tvTopEdge).toBe('left');
  await gm.getByTestId('table-tv-button').click();
  await nextFrames(gm, 4);
  const edge90 = await gm.evaluate(({ x, y }) => window.grit!.pointToClient(x, y), { x: fp90.leftInches + fp90.widthInches, y: fp90.centreInches.y + 0.5 });
  const px90 = await screenshotPixels(
    gm,
    'play-fix6-footprint-rotated',
    [-2, -1, 0, 1, 2].map((d) => ({ x: edge90.x + d, y: edge90.y })),
  );
  expect(px90.some(isAmber), `turned outline pixels ${JSON.stringify(px90)}`).toBe(true);
  await table.waitForFunction(() => window.gritTable!.lastProjection()!.view.rotation === 90, undefined, { timeout: 10_000 });
  await nextFrames(table, 4);
  await saveScreenshot(table, `${SCREENSHOT_DIR}/play-fix6-footprint-table-rotated.png`);

  // Switched off in the panel: the outline goes.
  await gm.getByTestId('table-tv-button').click();
  await gm.getByTestId('table-footprint').uncheck();
  expect(await footprint(gm)).toBeNull();
  expect(gmErrors).toEqual([]);
  expect(tableErrors).toEqual([]);
});
