// Web mode, as a user sees it: the shipped scenario drawn on a WebGL grid,
// and the camera answering wheel, drag and keys.
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import {
  cameraScale,
  cellToClient,
  collectPageErrors,
  colourDistance,
  expectColourNear,
  gritWorld,
  hexToRgb,
  nextFrames,
  openScenario,
  type Rgb,
  saveScreenshot,
  screenshotPixels,
  terrainPairs,
} from './helpers';

const SCENARIO = 'dusty-street.grit.json';

function meanColour(pixels: Rgb[]): Rgb {
  const sum = pixels.reduce((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0]);
  return [Math.round(sum[0] / pixels.length), Math.round(sum[1] / pixels.length), Math.round(sum[2] / pixels.length)];
}
// The canvas's colours for wall kinds (src/renderer/canvas/layers/wallLayer.ts).
const WALL_COLOUR = hexToRgb('#1e1b18');
const WINDOW_COLOUR = hexToRgb('#9fd8ff');
const DOOR_COLOUR = hexToRgb('#8b5a2b');

test('dusty street loads: WebGL renderer, grid, terrain, walls and figures in side colours', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openScenario(page, SCENARIO);
  await expect(page.getByTestId('scenario-title')).toHaveText('Dusty Street Shootout');

  // A silent fallback to another renderer must fail here.
  expect(await page.evaluate(() => window.grit!.rendererName())).toBe('webgl');
  // The static picture is drawn once, for the fitted view, and only where it meets the map (the reach's picture
  // only where the reach is): a refit at the same scale, the frames before the map and the margin off the map
  // drew 36 WebGL tiles here, at tens of ms each under SwiftShader (issue 17 item 14).
  const { bakes, tiles } = await page.evaluate(() => (globalThis as unknown as { __gritCanvasStats(): { bakes: number; tiles: number } }).__gritCanvasStats());
  expect(tiles, `${bakes} pictures drawn in ${tiles} tiles`).toBeLessThanOrEqual(8);

  const world = await gritWorld(page);
  const figures = Object.values(world.figures).filter((f) => f.cell);
  expect(figures.length).toBeGreaterThanOrEqual(2);

  // The active figure's reach shows at its turn start (select tool); the measure tool shows none, so terrain is sampled bare.
  await page.keyboard.press('x');
  await nextFrames(page);
  const origin = await cellToClient(page, 0, 0);
  const cellPx = (await cellToClient(page, 1, 0)).x - origin.x;
  expect(cellPx).toBeGreaterThan(15);
  const at = (xInches: number, yInches: number) => ({ x: origin.x + (xInches - 0.5) * cellPx, y: origin.y + (yInches - 0.5) * cellPx });

  // Samples inside each base, above and below the label text.
  const figurePoints = figures.flatMap((f) => [at(f.cell!.c + 0.5, f.cell!.r + 0.2), at(f.cell!.c + 0.5, f.cell!.r + 0.8)]);
  // For every terrain type: two neighbouring free cells of it, and the grid
  // line between them, which must differ from the cells' interiors.
  const terrainSamples = terrainPairs(world);
  expect(terrainSamples.length).toBeGreaterThanOrEqual(2);
  // Terrain is textured (issue 16 map art): each cell's colour is the mean of a 3×3 grid of samples inside it.
  const cellGrid = (c: number, r: number) => [0.25, 0.5, 0.75].flatMap((dy) => [0.25, 0.5, 0.75].map((dx) => at(c + dx, r + dy)));
  const PER_PAIR = 19;
  const terrainPoints = terrainSamples.flatMap(({ c, r }) => [...cellGrid(c, r), ...cellGrid(c + 1, r), at(c + 1, r + 0.25)]);
  // Wall, window and closed-door midpoints.
  const lineSamples = Object.values(world.walls).filter((w) => w.kind === 'wall' || w.kind === 'window' || (w.kind === 'door' && w.door !== 'open'));
  const wallPoints = lineSamples.map((w) => at((w.a.x + w.b.x) / 2, (w.a.y + w.b.y) / 2));

  const pixels = await screenshotPixels(page, 'dusty-street', [...figurePoints, ...terrainPoints, ...wallPoints]);
  figures.forEach((f, i) => {
    const sideColour = hexToRgb(world.sides[f.sideId].colour);
    expectColourNear(pixels[2 * i], sideColour, 24, `figure ${f.id} (upper base)`);
    expectColourNear(pixels[2 * i + 1], sideColour, 24, `figure ${f.id} (lower base)`);
  });
  const terrainPixels = pixels.slice(figurePoints.length, figurePoints.length + terrainPoints.length);
  terrainSamples.forEach(({ c, r, typeId }, i) => {
    const samples = terrainPixels.slice(PER_PAIR * i, PER_PAIR * (i + 1));
    const a = meanColour(samples.slice(0, 9)),
      b = meanColour(samples.slice(9, 18)),
      line = samples[18];
    const colour = hexToRgb(world.terrainTypes[typeId].colour);
    expectColourNear(a, colour, 30, `${typeId} cell ${c},${r} (mean)`);
    expectColourNear(b, colour, 30, `${typeId} cell ${c + 1},${r} (mean)`);
    expect(colourDistance(line, a), `grid line right of ${c},${r}: rgb(${line}) vs cell rgb(${a})`).toBeGreaterThan(20);
  });
  const wallPixels = pixels.slice(figurePoints.length + terrainPoints.length);
  lineSamples.forEach((w, i) => {
    const expected = w.kind === 'wall' ? WALL_COLOUR : w.kind === 'window' ? WINDOW_COLOUR : DOOR_COLOUR;
    expectColourNear(wallPixels[i], expected, 30, `${w.kind} ${w.id}`);
  });

  expect(errors, 'no console errors (CSP violations would appear here)').toEqual([]);
});

