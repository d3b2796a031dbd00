// Issue 7: the table view. Two pages in one browser context, the GM page and
// the table page (`?view=table`). Projections are built with the same
// function the GM window uses (src/renderer/table/projection) and posted on
// the GM page's BroadcastChannel('grit-table'), the web-mode transport.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import type { World } from '../../src/core/model/schema';
import { parseScenarioText } from '../../src/core/io/scenario';
import { loadScene } from '../bench/sight/scenes';
import { sceneWorld } from '../bench/sight/world';
import { buildTableProjection } from '../../src/renderer/table/projection';
import { TABLE_CHANNEL, type TableProjection, type TableViewOptions } from '../../src/shared/table';
import { clickCell, collectPageErrors, colourDistance, expectColourNear, hexToRgb, nextFrames, type Rgb, saveScreenshot, SCREENSHOT_DIR, screenshotPixels, openApp } from './helpers';

const SCENARIO = 'building-breach.grit.json';
const PLAYERS = ['team'];
/** A crew figure no team figure can see at the start (checked below, not assumed). */
const UNSEEN_ENEMY = 'kessler';
const TEST_PPI = 22;
const FOG: Rgb = [0, 0, 0];

function loadWorld(): World {
  const parsed = parseScenarioText(readFileSync(`maps/${SCENARIO}`, 'utf8'), SCENARIO);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.world;
}

/** Plain-JSON form for page.evaluate; the page turns the fog back into bytes. */
function wire(p: TableProjection) {
  return { ...p, fog: { ...p.fog, visible: [...p.fog.visible], explored: p.fog.explored ? [...p.fog.explored] : null } };
}

async function postFromGm(gm: Page, p: TableProjection): Promise<void> {
  await gm.evaluate(
    ({ channel, p }) => {
      const bc = new BroadcastChannel(channel);
      bc.postMessage({ ...p, fog: { ...p.fog, visible: new Uint8Array(p.fog.visible), explored: p.fog.explored ? new Uint8Array(p.fog.explored) : null } });
      bc.close();
    },
    { channel: TABLE_CHANNEL, p: wire(p) },
  );
}

/** A point on a figure's base below its label: 0.3" down the map, turned with the view. */
function onBase(p: { x: number; y: number }, rotation: number): { x: number; y: number } {
  const d = 0.3 * TEST_PPI;
  const a = (rotation * Math.PI) / 180;
  return { x: p.x - d * Math.sin(a), y: p.y + d * Math.cos(a) };
}

/** A page of the origin that is not the app (a shipped scenario file): the transport tests post from it. */
const GM_TRANSPORT = './maps/dusty-street.grit.json';

async function waitForSeq(table: Page, seq: number): Promise<void> {
  await table.waitForFunction((s) => window.gritTable?.lastProjection()?.seq === s, seq, { timeout: 10_000 });
  await nextFrames(table, 4);
}

/** Opens the table page with a stored calibration; fails (17.16: never skips) when the bundle does not route ?view=table. */
async function openTable(table: Page, query: string, calibration: object | null): Promise<void> {
  if (calibration) {
    await table.addInitScript((cal) => {
      const key = 'grit-table-calibration:display-e2e';
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(cal));
    }, calibration);
  }
  await table.goto(`./?view=table&display=e2e${query}`);
  // Either the table view starts (.table-host) or, if main.ts stopped routing it, the app does (.ui-root): a failure then.
  await table.waitForFunction(() => document.querySelector('.table-host, .ui-root') != null, undefined, { timeout: 15_000 });
  expect(await table.locator('.table-host').count(), 'src/renderer/main.ts must route ?view=table to the table view (startWithTable)').toBe(1);
  await table.waitForFunction(() => window.gritTable != null, undefined, { timeout: 15_000 });
}

