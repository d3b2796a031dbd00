// Issue 14 "must show" for modules N and L (RULES §9.2, §9.3) in web mode:
// in the shipped brawl (N+L on) a knife hit pauses the attack, the prompt
// lists each abort with its AP cost and odds, Roll with the Blow is chosen,
// the log shows the non-lethal conversion and the life bar fills on the
// sheet and in the turn order. Screenshots: test/e2e/screenshots/modules-nl-*.png.
//
// Seed 2: the order is Nell, Bram, Vex, Rook, Wren, Tam; Nell's knife hits
// Vex and Vex may Roll with the Blow (checked against the core beforehand).
//
// The second test is the hotseat case: the same brawl with a stick
// of dynamite in Nell's hand (opened with Open file…), the hand-over screen
// on; her throw pauses the blast on Rook, the River gang's screen comes up,
// Rook Dives for Cover, the log shows the points turned non-lethal, and the
// life bar fills on Rook's sheet and under its token (screen pixels).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  clickCell,
  collectPageErrors,
  colourDistance,
  expectColourNear,
  gritWorld,
  hexToRgb,
  nextFrames,
  playView,
  type Rgb,
  saveScreenshot,
  SCREENSHOT_DIR,
  screenshotPixels,
  openApp,
} from './helpers';
import type { World } from '../../src/core/model/schema';

test.use({ viewport: { width: 1600, height: 900 } });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `modules-nl-${name}.png`));
}