test('an idle map stops its frame loop; wheel zoom wakes it and changes the camera scale around the pointer', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  const before = await cameraScale(page);
  const cell = await cellToClient(page, 12, 8);
  await page.mouse.move(cell.x, cell.y);
  // Nothing to draw: Pixi's tickers stop (an idle page cost a tenth of a CPU core, issue 17 item 14).
  const stats = () => page.evaluate(() => (globalThis as unknown as { __gritCanvasStats(): { frames: number; asleep: boolean } }).__gritCanvasStats());
  await expect.poll(async () => (await stats()).asleep, { timeout: 10_000 }).toBe(true);
  const framesAsleep = (await stats()).frames;
  await page.mouse.wheel(0, -400);
  await expect.poll(() => cameraScale(page)).toBeGreaterThan(before * 1.05);
  // The wheel woke the loop: the zoomed map is drawn.
  await expect.poll(async () => (await stats()).frames).toBeGreaterThan(framesAsleep);
  // Zooming about the pointer keeps the cell under it roughly in place.
  const after = await cellToClient(page, 12, 8);
  expect(Math.abs(after.x - cell.x)).toBeLessThan(4);
  await nextFrames(page);
  await saveScreenshot(page, 'test/e2e/screenshots/dusty-street-zoomed.png');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => cameraScale(page)).toBeLessThan(before);
});

test('dragging the map pans it by the drag distance (left, middle, Space+left)', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  for (const [button, space] of [
    ['left', false],
    ['middle', false],
    ['left', true],
  ] as const) {
    const before = await cellToClient(page, 12, 8);
    const start = { x: before.x + 5, y: before.y + 5 };
    await page.mouse.move(start.x, start.y);
    if (space) await page.keyboard.down('Space');
    await page.mouse.down({ button });
    await page.mouse.move(start.x + 60, start.y + 30, { steps: 4 });
    await page.mouse.move(start.x + 120, start.y + 70, { steps: 4 });
    await page.mouse.up({ button });
    if (space) await page.keyboard.up('Space');
    await nextFrames(page);
    const after = await cellToClient(page, 12, 8);
    expect(after.x - before.x, `${button} drag x`).toBeCloseTo(120, -1);
    expect(after.y - before.y, `${button} drag y`).toBeCloseTo(70, -1);
  }
});

