// Saved games, recent files, autosave and crash recovery, keyboard help (issue 6
// "Start screen", DESIGN "Files"), in web mode as a user sees them: Save is a
// download, Open file… a file picker, the autosave lives in IndexedDB.
// Seed 2 on Dusty Street: the Marshal acts first (see play.spec).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { World } from '../../src/core/model/schema';
import { buildTableProjection } from '../../src/renderer/table/projection';
import { DEFAULT_TABLE_VIEW } from '../../src/shared/table';
import {
  cellToClient,
  clickCell,
  collectPageErrors,
  expectColourNear,
  gritWorld,
  hexToRgb,
  isBareCell,
  nextFrames,
  openApp,
  playView,
  saveScreenshot,
  SCREENSHOT_DIR,
  screenshotPixels,
} from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

const GAME_QUERY = 'scenario=dusty-street.grit.json&seed=2&fast=1';
const GAME_URL = `./?${GAME_QUERY}`;

async function waitForPlay(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
}

/** The Marshal walks to (6,5) with the move tool (3 AP), as in play.spec. */
async function moveMarshal(page: Page): Promise<void> {
  await page.mouse.move(600, 400);
  await page.keyboard.press('m');
  await clickCell(page, 6, 5);
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 6, r: 5 });
}

/** What a saved game must bring back: positions, AP, HP, round, whose turn. */
function essentials(w: World) {
  return {
    round: w.turn.round,
    order: w.turn.order,
    figures: Object.fromEntries(Object.values(w.figures).map((f) => [f.id, { cell: f.cell, apLeft: f.apLeft, hp: f.hp }])),
  };
}

test('Save downloads a saved game; Open file… restores it and play continues; Recent files reopen it', async ({ context, page }, info) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await page.goto(GAME_URL);
  await waitForPlay(page);
  await moveMarshal(page);
  const saved = await gritWorld(page);
  expect(saved.figures.marshal.apLeft).toBe(5);

  // Save: web mode downloads "<scenario>.save.grit.json".
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save game', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('dusty-street.save.grit.json');
  const savePath = info.outputPath('dusty-street.save.grit.json');
  await download.saveAs(savePath);
  const json = JSON.parse(readFileSync(savePath, 'utf8')) as { format: string; seed: number; commands: { type: string }[]; snapshot?: unknown };
  expect(json.format).toBe('grit-save');
  expect(json.commands.map((c) => c.type)).toEqual(['startEncounter', 'moveFigure']);

  // The game goes on after the save: the Deputy acts (passes), so the World differs.
  await page.keyboard.press('n');
  expect((await playView(page))!.activeFigureId).not.toBe('deputy');
  expect(await gritWorld(page)).not.toEqual(saved);

  // Open file… the download: the saved position is back, and play continues from it.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.top-bar .open-file').click()]);
  await chooser.setFiles(savePath);
  // The whole World, not its essentials: a pass changes only whose turn it is, so the essentials match before the file is in.
  await expect.poll(async () => await gritWorld(page)).toEqual(saved);
  const view = (await playView(page))!;
  expect(view.activeFigureId).toBe('deputy');
  expect(view.log.map((e) => e.text)).toContainEqual(expect.stringContaining('Marshal Cole moves 4,7 -> 6,5 (3 AP)'));
  await expect(page.getByTestId('scenario-title')).toHaveText('Dusty Street Shootout');
  await shot(page, 'files-01-save-reopened');
  await page.keyboard.press('n');
  expect((await playView(page))!.activeFigureId).not.toBe('deputy');

  // A clean close, then a fresh start: no recovery offer; the save is in Recent files.
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  const nextErrors = collectPageErrors(next);
  await next.goto('./');
  await expect(next.getByTestId('start-screen')).toBeVisible();
  await expect(next.getByTestId('recent-list')).toContainText('dusty-street.save.grit.json');
  await expect(next.getByTestId('recovery-offer')).toHaveCount(0);
  await shot(next, 'files-02-recent');
  await next.getByTestId('recent-list').getByRole('button', { name: 'dusty-street.save.grit.json' }).click();
  await waitForPlay(next);
  expect(essentials(await gritWorld(next))).toEqual(essentials(saved));
  expect(errors).toEqual([]);
  expect(nextErrors).toEqual([]);
});

