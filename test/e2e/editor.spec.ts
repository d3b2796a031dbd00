// The scenario editor (issue 13, part 1): a scenario designed from the start
// screen with the map tools, saved, checked by `grit validate`, reopened,
// test-played and edited again; and a Universal VTT map opened in the editor.
// The walk-through acts as a user: tools, tabs, fields and clicks; the test
// handle only reads the World to check what each step did.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { World } from '../../src/core/model/schema';
import { collectPageErrors, editorWorld, gritWorld, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });
// Many steps on a shared, loaded machine (a page load alone took over 30 s there).
test.describe.configure({ timeout: 300_000 });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 3);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
}

/** Client pixel of a map point in inches. */
async function at(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(([x, y]) => window.grit!.pointToClient(x, y), [x, y] as const);
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const p = await at(page, x, y);
  await page.mouse.click(p.x, p.y);
}

async function dragCells(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await at(page, from[0] + 0.5, from[1] + 0.5);
  const b = await at(page, to[0] + 0.5, to[1] + 0.5);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function tool(page: Page, id: string): Promise<void> {
  await page.locator(`[data-tool="${id}"]`).click();
  await expect.poll(() => page.evaluate(() => window.grit!.editor.toolPath())).toMatch(new RegExp(`^${id.replace('.', '\\.')}\\.`));
}

/** Draws a polyline of walls of the armed kind; Enter ends it. */
async function polyline(page: Page, points: [number, number][]): Promise<void> {
  for (const [x, y] of points) await clickAt(page, x, y);
  await page.keyboard.press('Enter');
}

const terrainAt = (w: World, c: number, r: number) => w.terrain.legend[w.terrain.rows[r]![c]!];

test('design a 20×14 scenario from the start screen, save it, validate it, reopen, Test play, Back to editor, undo', async ({ page }, info) => {
  const errors = collectPageErrors(page);
  await page.goto('./?seed=3&fast=1');
  await page.getByTestId('new-scenario-open').click();
  const dialog = page.getByTestId('new-scenario');
  await dialog.locator('input[name="title"]').fill('Mill Ford');
  await dialog.locator('input[name="width"]').fill('20');
  await dialog.locator('input[name="height"]').fill('14');
  await page.getByTestId('new-scenario-create').click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  let w = await editorWorld(page);
  expect([w.map.widthCells, w.map.heightCells, w.map.grid, w.scenario.title]).toEqual([20, 14, 'square', 'Mill Ford']);

  // Mud with the brush (one stroke = one undo step), brush with the rectangle.
  await tool(page, 'editor.brush');
  await page.locator('[data-terrain="mud"]').click();
  await dragCells(page, [3, 10], [8, 10]);
  w = await editorWorld(page);
  for (let c = 3; c <= 8; c++) expect(terrainAt(w, c, 10), `mud at ${c},10`).toBe('mud');
  expect(terrainAt(w, 9, 10)).toBe('open');
  await tool(page, 'editor.rect');
  await page.locator('[data-terrain="brush"]').click();
  await dragCells(page, [14, 9], [17, 11]);
  w = await editorWorld(page);
  expect(terrainAt(w, 14, 9)).toBe('brush');
  expect(terrainAt(w, 17, 11)).toBe('brush');
  expect(terrainAt(w, 13, 9)).toBe('open');

  // A room: walls round it, a window in the east wall, a door in the south wall.
  await tool(page, 'editor.wall');
  await page.locator('[data-wall-kind="wall"]').click();
  await polyline(page, [
    [4, 7],
    [2, 7],
    [2, 2],
    [8, 2],
    [8, 4],
  ]);
  await page.locator('[data-wall-kind="window"]').click();
  await clickAt(page, 8, 4);
  await clickAt(page, 8, 5.02);
  await page.locator('[data-wall-kind="wall"]').click();
  await polyline(page, [
    [8, 5],
    [8, 7],
    [5, 7],
  ]);
  await page.locator('[data-wall-kind="door"]').click();
  await clickAt(page, 4, 7);
  await clickAt(page, 5, 7);
  w = await editorWorld(page);
  const walls = Object.values(w.walls);
  expect(walls.filter((x) => x.kind === 'wall')).toHaveLength(6);
  expect(walls.find((x) => x.kind === 'window')).toMatchObject({ a: { x: 8, y: 4 }, b: { x: 8, y: 5 } });
  expect(walls.find((x) => x.kind === 'door')).toMatchObject({ a: { x: 4, y: 7 }, b: { x: 5, y: 7 }, door: 'closed' });

  // Crates inside the room and by the ford.
  await tool(page, 'editor.object');
  await page.locator('[data-object="crates"]').click();
  await clickAt(page, 5.5, 4.5);
  await clickAt(page, 12.5, 6.5);
  w = await editorWorld(page);
  expect(Object.values(w.objects).map((o) => o.name)).toEqual(['Crates', 'Crates']);

  // Two sides from the Sides & figures tab: named, both played by people (hotseat Test play).
  await page.locator('[data-tab="sides"]').click();
  await page.getByTestId('add-side').click();
  await page.getByTestId('add-side').click();
  const millersCard = page.getByTestId('side-card').nth(0);
  const raidersCard = page.getByTestId('side-card').nth(1);
  await millersCard.getByTestId('side-name').fill('Millers');
  await millersCard.getByTestId('side-name').press('Tab');
  await raidersCard.getByTestId('side-name').fill('Raiders');
  await raidersCard.getByTestId('side-name').press('Tab');
  await raidersCard.getByTestId('side-controller').selectOption('human');
  w = await editorWorld(page);
  const sideIds = Object.keys(w.sides);
  expect(Object.values(w.sides).map((x) => [x.name, x.controller])).toEqual([
    ['Millers', 'human'],
    ['Raiders', 'human'],
  ]);
  const [millers, raiders] = sideIds as [string, string];

  // Two figures each: generated NPCs (G-CHR-4), put on the map with Place and a click, or by typing the cell; one left off the map.
  const addFigure = async (card: typeof millersCard) => {
    const before = Object.keys((await editorWorld(page)).figures);
    await card.getByTestId('add-figure').click();
    const id = Object.keys((await editorWorld(page)).figures).find((x) => !before.includes(x))!;
    expect(id).toBeTruthy();
    return id;
  };
  const placeByClick = async (card: typeof millersCard, id: string, c: number, r: number) => {
    await card.locator(`[data-figure-id="${id}"]`).getByTestId('figure-place').click();
    await expect(page.getByTestId('figure-tool-target')).toContainText('Click a cell to put');
    await clickAt(page, c + 0.5, r + 0.5);
    await expect.poll(async () => (await editorWorld(page)).figures[id]!.cell).toEqual({ c, r });
  };
  const miller = await addFigure(millersCard);
  await placeByClick(millersCard, miller, 4, 4);
  const hand = await addFigure(millersCard);
  await millersCard.locator(`[data-figure-id="${hand}"]`).getByTestId('figure-cell').fill('6,5');
  await millersCard.locator(`[data-figure-id="${hand}"]`).getByTestId('figure-cell').press('Tab');
  await expect.poll(async () => (await editorWorld(page)).figures[hand]!.cell).toEqual({ c: 6, r: 5 });
  const raider1 = await addFigure(raidersCard);
  await placeByClick(raidersCard, raider1, 17, 2);
  const raider2 = await addFigure(raidersCard);
  w = await editorWorld(page);
  expect(w.figures[raider2]).toMatchObject({ sideId: raiders, cell: null });
  expect([w.figures[miller]!.sideId, w.figures[hand]!.sideId, w.figures[raider1]!.sideId]).toEqual([millers, millers, raiders]);

  // The character builder: the miller's name, stats typed to 30 SP (G-CHR-2), a revolver and +1 DV from the OP left (G-OBJ-1, GRIT 4.1).
  await page.locator('[data-tab="character"]').click();
  await page.getByTestId('builder-figure').selectOption(miller);
  await page.getByTestId('builder-name').fill('Miller Ann');
  await page.getByTestId('builder-name').press('Tab');
  for (const [stat, value] of [
    ['ap', 8],
    ['hp', 8],
    ['bod', 6],
    ['mnd', 5],
    ['mys', 2],
    ['rce', 1],
  ] as const) {
    await page.getByTestId(`stat-${stat}`).fill(String(value));
    await page.getByTestId(`stat-${stat}`).press('Tab');
  }
  await expect(page.getByTestId('sp-check')).toHaveText('30 of 30 SP ✓');
  await page.getByTestId('weapon-pick').selectOption('revolver');
  await page.getByTestId('weapon-add').click();
  await page.getByTestId('dv-plus').click();
  // The revolver's price from the catalogue (GRIT 4.1.3), read from the shipped table.
  const table = JSON.parse(readFileSync('assets/catalogue/weapons-4.1.3.json', 'utf8')) as { rows: Array<{ id: string; opCost: number }> };
  const revolverOp = table.rows.find((x) => x.id === 'revolver')!.opCost;
  await expect(page.getByTestId('op-budget')).toHaveText(`${revolverOp + 1} of 100 OP spent, ${99 - revolverOp} left`);
  await expect(page.getByTestId('op-budget')).toHaveClass(/ed-ok/);
  await shot(page, 'editor-01a-builder');
  w = await editorWorld(page);
  expect(w.figures[miller]).toMatchObject({ name: 'Miller Ann', stats: { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 2, rce: 1 }, hp: 8, apLeft: 8 });
  expect(w.figures[miller]!.loadout.weapons).toEqual([expect.objectContaining({ catalogueId: 'revolver', dvBonus: 1 })]);

  // An entry point for the raiders from their card (the one off the map comes on there) and a zone.
  await page.locator('[data-tab="sides"]').click();
  await raidersCard.getByTestId('draw-entry').click();
  await expect.poll(() => page.evaluate(() => window.grit!.editor.toolPath())).toMatch(/^editor\.entry\./);
  await clickAt(page, 19.5, 12.5);
  await tool(page, 'editor.zone');
  await page.getByTestId('zone-name').fill('Mill');
  await dragCells(page, [2, 2], [7, 6]);
  w = await editorWorld(page);
  expect(w.scenario.entryPoints).toEqual([{ sideId: raiders, cell: { c: 19, r: 12 }, name: '' }]);
  await expect(raidersCard.getByTestId('entry-row')).toHaveText(/Entry 1 at 19,12/);
  const zone = Object.values(w.scenario.zones)[0]!;
  expect(zone).toMatchObject({ name: 'Mill', rects: [{ c: 2, r: 2, widthCells: 6, heightCells: 5 }] });

  // Objectives from the Zones & objectives tab: the raiders reach the mill (G-WIN-1 reach), the millers take the raiders down.
  await page.locator('[data-tab="zones"]').click();
  const raidersGoals = page.locator(`[data-testid="side-objectives"][data-side-id="${raiders}"]`);
  await raidersGoals.getByTestId('objective-kind-new').selectOption('reach');
  await raidersGoals.getByTestId('objective-add').click();
  await expect(raidersGoals.getByTestId('objective-zone')).toHaveValue(zone.id);
  const millersGoals = page.locator(`[data-testid="side-objectives"][data-side-id="${millers}"]`);
  await millersGoals.getByTestId('objective-kind-new').selectOption('eliminate');
  await millersGoals.getByTestId('objective-add').click();
  w = await editorWorld(page);
  expect(w.scenario.objectives).toEqual({
    [raiders]: [{ id: 'reach1', kind: 'reach', zone: zone.id, when: 'required' }],
    [millers]: [{ id: 'eliminate1', kind: 'eliminate', when: 'required' }],
  });
  // Nothing the Problems tab calls an error: Test play will start.
  await page.locator('[data-tab="problems"]').click();
  await expect(page.locator('[data-testid="problem"][data-level="error"]')).toHaveCount(0);
  await page.mouse.move(10, 300);
  await shot(page, 'editor-01-designed');

  // Save: web mode downloads the scenario; `grit validate` accepts it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('editor-save').click()]);
  expect(download.suggestedFilename()).toBe('mill-ford.grit.json');
  const savePath = info.outputPath('mill-ford.grit.json');
  await download.saveAs(savePath);
  const saved = JSON.parse(readFileSync(savePath, 'utf8')) as World;
  expect(saved.format).toBe('grit-scenario');
  expect(Object.keys(saved.walls)).toHaveLength(8);
  const validate = spawnSync(process.execPath, ['bin/grit.mjs', 'validate', savePath], { encoding: 'utf8' });
  expect(validate.status, validate.stdout + validate.stderr).toBe(0);

  // Reopen it (Open file… in the editor edits the file), paint one more cell.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.top-bar .open-file').click()]);
  await chooser.setFiles(savePath);
  // The edited World already has the saved walls: wait for the reopen itself (a fresh history), then compare.
  await expect.poll(() => page.evaluate(() => window.grit!.editor.canUndo()), { timeout: 15_000 }).toBe(false);
  expect((await editorWorld(page)).walls).toEqual(saved.walls);
  await tool(page, 'editor.brush');
  await page.locator('[data-terrain="water"]').click();
  await clickAt(page, 12.5, 12.5);
  const edited = await editorWorld(page);
  expect(terrainAt(edited, 12, 12)).toBe('water');
  const selectionBefore = await page.evaluate(() => window.grit!.editor.selection());

  // Test play one turn, then Back to editor: the editor is as it was.
  await page.getByTestId('editor-test-play').click();
  await page.waitForFunction(() => window.grit?.view() != null, undefined, { timeout: 15_000 });
  const first = (await playView(page))!.activeFigureId;
  await page.mouse.move(600, 400);
  await page.keyboard.press('n');
  await expect.poll(async () => (await playView(page))!.activeFigureId).not.toBe(first);
  // A Test play game is not autosaved (the scenario is the recovery record), and the toolbar says so.
  await expect(page.getByTestId('autosave')).toHaveText('Test play: not saved');
  // Back to editor takes Open file's place, so every tool still fits the bar (none clipped at its left).
  await expect(page.locator('.top-bar .open-file')).toHaveCount(0);
  const bar = (await page.getByTestId('play-toolbar').boundingBox())!;
  const selectTool = (await page.locator('.play-toolbar button[data-tool-key="S"]').boundingBox())!;
  expect(selectTool.x).toBeGreaterThanOrEqual(bar.x);
  await shot(page, 'editor-02-test-play');
  await page.getByTestId('back-to-editor').click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  expect(await editorWorld(page)).toEqual(edited);
  expect(await page.evaluate(() => window.grit!.editor.selection())).toEqual(selectionBefore);

  // Undo the last edit (Ctrl+Z): the water is gone, the rest as saved.
  await page.mouse.move(10, 300);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => terrainAt(await editorWorld(page), 12, 12)).toBe('open');
  expect(await editorWorld(page)).toEqual(saved);
  await shot(page, 'editor-03-back-undone');
  expect(errors).toEqual([]);
});

