// Module P (RULES 9.1) end to end in web mode, on the shipped "The Rise at
// Harrow Ford" with ?seed=28: the band on the rise is surprised (0 AP in
// round 1), Sir Aymer acts first, at the same time as Odo (both 16, P-INIT):
// each declares on its turn and both resolve once Odo has. Aymer closes in
// during round 1 and charges Hobb in round 2 with his spear (double damage
// on a charge). Checked on
// screen (action bar, preview, log) and against the World; screenshots in
// test/e2e/screenshots/module-p-*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { clickCell, collectPageErrors, gritWorld, hoverCell, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1600, height: 900 } });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `module-p-${name}.png`));
}

async function active(page: Page): Promise<string | null> {
  return (await playView(page))!.activeFigureId;
}

test('a module P game: a surprise round, then a charge with its preview', async ({ app: page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=phoenix-rise.grit.json&seed=28&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('play-screen')).toBeVisible();

  // P-SURPRISE: the band on the rise is surprised, so its figures have 0 AP in round 1.
  let w = await gritWorld(page);
  expect(w.turn.round).toBe(1);
  for (const id of ['rook', 'tamsin', 'hobb', 'col', 'ysolde']) expect(w.figures[id]).toMatchObject({ apLeft: 0, status: { surprised: true } });
  await expect(page.getByTestId('game-log')).toContainText('surprised, loses round 1 (P-SURPRISE)');
  expect(await active(page)).toBe('aymer');
  await expect(page.getByTestId('phoenix-actions')).toBeVisible();
  await shot(page, 'surprise');

  // Round 1: Sir Aymer closes in (an ordinary move), then every rider ends its turns.
  // 7,4 rather than further east: the charge lane from there to the band is clear of the thickets.
  const closeIn = { c: 7, r: 4 };
  await page.keyboard.press('m');
  await hoverCell(page, closeIn.c, closeIn.r);
  await clickCell(page, closeIn.c, closeIn.r);
  // P-INIT: Aymer and Odo act at the same time: the move is declared, Odo's turn comes, and it resolves when Odo is done.
  await expect(page.getByTestId('game-log')).toContainText('act at the same time (P-INIT)');
  await expect(page.getByTestId('game-log')).toContainText('declares moveFigure');
  expect(await active(page)).toBe('odo');
  expect((await gritWorld(page)).figures.aymer.cell).not.toEqual(closeIn);
  await shot(page, 'declared');
  await page.getByRole('button', { name: /^End turn/ }).click();
  await expect.poll(async () => (await gritWorld(page)).figures.aymer.cell).toEqual(closeIn);
  await expect(page.getByTestId('game-log')).toContainText('their declared actions resolve together');
  for (let i = 0; i < 30 && (await gritWorld(page)).turn.round === 1; i++) {
    await page.getByRole('button', { name: /^End turn/ }).click();
  }
  w = await gritWorld(page);
  expect(w.turn.round).toBe(2);
  expect(w.figures.hobb.status.surprised).toBe(false);
  expect(await active(page)).toBe('aymer');

  // Round 2: Charge, hover Hobb: the lane, its AP and the blow's modifiers with their sources, and the spear's double damage.
  await page.getByRole('button', { name: /^Charge,/ }).click();
  const hobb = w.figures.hobb.cell!;
  await hoverCell(page, hobb.c, hobb.r);
  const preview = page.getByTestId('preview');
  await expect(preview).toContainText('charging (P-CHARGE)');
  await expect(preview).toContainText('double damage (P-CHARGE)');
  await shot(page, 'charge-preview');
  await clickCell(page, hobb.c, hobb.r);
  // Declared; it resolves once Odo, acting at the same time, has taken his turn.
  await expect(page.getByTestId('game-log')).toContainText('declares charge on Hobb');
  expect(await active(page)).toBe('odo');
  await page.getByRole('button', { name: /^End turn/ }).click();
  await expect(page.getByTestId('game-log')).toContainText('on a charge (P-CHARGE)');
  w = await gritWorld(page);
  expect(w.figures.aymer.status.chargedRound).toBe(2);
  expect(Math.abs(w.figures.aymer.cell!.c - hobb.c)).toBeLessThanOrEqual(1);
  await shot(page, 'charged');
  expect(errors).toEqual([]);
});