test('autosave to IndexedDB; a session that did not close cleanly is offered back (Recover / Discard)', async ({ context, page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await page.goto(GAME_URL);
  await waitForPlay(page);
  await moveMarshal(page);
  await page.keyboard.press('n'); // the Deputy passes
  const before = await gritWorld(page);
  await expect(page.getByTestId('autosave')).toHaveText('Autosaved', { timeout: 10_000 });
  await shot(page, 'files-03-autosaved');
  // The game is in IndexedDB (room for big maps); localStorage holds only the session flag.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('grit.recovery')))).toEqual([]);

  // A crash: the page goes without its beforeunload handlers (no clean close).
  await page.close({ runBeforeUnload: false });
  const second = await context.newPage();
  const secondErrors = collectPageErrors(second);
  await second.goto('./');
  const offer = second.getByTestId('recovery-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Recover unsaved game — Dusty Street Shootout');
  await shot(second, 'files-04-recovery-offer');
  await second.getByTestId('recovery-recover').click();
  await waitForPlay(second);
  expect(essentials(await gritWorld(second))).toEqual(essentials(before));
  expect(await gritWorld(second)).toEqual(before);
  await expect(second.getByTestId('autosave')).toHaveText('Autosaved', { timeout: 10_000 });
  await shot(second, 'files-05-recovered');

  // Crash again, then Discard: the offer goes and does not come back.
  await second.close({ runBeforeUnload: false });
  const third = await context.newPage();
  await third.goto('./');
  await expect(third.getByTestId('recovery-offer')).toBeVisible();
  await third.getByTestId('recovery-discard').click();
  await expect(third.getByTestId('recovery-offer')).toHaveCount(0);
  await third.close({ runBeforeUnload: false });
  const fourth = await context.newPage();
  await fourth.goto('./');
  await expect(fourth.getByTestId('start-screen')).toBeVisible();
  await expect(fourth.getByTestId('recovery-offer')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(secondErrors).toEqual([]);
});

test('keyboard help: ? and F1 open it, the Keys button too; it lists the play keys', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await openApp(page, GAME_QUERY);
  await waitForPlay(page);
  await page.mouse.move(600, 400);
  await page.keyboard.press('?');
  const help = page.getByTestId('key-help');
  await expect(help).toBeVisible();
  await expect(help).toContainText('end turn');
  await expect(help).toContainText('Ctrl+Z');
  await expect(help).toContainText('open / close the nearest door');
  await shot(page, 'files-06-key-help');
  await page.keyboard.press('F1');
  await expect(help).toHaveCount(0);
  await page.getByRole('button', { name: 'Keyboard help' }).click();
  await expect(help).toBeVisible();
  await page.getByTestId('key-help-close').click();
  await expect(help).toHaveCount(0);
  // Help keys do not act on the game: still the Marshal's turn, nothing logged but the start.
  expect((await playView(page))!.activeFigureId).toBe('marshal');
  expect(errors).toEqual([]);
});

test("Table TV panel: the toolbar button opens the table controls; on request the GM map shows the players' fog tint", async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await openApp(page, GAME_QUERY);
  await waitForPlay(page);
  await expect(page.getByTestId('table-controls-float')).toHaveCount(0);
  await page.getByTestId('table-tv-button').click();
  const panel = page.getByTestId('table-controls-float');
  await expect(panel).toBeVisible();
  await page.getByTestId('table-rotate-right').click();
  await expect(page.getByTestId('table-rotation')).toHaveText('90°');
  await expect(page.getByTestId('table-fog-time')).toContainText('ms');
  // The tint of the players' fog on the GM map is off until the table opens or the GM asks for it.
  await expect(page.getByTestId('table-gm-tint')).not.toBeChecked();
  await page.getByTestId('table-gm-tint').check();
  await shot(page, 'files-07-table-panel');
  await page.getByTestId('table-tv-button').click();
  await expect(panel).toHaveCount(0);

  // The players' fog as a tint on the GM map: a bare square the Law cannot see
  // is darker than its terrain colour; one they see keeps it.
  const w = await gritWorld(page);
  const fog = buildTableProjection(w, { playerSideIds: ['law'], view: DEFAULT_TABLE_VIEW, seq: 1 }).fog;
  const typeAt = (c: number, r: number) => w.terrainTypes[w.terrain.legend[w.terrain.rows[r][c]]];
  const cells = w.terrain.rows.flatMap((_, r) => [...Array(w.map.widthCells).keys()].map((c) => ({ c, r }))).filter(({ c, r }) => isBareCell(w, c, r));
  const unseen = cells.find(({ c, r }) => !fog.visible[r * w.map.widthCells + c]);
  const seen = cells.find(({ c, r }) => fog.visible[r * w.map.widthCells + c] && typeAt(c, r)?.id === (unseen && typeAt(unseen.c, unseen.r)?.id));
  expect(unseen && seen, 'fixture: a bare unseen square and a bare seen one of the same terrain').toBeTruthy();
  const terrain = hexToRgb(typeAt(seen!.c, seen!.r).colour);
  // Terrain is textured (planks, grain): each square's colour is the mean of a 3×3 grid of samples inside it.
  const cellPx = (await cellToClient(page, 1, 0)).x - (await cellToClient(page, 0, 0)).x;
  const grid = async (c: number, r: number) => {
    const centre = await cellToClient(page, c, r);
    return [-0.25, 0, 0.25].flatMap((dy) => [-0.25, 0, 0.25].map((dx) => ({ x: centre.x + dx * cellPx, y: centre.y + dy * cellPx })));
  };
  const samples = await screenshotPixels(page, 'files-08-fog-tint', [...(await grid(unseen!.c, unseen!.r)), ...(await grid(seen!.c, seen!.r))]);
  const mean = (px: typeof samples) => [0, 1, 2].map((k) => Math.round(px.reduce((sum, p) => sum + p[k], 0) / px.length)) as [number, number, number];
  const [unseenPx, seenPx] = [mean(samples.slice(0, 9)), mean(samples.slice(9))];
  expectColourNear(seenPx, terrain, 30, `seen square ${seen!.c},${seen!.r}`);
  expect(unseenPx[0], `unseen square ${unseen!.c},${unseen!.r} rgb(${unseenPx}) is tinted darker than its terrain rgb(${terrain})`).toBeLessThan(terrain[0] * 0.8);
  // Textured planks vary from square to square (about ±30%), so the floor is wider than the tint's own 0.65.
  expect(unseenPx[0], 'the tint is light: the GM still sees the map').toBeGreaterThan(terrain[0] * 0.25);
  expect(errors).toEqual([]);
});
