// Issue 16 "Map art": the map looks like a battle map. Terrain is textured
// (several colours inside one grass square), a token covers at least 70% of
// its square, and the grid opacity view setting changes the grid's pixels
// and is kept across a reload.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { World } from '../../src/core/model/schema';
import { type ClientPoint, type Rgb, cellToClient, colourDistance, gritWorld, hexToRgb, isBareCell, nextFrames, openScenario, screenshotPixels } from './helpers';

const SCENARIO = 'medieval-ambush.grit.json';
test.describe.configure({ timeout: 120_000 });

async function cellGeometry(page: Page): Promise<{ origin: ClientPoint; cellPx: number; at: (x: number, y: number) => ClientPoint }> {
  const origin = await cellToClient(page, 0, 0);
  const cellPx = (await cellToClient(page, 1, 0)).x - origin.x;
  return { origin, cellPx, at: (xInches, yInches) => ({ x: origin.x + (xInches - 0.5) * cellPx, y: origin.y + (yInches - 0.5) * cellPx }) };
}

/** A bare square of `typeId` (and its right neighbour) whose neighbours are the same terrain (no border blend, nothing drawn over it). */
function innerBareCell(world: World, typeId: string): { c: number; r: number } {
  const typeAt = (c: number, r: number) => world.terrain.legend[world.terrain.rows[r]?.[c] ?? ''];
  for (let r = 1; r < world.map.heightCells - 1; r++) {
    for (let c = 1; c < world.map.widthCells - 2; c++) {
      let ok = isBareCell(world, c, r) && isBareCell(world, c + 1, r);
      for (let j = -1; j <= 1 && ok; j++) for (let i = -1; i <= 2 && ok; i++) ok = typeAt(c + i, r + j) === typeId;
      if (ok) return { c, r };
    }
  }
  throw new Error(`no bare inner square of ${typeId}`);
}

test('terrain is textured: one grass square shows several colours', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  // The measure tool shows no reach, so the terrain is seen bare.
  await page.keyboard.press('x');
  await nextFrames(page);
  const world = await gritWorld(page);
  const { c, r } = innerBareCell(world, 'grass');
  const { cellPx, at } = await cellGeometry(page);
  expect(cellPx).toBeGreaterThan(15);
  const points: ClientPoint[] = [];
  for (let j = 0; j < 5; j++) for (let i = 0; i < 5; i++) points.push(at(c + 0.2 + 0.15 * i, r + 0.2 + 0.15 * j));
  const pixels = await screenshotPixels(page, 'play-art-grass', points);
  // Not flat: the samples spread over many levels (a flat fill spreads over at most 2, from antialiasing).
  const greens = pixels.map((p) => p[1]);
  const spread = Math.max(...greens) - Math.min(...greens);
  const levels = new Set(greens.map((g) => Math.round(g / 3))).size;
  expect(spread, `green levels in grass square ${c},${r}: ${pixels.map((p) => p.join(',')).join(' ')}`).toBeGreaterThanOrEqual(10);
  expect(levels, 'distinct colours (3-level steps)').toBeGreaterThanOrEqual(4);
  // Still grass: the mean is near the terrain type's colour.
  const mean = [0, 1, 2].map((k) => pixels.reduce((s, p) => s + p[k], 0) / pixels.length);
  const colour = hexToRgb(world.terrainTypes.grass.colour);
  expect(Math.max(...mean.map((m, k) => Math.abs(m - colour[k]))), `mean rgb(${mean.map(Math.round)}) vs ${world.terrainTypes.grass.colour}`).toBeLessThan(30);
});

test('a token covers at least 70% of its square', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  await page.keyboard.press('x');
  await nextFrames(page);
  const world = await gritWorld(page);
  const { cellPx, at } = await cellGeometry(page);
  // Figures standing on grass, away from other figures (so the walk from the square's edge meets only its own token).
  const figures = Object.values(world.figures).filter((f) => f.cell && f.sizeCells === 1 && world.terrain.legend[world.terrain.rows[f.cell.r][f.cell.c]] === 'grass');
  expect(figures.length).toBeGreaterThan(0);
  for (const f of figures.slice(0, 3)) {
    const { c, r } = f.cell!;
    // A row of samples across the square's middle, one per screen pixel.
    const n = Math.floor(cellPx);
    const row = [...Array(n).keys()].map((i) => ({ x: at(c, r + 0.5).x + i + 0.5, y: at(c, r + 0.5).y }));
    const pixels = await screenshotPixels(page, `play-art-token-${f.id}`, row);
    const side = hexToRgb(world.sides[f.sideId].colour);
    // From each edge inward, the first pixel in the side's colour: the token's fill starts there (inside its rim and HP arc).
    const near = (p: Rgb) => colourDistance(p, side) <= 40;
    const left = pixels.findIndex(near);
    const right = n - 1 - [...pixels].reverse().findIndex(near);
    expect(left, `${f.name}: no pixel in the side colour`).toBeGreaterThanOrEqual(0);
    expect((right - left + 1) / cellPx, `${f.name}: token fill across ${right - left + 1} of ${cellPx.toFixed(1)} px`).toBeGreaterThanOrEqual(0.7);
  }
});

test('the grid opacity setting changes the grid line pixels and is kept across a reload', async ({ page }) => {
  await openScenario(page, SCENARIO);
  await page.keyboard.press('x');
  await nextFrames(page);
  const world = await gritWorld(page);
  const { c, r } = innerBareCell(world, 'grass');
  const { at } = await cellGeometry(page);
  // A few pixels across the vertical grid line right of the square; the darkest one is the line.
  const across = [-2, -1, 0, 1, 2].map((dx) => ({ x: at(c + 1, r + 0.5).x + dx, y: at(c + 1, r + 0.5).y }));
  const darkest = (pixels: Rgb[]) => Math.min(...pixels.map((p) => p[0] + p[1] + p[2]));
  const slider = page.getByTestId('grid-opacity');
  await slider.fill('100');
  await nextFrames(page, 4);
  const strong = darkest(await screenshotPixels(page, 'play-art-grid-100', across));
  await slider.fill('0');
  await nextFrames(page, 4);
  const none = darkest(await screenshotPixels(page, 'play-art-grid-0', across));
  expect(none - strong, `grid line brightness at 100% (${strong}) and 0% (${none})`).toBeGreaterThan(60);
  // Kept: after a reload the slider and the map still show no grid.
  await openScenario(page, SCENARIO);
  await page.keyboard.press('x');
  await nextFrames(page, 4);
  await expect(page.getByTestId('grid-opacity')).toHaveValue('0');
  const reloaded = darkest(await screenshotPixels(page, 'play-art-grid-reload', across));
  expect(Math.abs(reloaded - none), `after a reload: ${reloaded} vs ${none}`).toBeLessThan(30);
});