test('N-ABORT and L-BAR: an attack pauses, the prompt shows choices with AP and odds, Roll with the Blow is taken, the life bar fills', async ({ app: page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=tavern-brawl.grit.json&seed=2&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  let view = (await playView(page))!;
  expect(view.world.scenario.rules.modules).toEqual(['N', 'L']);
  expect(view.world.turn.order).toEqual(['nell', 'bram', 'vex', 'rook', 'wren', 'tam']);
  expect(view.activeFigureId).toBe('nell');

  // Nell closes in beside Vex (move tool, click the cell); the others end their turns (E).
  await page.keyboard.press('m');
  await clickCell(page, 8, 2);
  expect((await gritWorld(page)).figures.nell.cell).toEqual({ c: 8, r: 2 });
  for (const id of ['bram', 'vex', 'rook', 'wren', 'tam']) {
    expect((await playView(page))!.activeFigureId).toBe(id);
    await page.keyboard.press('e');
  }
  expect((await playView(page))!.activeFigureId).toBe('nell');

  // Nell's knife at Vex: the hit pauses before damage; it is Vex's answer now.
  await page.keyboard.press('a');
  await clickCell(page, 9, 2);
  const prompt = page.getByTestId('abort-prompt');
  await expect(prompt).toBeVisible();
  let w = await gritWorld(page);
  expect(w.pendingAbort).toMatchObject({ attackerId: 'nell', targetId: 'vex' });
  expect((await playView(page))!.activeFigureId).toBe('vex');
  await expect(prompt).toContainText('Vex is hit by Nell Hookhand');
  await expect(page.getByTestId('abort-block-odds')).toContainText('2 AP from next round');
  await expect(page.getByTestId('abort-block-odds')).toContainText(/\d+% to block/);
  await expect(page.getByTestId('abort-roll-odds')).toContainText(/2 AP from next round · \d+% to soften, ≈\d\.\d points non-lethal/);
  await expect(page.getByTestId('abort-take')).toBeEnabled();
  await shot(page, '1-prompt');

  // Roll with the Blow: the log shows the opposed roll and the points turned non-lethal.
  await page.getByTestId('abort-roll').click();
  w = await gritWorld(page);
  expect(w.figures.vex.status.apOwed).toBe(2);
  view = (await playView(page))!;
  const texts = view.log.map((e) => e.text);
  expect(texts).toContainEqual(expect.stringContaining('Vex tries Roll with the Blow: 2 AP from next round'));
  expect(texts).toContainEqual(expect.stringMatching(/Vex's Roll with the Blow: margin -?\d+ vs -?\d+, \d+ point\(s\) turned non-lethal/));
  expect(texts).toContainEqual(expect.stringMatching(/Vex takes \d+ from Nell Hookhand's Knife.*non-lethal pips/));
  // The knife's second attack may hit and pause again: take it.
  if (await prompt.count()) await page.getByTestId('abort-take').click();
  await expect(prompt).toHaveCount(0);
  w = await gritWorld(page);
  const bar = w.figures.vex.lifeBar!;
  expect(bar.lethal + bar.nonLethal).toBeGreaterThan(0);

  // The life bar on Vex's sheet and in the turn order.
  await page.locator('[data-testid="init-row"][data-figure-id="vex"] .init-select').click();
  const sheetBar = page.getByTestId('sheet').getByTestId('life-bar');
  await expect(sheetBar).toBeVisible();
  await expect(sheetBar).toHaveAttribute('data-lethal', String(bar.lethal));
  await expect(sheetBar).toHaveAttribute('data-non-lethal', String(bar.nonLethal));
  expect(await sheetBar.locator('[data-testid="life-bar-lethal"] .lb-pip.filled').count()).toBe(bar.lethal);
  expect(await sheetBar.locator('[data-testid="life-bar-non-lethal"] .lb-pip.filled').count()).toBe(bar.nonLethal);
  await expect(page.getByTestId('sheet').getByTestId('sheet-next-ap')).toContainText('Next round: 7 AP (2 spent on aborts)');
  await expect(page.locator('[data-testid="init-row"][data-figure-id="vex"] [data-testid="life-bar-compact"]')).toHaveAttribute('data-lethal', String(bar.lethal));
  await shot(page, '2-life-bar');
  expect(errors).toEqual([]);
});

/** The shipped brawl with a stick of dynamite drawn in Nell's hand (her knife second). */
function brawlWithDynamite(): string {
  const w = JSON.parse(readFileSync('maps/tavern-brawl.grit.json', 'utf8')) as World;
  w.figures.nell!.loadout.weapons = [
    { catalogueId: 'dynamite', dvBonus: 0 },
    { catalogueId: 'knife', dvBonus: 0 },
  ];
  w.figures.nell!.loadout.activeWeapon = 0;
  return JSON.stringify(w);
}

async function passHandOver(page: Page, side: string): Promise<void> {
  const screen = page.getByTestId('hand-over-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(side);
  await page.getByTestId('hand-over-continue').click();
  await expect(screen).toHaveCount(0);
}

test('N-ABORT in hotseat: a blast pauses behind the hand-over screen, Rook Dives for Cover, the log shows the non-lethal conversion, the life bar fills on the sheet and under the token', async ({
  app: page,
}) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=tavern-brawl.grit.json&seed=2&fast=1&table=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 60_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file…' }).click();
  await (await chooser).setFiles({ name: 'tavern-dynamite.grit.json', mimeType: 'application/json', buffer: Buffer.from(brawlWithDynamite()) });
  await page.waitForFunction(() => window.grit!.world()?.figures.nell?.loadout.weapons[0]?.catalogueId === 'dynamite', undefined, { timeout: 60_000 });
  await page.getByTestId('table-hand-over').check();
  if (await page.getByTestId('hand-over-screen').count()) await passHandOver(page, 'Dockers');
  // The Table TV panel (where the hand-over switch is) stays open: zoom out (−) until the street end of the map is clear of it.
  const covered = async () => {
    const p = await page.evaluate(() => window.grit!.cellToClient(13, 2));
    return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName !== 'CANVAS', [p.x, p.y] as const);
  };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 8 && (await covered()); i++) {
    await page.keyboard.press('-');
    await nextFrames(page, 2);
  }
  expect(await covered(), 'the street end of the map is clear of the Table TV panel').toBe(false);
  expect((await playView(page))!.activeFigureId).toBe('nell');

  // Nell throws the dynamite at the square right of Vex (area tool, G): the blast pauses on Rook, the first of the gang it catches.
  await page.keyboard.press('g');
  await clickCell(page, 12, 2);
  await page.waitForFunction(() => window.grit!.world()?.pendingAbort != null);
  let w = await gritWorld(page);
  expect(w.pendingAbort).toMatchObject({ attackerId: 'nell', targetId: 'rook', burst: { weaponId: 'dynamite' } });
  // Rook is the River gang's: its player answers behind the hand-over screen, which covers the window (and the prompt) until then.
  await expect(page.getByTestId('hand-over-screen')).toBeVisible();
  await shot(page, '3-hand-over');
  await passHandOver(page, 'River gang');
  const prompt = page.getByTestId('abort-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("Rook is caught in the blast of Nell Hookhand's Dynamite");
  await expect(page.getByTestId('abort-dive-odds')).toContainText(/2 AP from next round · \d+% to soften, ≈\d\.\d points non-lethal \(BOD \d+\) · dives out of the blast/);
  await expect(page.getByTestId('abort-block')).toHaveCount(0);
  await shot(page, '4-dive-prompt');

  // Dive for Cover: the BOD roll's margin turns that many points of the blast non-lethal (§9.2, §9.0).
  await page.getByTestId('abort-dive').click();
  await page.waitForFunction(() => window.grit!.world()?.pendingAbort?.targetId !== 'rook');
  w = await gritWorld(page);
  expect(w.figures.rook.status.apOwed).toBe(2);
  const texts = (await playView(page))!.log.map((e) => e.text);
  expect(texts).toContainEqual(expect.stringContaining('Rook tries Dive for Cover: 2 AP from next round'));
  const conversion = texts.map((t) => /Rook's Dive for Cover: margin (-?\d+), (\d+) point\(s\) turned non-lethal/.exec(t)).find(Boolean);
  expect(conversion, texts.join('\n')).toBeTruthy();
  const converted = Number(conversion![2]);
  expect(converted).toBeGreaterThan(0);
  const bar = w.figures.rook.lifeBar!;
  expect(bar.nonLethal).toBe(converted);
  expect(bar.lethal).toBeGreaterThan(0);
  expect(texts).toContainEqual(expect.stringContaining(`Rook takes`));
  expect(texts).toContainEqual(expect.stringContaining(`${bar.lethal} lethal, ${converted} non-lethal pips`));
  // The blast goes on: any other gang figure it caught is asked in turn (same side, no new screen); it takes the hit.
  while (await prompt.count()) {
    await page.getByTestId('abort-take').click();
    await nextFrames(page, 1);
  }
  if (await page.getByTestId('hand-over-screen').count()) await passHandOver(page, 'Dockers');

  // Rook's sheet: the pips filled, lethal and non-lethal.
  await page.locator('[data-testid="init-row"][data-figure-id="rook"] .init-select').click();
  const sheetBar = page.getByTestId('sheet').getByTestId('life-bar');
  await expect(sheetBar).toHaveAttribute('data-lethal', String(bar.lethal));
  await expect(sheetBar).toHaveAttribute('data-non-lethal', String(bar.nonLethal));
  expect(await sheetBar.locator('[data-testid="life-bar-lethal"] .lb-pip.filled').count()).toBe(bar.lethal);
  expect(await sheetBar.locator('[data-testid="life-bar-non-lethal"] .lb-pip.filled').count()).toBe(bar.nonLethal);

  // Under Rook's token (it dived to a square outside the blast): the red lethal row and the blue non-lethal row fill from the left,
  // as far as 25 and 20 pips make the whole bar (figureLayer: 0.9 of the token wide, rows 0.05 of it high, 0.52 of it below the centre).
  const cell = w.figures.rook.cell!;
  // Zoom in on Rook (wheel over its token) until the bar's rows are several pixels high.
  for (let i = 0; i < 8 && (await page.evaluate(() => window.grit!.cameraScale())) < 2; i++) {
    const at = await page.evaluate(([c, r]) => window.grit!.cellToClient(c, r), [cell.c, cell.r] as const);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -240);
    await nextFrames(page, 2);
  }
  await page.mouse.move(5, 5);
  await nextFrames(page, 3);
  const centre = await page.evaluate(([c, r]) => window.grit!.cellToClient(c, r), [cell.c, cell.r] as const);
  const scale = await page.evaluate(() => window.grit!.cameraScale());
  // In world pixels (48 an inch): rows 2.4 high, the lethal one 24.96 below the centre, the non-lethal 1 under it.
  const sizePx = 48;
  const rowPx = Math.max(2, sizePx * 0.05);
  const rowTop = { lethal: sizePx * 0.52, nonLethal: sizePx * 0.52 + rowPx + 1 };
  const left = centre.x - 0.45 * sizePx * scale;
  const width = 0.9 * sizePx * scale;
  const band = (row: 'lethal' | 'nonLethal', share: number) => [0.3, 0.5, 0.7].map((f) => ({ x: left + width * share, y: centre.y + (rowTop[row] + rowPx * f) * scale }));
  const lethalShare = bar.lethal / 25;
  const nonLethalShare = bar.nonLethal / 20;
  const points = [...band('lethal', lethalShare / 2), ...band('lethal', (1 + lethalShare) / 2), ...band('nonLethal', nonLethalShare / 2), ...band('nonLethal', (1 + nonLethalShare) / 2)];
  const px = await screenshotPixels(page, 'modules-nl-5-token-bar', points);
  const red = hexToRgb('#c0452a');
  const blue = hexToRgb('#4f7fb8');
  const nearest = (samples: Rgb[], want: Rgb) => samples.reduce((best, c) => (colourDistance(c, want) < colourDistance(best, want) ? c : best));
  expectColourNear(nearest(px.slice(0, 3), red), red, 40, 'lethal pips under the token (left of its share)');
  expect(Math.min(...px.slice(3, 6).map((c) => colourDistance(c, red))), 'the lethal row stops at its share').toBeGreaterThan(60);
  expectColourNear(nearest(px.slice(6, 9), blue), blue, 40, 'non-lethal pips under the token (left of its share)');
  expect(Math.min(...px.slice(9, 12).map((c) => colourDistance(c, blue))), 'the non-lethal row stops at its share').toBeGreaterThan(60);
  await shot(page, '6-sheet-and-token');
  expect(errors).toEqual([]);
});