test('keys: + zooms in, - zooms out, arrows pan', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  const scale = await cameraScale(page);
  await page.keyboard.press('+');
  expect(await cameraScale(page)).toBeGreaterThan(scale);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  expect(await cameraScale(page)).toBeLessThan(scale);
  const before = await cellToClient(page, 5, 5);
  await page.keyboard.press('ArrowRight');
  const after = await cellToClient(page, 5, 5);
  expect(after.x).toBeLessThan(before.x - 10);
  expect(after.y).toBeCloseTo(before.y, 0);
});

test('start screen lists shipped scenarios; bad names show an error panel, not a crash', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('./');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await saveScreenshot(page, 'test/e2e/screenshots/start-screen.png');
  await page.getByRole('button', { name: 'Dusty Street Shootout' }).click();
  await expect(page.getByTestId('scenario-title')).toHaveText('Dusty Street Shootout');
  await expect(page.getByTestId('start-screen')).toHaveCount(0);

  await page.goto('./?scenario=..%2Fpackage.json');
  await expect(page.getByTestId('error-panel')).toContainText('not a shipped scenario name');
  await page.goto('./?scenario=missing.grit.json');
  await expect(page.getByTestId('error-panel')).toContainText('maps/missing.grit.json: not found');
  await saveScreenshot(page, 'test/e2e/screenshots/error-panel.png');
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('Open file… loads a picked scenario; a broken one shows errors naming file and JSON path and keeps the open map', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  const good = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
  const renamed = JSON.parse(good) as { scenario: { title: string }; map: { widthCells: number } };
  renamed.scenario.title = 'Picked From Disk';

  const pick = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file…' }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  };

  await pick('picked.grit.json', JSON.stringify(renamed));
  await expect(page.getByTestId('scenario-title')).toHaveText('Picked From Disk');

  const broken = { ...renamed, map: { ...renamed.map, widthCells: -3 } };
  await pick('broken.grit.json', JSON.stringify(broken));
  await expect(page.getByTestId('error-panel')).toContainText(/broken\.grit\.json: .*map.*widthCells/);
  await expect(page.getByTestId('scenario-title')).toHaveText('Picked From Disk');

  await pick('truncated.grit.json', good.slice(0, 200));
  await expect(page.getByTestId('error-panel')).toContainText(/truncated\.grit\.json: .*JSON/i);
  expect(await page.evaluate(() => window.grit!.world()!.scenario.title)).toBe('Picked From Disk');
});

test('record looks: open and locked doors, smoke and fire areas, a downed figure', async ({ app: page }) => {
  await openScenario(page, SCENARIO);
  const world = JSON.parse(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'));
  world.walls.d1.door = 'open';
  world.walls.d2.door = 'locked';
  world.areas = {
    smoke1: { id: 'smoke1', kind: 'smoke grenade', effect: 'smoke', center: { x: 12.5, y: 8.5 }, radiusInches: 1.5, roundsLeft: 3 },
    fire1: { id: 'fire1', kind: 'molotov', effect: 'fire', center: { x: 5.5, y: 13.5 }, radiusInches: 1, roundsLeft: 2 },
  };
  world.figures.kid.status = { ...world.figures.kid.status, dead: true };
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file…' }).click();
  await (await chooser).setFiles({ name: 'variety.grit.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(world)) });
  await page.waitForFunction(() => Object.keys(window.grit!.world()!.areas).length === 2);
  await page.keyboard.press('x');
  await nextFrames(page);

  const smoke = await cellToClient(page, 12, 8);
  const fire = await cellToClient(page, 5, 13);
  const [smokePixel, firePixel] = await screenshotPixels(page, 'variety', [smoke, fire]);
  const dirt = hexToRgb(world.terrainTypes.dirt.colour);
  // Translucent grey over dirt: greyer than dirt (channels closer together), orange-ish for fire.
  const spread = (c: number[]) => Math.max(...c) - Math.min(...c);
  expect(spread(smokePixel), `smoke rgb(${smokePixel})`).toBeLessThan(spread(dirt) - 20);
  expect(firePixel[0], `fire rgb(${firePixel})`).toBeGreaterThan(200);
  expect(colourDistance(firePixel, dirt)).toBeGreaterThan(25);
});
