// Issue 14 "must show" for modules N and L (RULES §9.2, §9.3) in web mode:
// in the shipped brawl (N+L on) a knife hit pauses the attack, the prompt
// lists each abort with its AP cost and odds, Roll with the Blow is chosen,
// the log shows the non-lethal conversion and the life bar fills on the
// sheet and in the turn order. Screenshots: test/e2e/screenshots/modules-nl-*.png.
//
// Seed 2: the order is Nell, Bram, Vex, Rook, Wren, Tam; Nell's knife hits
// Vex and Vex may Roll with the Blow (checked against the core beforehand).
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { SCREENSHOT_DIR, clickCell, collectPageErrors, nextFrames, playView } from './helpers';
import type { World } from '../../src/core/model/schema';

test.use({ viewport: { width: 1600, height: 900 } });

async function world(page: Page): Promise<World> {
  return (await page.evaluate(() => window.grit!.world()))!;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await nextFrames(page, 2);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `modules-nl-${name}.png`) });
}

test('N-ABORT and L-BAR: an attack pauses, the prompt shows choices with AP and odds, Roll with the Blow is taken, the life bar fills', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.goto('./?scenario=tavern-brawl.grit.json&seed=2&fast=1');
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  let view = (await playView(page))!;
  expect(view.world.scenario.rules.modules).toEqual(['N', 'L']);
  expect(view.world.turn.order).toEqual(['nell', 'bram', 'vex', 'rook', 'wren', 'tam']);
  expect(view.activeFigureId).toBe('nell');

  // Nell closes in beside Vex (move tool, click the cell); the others end their turns (E).
  await page.keyboard.press('m');
  await clickCell(page, 8, 2);
  expect((await world(page)).figures.nell.cell).toEqual({ c: 8, r: 2 });
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
  let w = await world(page);
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
  w = await world(page);
  expect(w.figures.vex.status.apOwed).toBe(2);
  view = (await playView(page))!;
  const texts = view.log.map((e) => e.text);
  expect(texts).toContainEqual(expect.stringContaining('Vex tries Roll with the Blow: 2 AP from next round'));
  expect(texts).toContainEqual(expect.stringMatching(/Vex's Roll with the Blow: margin -?\d+ vs -?\d+, \d+ point\(s\) turned non-lethal/));
  expect(texts).toContainEqual(expect.stringMatching(/Vex takes \d+ from Nell Hookhand's Knife.*non-lethal pips/));
  // The knife's second attack may hit and pause again: take it.
  if (await prompt.count()) await page.getByTestId('abort-take').click();
  await expect(prompt).toHaveCount(0);
  w = await world(page);
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