/** A Universal VTT map as Dungeondraft writes it (no GRIT extras): a cabin with a door, a window and a picture. */
function cabinUvtt(): string {
  const ppg = 16;
  const png = new PNG({ width: 12 * ppg, height: 8 * ppg });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const inside = x >= 2 * ppg && x < 8 * ppg && y >= 2 * ppg && y < 6 * ppg;
      png.data.set(inside ? [150, 110, 70, 255] : [70, 120, 60, 255], i);
    }
  return JSON.stringify({
    format: 0.3,
    resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 12, y: 8 }, pixels_per_grid: ppg },
    line_of_sight: [
      [
        { x: 4, y: 6 },
        { x: 2, y: 6 },
        { x: 2, y: 2 },
        { x: 8, y: 2 },
        { x: 8, y: 3 },
      ],
      [
        { x: 8, y: 4 },
        { x: 8, y: 6 },
        { x: 5, y: 6 },
      ],
    ],
    objects_line_of_sight: [],
    portals: [
      {
        position: { x: 4.5, y: 6 },
        bounds: [
          { x: 4, y: 6 },
          { x: 5, y: 6 },
        ],
        rotation: 0,
        closed: true,
        freestanding: false,
      },
      {
        position: { x: 8, y: 3.5 },
        bounds: [
          { x: 8, y: 3 },
          { x: 8, y: 4 },
        ],
        rotation: 1.57,
        closed: false,
        freestanding: false,
      },
    ],
    lights: [{ position: { x: 5, y: 4 }, range: 4, intensity: 1, color: 'ffffeecc', shadows: true }],
    image: PNG.sync.write(png).toString('base64'),
  });
}

