// Issue 16 fix 9: a scenario's background picture (map.background) is drawn
// under the grid on the GM map and on the table view, where its inches say.
// The picture here is made by the test: the map's west half magenta, its
// east half cyan, so a pixel on a bare square tells which part is drawn where.
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { World } from '../../src/core/model/schema';
import { type Rgb, clickCell, colourDistance, gritWorld, isBareCell, nextFrames, openApp, screenshotPixels } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

const WEST: Rgb = [255, 0, 255];
const EAST: Rgb = [0, 255, 255];

function scenarioWithBackground(): string {
  const json = JSON.parse(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'));
  const { widthCells, heightCells } = json.map;
  const png = new PNG({ width: widthCells * 4, height: heightCells * 4 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const [r, g, b] = x < png.width / 2 ? WEST : EAST;
      const k = (y * png.width + x) * 4;
      png.data[k] = r;
      png.data[k + 1] = g;
      png.data[k + 2] = b;
      png.data[k + 3] = 255;
    }
  json.map.background = { src: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`, originInches: { x: 0, y: 0 }, widthInches: widthCells, heightInches: heightCells };
  return JSON.stringify(json);
}

/** Bare squares (nothing drawn on them but terrain and grid) well inside each half. */
function bareCells(world: World, visible?: (c: number, r: number) => boolean): { west: [number, number]; east: [number, number] } {
  const half = world.map.widthCells / 2;
  let west: [number, number] | null = null,
    east: [number, number] | null = null;
  for (let r = 1; r < world.map.heightCells - 1; r++)
    for (let c = 1; c < world.map.widthCells - 1; c++) {
      if (!isBareCell(world, c, r) || (visible && !visible(c, r))) continue;
      if (!west && c < half - 2) west = [c, r];
      if (!east && c > half + 1) east = [c, r];
    }
  if (!west || !east) throw new Error('no bare square in each half of the map');
  return { west, east };
}

test('fix 9: the background picture is drawn under the grid on the GM map and on the table view', async ({ app: page, tablePage: table }) => {
  // A game first (the shared page), then the painted street through Open file… in the top bar.
  await openApp(page, 'scenario=dusty-street.grit.json&fast=1');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.top-bar .open-file').click()]);
  await chooser.setFiles({ name: 'painted-street.grit.json', mimeType: 'application/json', buffer: Buffer.from(scenarioWithBackground()) });
  await page.waitForFunction(() => window.grit?.world()?.map.background != null, undefined, { timeout: 90_000 });
  const world = await gritWorld(page);
  // Pick an enemy so no reach shading tints the squares.
  const slim = world.figures.slim.cell!;
  await clickCell(page, slim.c, slim.r);
  await page.mouse.move(5, 5);
  const { west, east } = bareCells(world);
  const at = async ([c, r]: [number, number]) => page.evaluate(([c, r]) => window.grit!.cellToClient(c, r), [c, r] as const);
  // The picture loads after the first frame: wait until it shows.
  await expect
    .poll(
      async () => {
        await nextFrames(page, 2);
        const [w] = await screenshotPixels(page, 'play-fix9-background', [await at(west)]);
        return colourDistance(w, WEST);
      },
      { timeout: 30_000 },
    )
    .toBeLessThanOrEqual(60);
  const [w, e] = await screenshotPixels(page, 'play-fix9-background', [await at(west), await at(east)]);
  expect(colourDistance(w, WEST), `GM map west square ${west} rgb(${w.join(',')})`).toBeLessThanOrEqual(60);
  expect(colourDistance(e, EAST), `GM map east square ${east} rgb(${e.join(',')})`).toBeLessThanOrEqual(60);

  // The table view: the same picture under the players' fog.
  await table.addInitScript(() => localStorage.setItem('grit-table-calibration:display-e2e', JSON.stringify({ method: 'ruler', cssPxPerInch: 40 })));
  await table.goto('./?view=table&display=e2e');
  await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 60_000 });
  const p = (await table.evaluate(() => window.gritTable!.lastProjection()))!;
  const seen = (c: number, r: number) => p.fog.visible[r * p.fog.widthCells + c] === 1;
  const onTable = bareCells(world, seen);
  const tableAt = async ([c, r]: [number, number]) => (await table.evaluate(([c, r]) => window.gritTable!.cellToClient(c, r), [c, r] as const))!;
  await expect
    .poll(
      async () => {
        await nextFrames(table, 2);
        const [tw] = await screenshotPixels(table, 'play-fix9-table', [await tableAt(onTable.west)]);
        return colourDistance(tw, WEST);
      },
      { timeout: 30_000 },
    )
    .toBeLessThanOrEqual(60);
  const [tw, te] = await screenshotPixels(table, 'play-fix9-table', [await tableAt(onTable.west), await tableAt(onTable.east)]);
  expect(colourDistance(tw, WEST), `table west square ${onTable.west} rgb(${tw.join(',')})`).toBeLessThanOrEqual(60);
  expect(colourDistance(te, EAST), `table east square ${onTable.east} rgb(${te.join(',')})`).toBeLessThanOrEqual(60);
});