test.describe('table view (issue 7)', () => {
  test.use({ viewport: { width: 1000, height: 760 } });

  test('GM posts projections: a move updates the table; an unseen enemy is absent; rotation 90° turns the render', async ({ context, page: gm }) => {
    test.setTimeout(180_000);
    const gmErrors = collectPageErrors(gm);
    // The GM page as a transport only (the live test below plays the real GM page): a document of the
    // origin without the app, so no game of its own answers the table's hello.
    await gm.goto(GM_TRANSPORT);
    const table = await context.newPage();
    const tableErrors = collectPageErrors(table);
    await openTable(table, '', { method: 'ruler', cssPxPerInch: TEST_PPI });
    expect(await table.evaluate(() => window.gritTable!.rendererName())).toBe('webgl');
    expect(await table.evaluate(() => window.gritTable!.pxPerInch())).toBe(TEST_PPI);

    const world = loadWorld();
    const view: TableViewOptions = { rotation: 0, panInches: { x: 0, y: 0 }, zoomLocked: true, zoom: 1, blackout: false, showExplored: false };
    const first = buildTableProjection(world, { playerSideIds: PLAYERS, view, seq: 1 });
    const enemy = world.figures[UNSEEN_ENEMY];
    expect(enemy.cell, 'fixture: the unseen enemy stands on the map').not.toBeNull();
    const enemyK = enemy.cell!.r * world.map.widthCells + enemy.cell!.c;
    expect(first.fog.visible[enemyK], "fixture: the enemy square is outside the players' sight").toBe(0);
    await postFromGm(gm, first);
    await waitForSeq(table, 1);

    // Received state: the enemy is nowhere in it (deep scan of the JSON).
    const received = await table.evaluate(() => JSON.stringify(window.gritTable!.lastProjection(), (_k, v) => (v instanceof Uint8Array ? [...v] : v)));
    expect(received).not.toContain(`"${UNSEEN_ENEMY}"`);
    expect(received).not.toContain(world.scenario.gmNotes || 'never-empty-sentinel');
    expect(Object.keys(JSON.parse(received).world.figures).sort()).toEqual(Object.keys(first.world.figures).sort());

    // Scene: the enemy's square is fog black; a team figure's square shows its side colour.
    const mover = world.figures.voss;
    const teamColour = hexToRgb(world.sides[mover.sideId].colour);
    const at = (c: number, r: number) => table.evaluate(([c, r]) => window.gritTable!.cellToClient(c, r)!, [c, r] as const);
    const enemyPt = await at(enemy.cell!.c, enemy.cell!.r);
    const moverPt0 = await at(mover.cell!.c, mover.cell!.r);
    const [enemyPx, moverPx0] = await screenshotPixels(table, 'table-0', [enemyPt, onBase(moverPt0, 0)]);
    expectColourNear(enemyPx, FOG, 8, `unseen enemy ${UNSEEN_ENEMY} square is fog`);
    expectColourNear(moverPx0, teamColour, 40, 'voss base before the move');

    // A move in the GM's world: voss steps two squares up; the table follows.
    const moved = structuredClone(world);
    moved.figures.voss.cell = { c: mover.cell!.c, r: mover.cell!.r - 2 } as World['figures'][string]['cell'];
    await postFromGm(gm, buildTableProjection(moved, { playerSideIds: PLAYERS, view, seq: 2 }));
    await waitForSeq(table, 2);
    expect(await table.evaluate(() => window.gritTable!.lastProjection()!.world.figures.voss.cell)).toEqual(moved.figures.voss.cell);
    const moverPt1 = await at(moved.figures.voss.cell!.c, moved.figures.voss.cell!.r);
    const [moverPx1, oldSquare] = await screenshotPixels(table, 'table-moved', [onBase(moverPt1, 0), onBase(moverPt0, 0)]);
    expectColourNear(moverPx1, teamColour, 40, 'voss base after the move');
    expect(colourDistance(oldSquare, teamColour), 'the old square no longer shows voss').toBeGreaterThan(40);
    // Render on demand: over twenty animation frames with nothing new the table draws none.
    const framesBefore = await table.evaluate(() => window.gritTable!.framesDrawn());
    expect(framesBefore).toBeGreaterThan(0);
    await nextFrames(table, 20);
    expect(await table.evaluate(() => window.gritTable!.framesDrawn()), 'an idle table view draws no frames').toBe(framesBefore);

    // Rotation by 90°: the render changes and voss's square turns about the screen centre.
    await postFromGm(gm, buildTableProjection(moved, { playerSideIds: PLAYERS, view: { ...view, rotation: 90 }, seq: 3 }));
    await waitForSeq(table, 3);
    const rotatedPt = await at(moved.figures.voss.cell!.c, moved.figures.voss.cell!.r);
    const centre = { x: 500, y: 380 };
    expect(rotatedPt.x).toBeCloseTo(centre.x - (moverPt1.y - centre.y), 0);
    expect(rotatedPt.y).toBeCloseTo(centre.y + (moverPt1.x - centre.x), 0);
    const [rotatedPx, enemyPx90] = await screenshotPixels(table, 'table-90', [onBase(rotatedPt, 90), await at(enemy.cell!.c, enemy.cell!.r)]);
    expectColourNear(rotatedPx, teamColour, 40, 'voss base at its rotated position');
    expectColourNear(enemyPx90, FOG, 8, 'unseen enemy square is still fog at 90°');
    const shot = (name: string) => readFileSync(`${SCREENSHOT_DIR}/${name}.png`);
    expect(Buffer.compare(shot('table-moved'), shot('table-90')), 'rotation changes the render').not.toBe(0);

    // Blackout: the GM hides the whole table (figures too).
    await postFromGm(gm, buildTableProjection(moved, { playerSideIds: PLAYERS, view: { ...view, rotation: 90, blackout: true }, seq: 4 }));
    await waitForSeq(table, 4);
    const [blackPx] = await screenshotPixels(table, 'table-blackout', [onBase(rotatedPt, 90)]);
    expectColourNear(blackPx, FOG, 4, 'blackout hides voss');

    expect(gmErrors).toEqual([]);
    expect(tableErrors).toEqual([]);
  });

  test('calibration screen draws 5 inches as 5 × px/inch; a 55" 4K diagonal gives 80.1 px/inch', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openTable(page, '&calibrate=1', { method: 'ruler', cssPxPerInch: 50 });
    const square = page.getByTestId('calibration-square');
    await expect(square).toBeVisible();
    const ppi = await page.evaluate(() => window.gritTable!.pxPerInch());
    expect(ppi).toBe(50);
    let box = (await square.boundingBox())!;
    expect(box.width).toBeCloseTo(5 * ppi, 0);
    expect(box.height).toBeCloseTo(5 * ppi, 0);
    await expect(page.getByTestId('calibration-ppi')).toContainText('50.0 px/inch');

    await page.getByTestId('calibration-diagonal').fill('55');
    await page.getByTestId('calibration-width').fill('3840');
    await page.getByTestId('calibration-height').fill('2160');
    await page.getByTestId('calibration-apply-diagonal').click();
    await expect(page.getByTestId('calibration-ppi')).toContainText('80.1 px/inch');
    const ppi2 = await page.evaluate(() => window.gritTable!.pxPerInch());
    expect(ppi2).toBeCloseTo(80.1, 1);
    box = (await page.getByTestId('calibration-square').boundingBox())!;
    expect(box.width).toBeCloseTo(5 * ppi2, 0);

    // The ruler bar: drag its handle 100 px to the right, use it for the inches it claims.
    const handle = page.getByTestId('calibration-bar-handle');
    const h = (await handle.boundingBox())!;
    const bar0 = (await page.getByTestId('calibration-bar').boundingBox())!.width;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 + 100, h.y + h.height / 2, { steps: 5 });
    await page.mouse.up();
    const bar1 = (await page.getByTestId('calibration-bar').boundingBox())!.width;
    expect(bar1 - bar0).toBeCloseTo(100, 0);
    const barInches = Number(await page.getByTestId('calibration-bar-inches').inputValue());
    await page.getByTestId('calibration-apply-bar').click();
    expect(await page.evaluate(() => window.gritTable!.pxPerInch())).toBeCloseTo(bar1 / barInches, 1);
    await saveScreenshot(page, 'test/e2e/screenshots/table-calibration.png');
    // Stored per display: a reload keeps it.
    await page.reload();
    await page.waitForFunction(() => window.gritTable != null);
    expect(await page.evaluate(() => window.gritTable!.pxPerInch())).toBeCloseTo(bar1 / barInches, 1);
    expect(errors).toEqual([]);
  });

  test('live: the GM page (&table=1) posts after a real move; its TableControls rotate the table; hand-over screen', async ({ app: gm, tablePage: table }) => {
    test.setTimeout(180_000);
    const gmErrors = collectPageErrors(gm);
    const tableErrors = collectPageErrors(table);
    await openTable(table, '', { method: 'ruler', cssPxPerInch: TEST_PPI });
    await openApp(gm, 'scenario=dusty-street.grit.json&seed=2&fast=1&table=1');
    await gm.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
    // 17.16: the wiring exists, so a GM page without its table controls is a failure, not a skip.
    await expect(gm.getByTestId('table-controls-float'), 'the GM page (&table=1) must run the table bridge and show its controls').toBeVisible({ timeout: 8_000 });
    await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 8_000 });
    const law = hexToRgb((await gm.evaluate(() => window.grit!.world()!.sides.law.colour)) as string);
    expect(await table.evaluate(() => window.gritTable!.lastProjection()!.world.figures.marshal.cell)).toEqual({ c: 4, r: 7 });

    // Seed 2: the Marshal acts first; the move tool and a click on (6,5) move him (as in play.spec).
    await gm.mouse.move(600, 400);
    await gm.keyboard.press('m');
    await clickCell(gm, 6, 5);
    await table.waitForFunction(() => JSON.stringify(window.gritTable!.lastProjection()!.world.figures.marshal.cell) === '{"c":6,"r":5}', undefined, { timeout: 5_000 });
    // 11.8: the move reached the table as a change set: the map is not redrawn and not every figure view is rebuilt.
    const sync = await table.evaluate(() => ({ counts: window.gritTable!.lastSyncCounts(), shown: Object.keys(window.gritTable!.lastProjection()!.world.figures).length }));
    expect(sync.counts?.map, 'terrain and grid kept').toBe(false);
    expect(sync.counts!.figures, `figure views rebuilt of ${sync.shown} shown`).toBeLessThan(sync.shown);
    await nextFrames(table, 4);
    const at = (c: number, r: number) => table.evaluate(([c, r]) => window.gritTable!.cellToClient(c, r)!, [c, r] as const);
    const [marshalPx] = await screenshotPixels(table, 'table-live-moved', [onBase(await at(6, 5), 0)]);
    expectColourNear(marshalPx, law, 40, 'the Marshal on the table after the GM moved him');

    // The GM's TableControls: rotate clockwise; the table turns to 90°.
    await gm.getByTestId('table-rotate-right').click();
    await table.waitForFunction(() => window.gritTable!.lastProjection()!.view.rotation === 90, undefined, { timeout: 5_000 });
    await nextFrames(table, 4);
    const [rotatedPx] = await screenshotPixels(table, 'table-live-90', [onBase(await at(6, 5), 90)]);
    expectColourNear(rotatedPx, law, 40, 'the Marshal at his rotated position');

    // Hotseat secrecy: with the hand-over screen on, the Deputy passes (N) and
    // the Dalton Gang acts next: the GM window is covered until they confirm.
    await gm.getByTestId('table-hand-over').check();
    await gm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await gm.keyboard.press('n');
    await expect(gm.getByTestId('hand-over-screen')).toBeVisible();
    await expect(gm.getByTestId('hand-over-screen')).toContainText('Dalton Gang');
    await saveScreenshot(gm, `${SCREENSHOT_DIR}/table-hand-over.png`);
    await gm.getByTestId('hand-over-continue').click();
    await expect(gm.getByTestId('hand-over-screen')).toHaveCount(0);
    expect(gmErrors).toEqual([]);
    expect(tableErrors).toEqual([]);
  });

  test('fog update on the 100 × 100 dungeon bench scene: a move is drawn, unseen rock pockets are fog (time reported)', async ({ context, page: gm }) => {
    test.setTimeout(180_000);
    const table = await context.newPage();
    await openTable(table, '', { method: 'ruler', cssPxPerInch: 7 });
    await gm.goto(GM_TRANSPORT);
    const s = loadScene('dungeon');
    const spot = (i: number) => [Math.floor(s.viewers[2 * i]), Math.floor(s.viewers[2 * i + 1])] as const;
    const pairs = [0, 1, 2, 3, 4, 5].map((k) => [...spot(k), ...spot(k + 6)] as [number, number, number, number]);
    const world = sceneWorld(s, pairs);
    world.sides.blue.player = false;
    const view: TableViewOptions = { rotation: 0, panInches: { x: 0, y: 0 }, zoomLocked: true, zoom: 1, blackout: false, showExplored: true };
    let t = performance.now();
    const first = buildTableProjection(world, { playerSideIds: ['red'], view, seq: 11 });
    const firstMs = performance.now() - t;
    await postFromGm(gm, first);
    await waitForSeq(table, 11);
    // A move as a Session makes it: a new World sharing every untouched record (immer).
    const [c, r] = spot(20);
    const moved: World = { ...world, figures: { ...world.figures, a0: { ...world.figures.a0, cell: { c, r } as World['figures'][string]['cell'] } } };
    t = performance.now();
    const second = buildTableProjection(moved, { playerSideIds: ['red'], view, explored: first.fog.explored, seq: 12 });
    const moveMs = performance.now() - t;
    await postFromGm(gm, second);
    await waitForSeq(table, 12);
    const drawMs = await table.evaluate(() => window.gritTable!.lastDrawMs());
    test.info().annotations.push({ type: 'fog timing', description: `projection after a move ${moveMs.toFixed(1)} ms (first ${firstMs.toFixed(1)} ms), table draw ${drawMs.toFixed(1)} ms` });
    console.log(`table fog timing (dungeon 100x100, 6 viewers): projection after a move ${moveMs.toFixed(1)} ms, table draw ${drawMs.toFixed(1)} ms`);
    // A never-seen cell is opaque fog; the moved figure's square is not.
    const unseen = second.fog.visible.findIndex((v, k) => !v && !second.fog.explored![k]);
    expect(unseen).toBeGreaterThanOrEqual(0);
    const at = (c: number, r: number) => table.evaluate(([c, r]) => window.gritTable!.cellToClient(c, r)!, [c, r] as const);
    // Explored but not seen now (where a0 stood): dimmed floor, neither black nor lit.
    const floor = (k: number) => s.cells![Math.floor(k / 100)][k % 100] === '.';
    const dim = second.fog.visible.findIndex((v, k) => !v && second.fog.explored![k] === 1 && floor(k));
    const lit = second.fog.visible.findIndex((v, k) => v === 1 && floor(k) && Math.abs((k % 100) - c) + Math.abs(Math.floor(k / 100) - r) > 2);
    expect(dim, 'some explored floor cell is out of sight after the move').toBeGreaterThanOrEqual(0);
    const cellAt = (k: number) => at(k % 100, Math.floor(k / 100));
    const [fogPx, figurePx, dimPx, litPx] = await screenshotPixels(table, 'table-dungeon', [await cellAt(unseen), await at(c, r), await cellAt(dim), await cellAt(lit)]);
    expectColourNear(fogPx, FOG, 8, 'never-seen dungeon cell');
    expectColourNear(figurePx, hexToRgb(world.sides.red.colour), 60, 'moved red figure');
    expect(dimPx[0], `explored cell rgb(${dimPx}) is dimmed, not black`).toBeGreaterThan(20);
    expect(dimPx[0], `explored cell rgb(${dimPx}) is darker than a lit floor cell rgb(${litPx})`).toBeLessThan(litPx[0] - 40);
  });
});