test('Open file… on a .dd2vtt opens the editor with its walls, doors and picture; sides and figures added; Test play', async ({ page }, info) => {
  const errors = collectPageErrors(page);
  const file = info.outputPath('cabin.dd2vtt');
  writeFileSync(file, cabinUvtt());
  await page.goto('./?seed=3&fast=1');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.start-screen .open-file-big').click()]);
  await chooser.setFiles(file);
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  const w = await editorWorld(page);
  expect([w.map.widthCells, w.map.heightCells]).toEqual([12, 8]);
  const kinds = Object.values(w.walls).map((x) => x.kind);
  expect(kinds.filter((k) => k === 'wall').length).toBeGreaterThanOrEqual(6);
  expect(kinds).toContain('door');
  expect(w.map.background?.src).toMatch(/^data:image\/png;base64,/);
  expect(w.lights).toHaveLength(1);
  // The picture is drawn: the cabin floor's brown shows inside the walls.
  await page.locator('[data-tab="map"]').click();
  await expect(page.getByTestId('background-info')).toContainText('12.00" × 8.00"');
  await page.mouse.move(10, 300);
  await shot(page, 'editor-04-uvtt');

  // Sides and figures from the Sides & figures tab: two sides, two generated figures each, placed by Place and a click.
  await page.locator('[data-tab="sides"]').click();
  await page.getByTestId('add-side').click();
  await page.getByTestId('add-side').click();
  const spots: [number, number][][] = [
    [
      [4, 3],
      [6, 4],
    ],
    [
      [10, 1],
      [10, 6],
    ],
  ];
  for (let side = 0; side < 2; side++) {
    const card = page.getByTestId('side-card').nth(side);
    for (const [c, r] of spots[side]!) {
      await card.getByTestId('add-figure').click();
      await card.getByTestId('figure-place').last().click();
      await clickAt(page, c + 0.5, r + 0.5);
      await expect.poll(async () => Object.values((await editorWorld(page)).figures).some((f) => f.cell?.c === c && f.cell?.r === r)).toBe(true);
    }
  }
  const designed = await editorWorld(page);
  expect(Object.values(designed.figures)).toHaveLength(4);
  expect(new Set(Object.values(designed.figures).map((f) => f.sideId)).size).toBe(2);
  await page.getByTestId('editor-test-play').click();
  await page.waitForFunction(() => window.grit?.view() != null, undefined, { timeout: 15_000 });
  const played = await gritWorld(page);
  expect(Object.keys(played.walls).sort()).toEqual(Object.keys(w.walls).sort());
  expect(played.turn.round).toBe(1);
  await shot(page, 'editor-05-uvtt-test-play');
  await page.getByTestId('back-to-editor').click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Edit beside a shipped scenario opens it in the editor; the key list shows the editor keys; Undo button; Shift multi-select, Copy and Paste; a select-tool box', async ({ page }) => {
  const errors = collectPageErrors(page);
  const shipped = JSON.parse(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8')) as World;
  await page.goto('./');
  await page.locator('.shipped-list li', { hasText: 'dusty-street.grit.json' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  const w = await editorWorld(page);
  expect(w.walls).toEqual(shipped.walls);
  expect(Object.keys(w.figures).sort()).toEqual(Object.keys(shipped.figures).sort());
  await page.mouse.move(10, 300);
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toContainText('split the selected wall');
  await expect(page.getByTestId('key-help')).toContainText('Problems tab');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('key-help')).toHaveCount(0);
  // The panel tabs from their keys: Alt+7 is Problems, Alt+1 Selection again.
  await page.keyboard.press('Alt+7');
  await expect(page.locator('.editor-tabs [data-tab="problems"]')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+1');
  await expect(page.locator('.editor-tabs [data-tab="selection"]')).toHaveAttribute('aria-selected', 'true');
  // Walls tool from its key; one wall; the Undo button takes it back.
  await page.keyboard.press('w');
  await clickAt(page, 1, 14);
  await clickAt(page, 3, 14);
  await page.keyboard.press('Enter');
  expect(Object.keys((await editorWorld(page)).walls)).toHaveLength(Object.keys(shipped.walls).length + 1);
  await page.getByTestId('editor-undo').click();
  expect((await editorWorld(page)).walls).toEqual(shipped.walls);
  // Multi-select with Shift, Copy and Paste from the Selection tab: a figure and the barrels, one cell on, one undo step.
  await page.keyboard.press('v');
  await clickAt(page, 4.5, 7.5);
  const barrelAt = await at(page, 11.5, 3.5);
  await page.keyboard.down('Shift');
  await page.mouse.click(barrelAt.x, barrelAt.y);
  await page.keyboard.up('Shift');
  expect(await page.evaluate(() => window.grit!.editor.selection())).toEqual(['marshal', 'barrel1']);
  await page.getByTestId('copy-selection').click();
  await page.getByTestId('paste-selection').click();
  const pastedIds = await page.evaluate(() => window.grit!.editor.selection());
  expect(pastedIds).toHaveLength(2);
  let pastedWorld = await editorWorld(page);
  const pastedFigure = pastedWorld.figures[pastedIds.find((id) => pastedWorld.figures[id])!]!;
  expect(pastedFigure).toMatchObject({ name: shipped.figures.marshal!.name, cell: { c: 5, r: 8 } });
  expect(pastedWorld.objects[pastedIds.find((id) => pastedWorld.objects[id])!]!.shape).toMatchObject({ center: { x: 12.5, y: 4.5 } });
  await page.mouse.move(10, 300);
  await shot(page, 'editor-06a-pasted');
  await page.keyboard.press('Control+z');
  pastedWorld = await editorWorld(page);
  expect(Object.keys(pastedWorld.figures).sort()).toEqual(Object.keys(shipped.figures).sort());
  expect(Object.keys(pastedWorld.objects).sort()).toEqual(Object.keys(shipped.objects).sort());
  // A selected figure: Character… opens the builder on it.
  await clickAt(page, 4.5, 7.5);
  await page.getByTestId('selection-character').click();
  await expect(page.getByTestId('builder-figure')).toHaveValue('marshal');
  await page.locator('[data-tab="selection"]').click();

  // Select by box: every wall inside, then Delete removes them as one step.
  await page.keyboard.press('v');
  const a = await at(page, -0.4, -0.4);
  const b = await at(page, 24.4, 16.4);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
  const selected = await page.evaluate(() => window.grit!.editor.selection());
  expect(selected.filter((id) => shipped.walls[id])).toHaveLength(Object.keys(shipped.walls).length);
  await shot(page, 'editor-06-shipped-box-selected');
  await page.keyboard.press('Delete');
  expect((await editorWorld(page)).walls).toEqual({});
  await page.keyboard.press('Control+z');
  expect((await editorWorld(page)).walls).toEqual(shipped.walls);
  expect(errors).toEqual([]);
});

test('Problems tab: a figure with stats off 30 SP is listed; clicking it centres the map on the figure; undo clears it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('./');
  await page.locator('.shipped-list li', { hasText: 'dusty-street.grit.json' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  const kid = (await editorWorld(page)).figures.kid;
  const cell = kid.cell!;
  // Zoom in over the far corner from the Kid, so the Kid's square is well away from the middle of the canvas.
  const canvasBox = (await page.locator('canvas').first().boundingBox())!;
  const corner = await at(page, cell.c < 12 ? 23 : 1, cell.r < 8 ? 15 : 1);
  await page.mouse.move(corner.x, corner.y);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -300);
  await page.waitForTimeout(300);
  const centre = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 };
  const distance = async () => {
    const p = await at(page, cell.c + 0.5, cell.r + 0.5);
    return Math.hypot(p.x - centre.x, p.y - centre.y);
  };
  const cellPx = (await at(page, 1, 0)).x - (await at(page, 0, 0)).x;
  const before = await distance();
  expect(before).toBeGreaterThan(3 * cellPx);
  const r = await page.evaluate(() => window.grit!.editor.dispatch({ type: 'updateFigure', figureId: 'kid', changes: { stats: { ap: 8, hp: 8, bod: 5, mnd: 5, mys: 1, rce: 1 } } }));
  expect(r.ok).toBe(true);
  await page.getByRole('tab', { name: 'Problems' }).click();
  const problem = page.getByTestId('problem').filter({ hasText: kid.name });
  await expect(problem).toContainText('30 SP');
  await problem.first().click();
  await page.waitForTimeout(300);
  expect(await distance()).toBeLessThan(Math.max(cellPx, before / 4));
  await shot(page, 'editor-07-problem-focused');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('problem').filter({ hasText: kid.name })).toHaveCount(0);
  expect(errors).toEqual([]);
});
