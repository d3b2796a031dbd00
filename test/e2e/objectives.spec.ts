// Objectives played as a user (G-WIN-1/2, G-WIN-7): Dusty Street with ?seed=2
// (order Marshal, Deputy, Slim, Kid). The Law ends its turns; the Kid walks
// to the strongbox by the wagon, picks it up from the action bar, carries it
// (heavy: 2 AP a square) to the livery and the gang wins by that objective.
// The initiative panel names the side and the objective, the action bar
// refuses further actions, undo returns to play.
// Screenshots: test/e2e/screenshots/objectives-*.png.
import { type Page } from '@playwright/test';
import { expect, SHIPPED_DUSTY, test } from './fixtures';
import { join } from 'node:path';
import { clickCell, collectPageErrors, gritWorld, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1600, height: 900 } });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 3);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `objectives-${name}.png`));
}

async function active(page: Page): Promise<string | null> {
  return (await playView(page))!.activeFigureId;
}

async function endTurnsUntil(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 6 && (await active(page)) !== id; i++) await page.keyboard.press('e');
  expect(await active(page)).toBe(id);
}

async function moveTo(page: Page, c: number, r: number): Promise<void> {
  await page.keyboard.press('m');
  await clickCell(page, c, r);
}

test('G-WIN-7 / G-WIN-2 Dusty Street: the Kid carries the strongbox to the livery and the gang wins; undo plays on', async ({ app: page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=dusty-street.grit.json&seed=2&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  expect((await gritWorld(page)).turn.order).toEqual(['marshal', 'deputy', 'slim', 'kid']);
  await shot(page, '00-start');

  // Round 1: the Law and Slim end their turns; the Kid goes to the strongbox.
  await endTurnsUntil(page, 'kid');
  await moveTo(page, 16, 7);
  expect((await gritWorld(page)).figures.kid.cell).toEqual({ c: 16, r: 7 });
  expect(await active(page)).toBe('kid');
  const pick = page.getByRole('button', { name: /^Pick up Strongbox, 1 AP/ });
  await expect(pick).toBeVisible();
  await pick.click();
  let w = await gritWorld(page);
  expect(w.items.strongbox).toMatchObject({ cell: null, carriedBy: 'kid' });
  await expect(page.getByTestId('sheet-carrying')).toContainText('Strongbox (heavy');
  await shot(page, '01-carrying');
  // Heavy: two squares cost 4 AP (G-WIN-7 +1 AP a square).
  const apBefore = w.figures.kid.apLeft;
  await moveTo(page, 18, 7);
  w = await gritWorld(page);
  expect(w.figures.kid.cell).toEqual({ c: 18, r: 7 });
  expect(w.figures.kid.apLeft).toBe(apBefore - 4);
  await page.keyboard.press('e');

  // Round 2: into the livery.
  await endTurnsUntil(page, 'kid');
  await moveTo(page, 21, 7);
  w = await gritWorld(page);
  expect(w.outcome).toMatchObject({ result: 'won', sideId: 'gang', objectiveIds: ['strongbox-to-livery'] });
  const over = page.getByTestId('game-over');
  await expect(over).toContainText('Dalton Gang');
  await expect(over).toContainText('Strongbox');
  await expect(over).toContainText('Livery');
  const bar = page.getByTestId('action-bar');
  await expect(bar).toHaveAttribute('data-game-over', 'true');
  await expect(bar.getByRole('button')).toHaveCount(0);
  // A key press for an action changes nothing once the game is over.
  const logLength = (await playView(page))!.log.length;
  await page.keyboard.press('e');
  expect((await gritWorld(page)).outcome?.result).toBe('won');
  expect((await playView(page))!.log.length).toBe(logLength);
  await shot(page, '02-gang-wins');

  // Undo takes the winning move back: play goes on.
  await page.keyboard.press('Control+z');
  w = await gritWorld(page);
  expect(w.outcome).toBeUndefined();
  expect(w.figures.kid.cell).toEqual({ c: 18, r: 7 });
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('action-bar')).not.toHaveAttribute('data-game-over', 'true');
  await shot(page, '03-undone');
  expect(errors).toEqual([]);
});

// The shipped Dusty Street (not the specs' frozen copy, test/e2e/fixtures.ts): the lawmen hold the
// bank's windows and the strongbox lies light by the saloon door, out of their sight behind the wagon.
test('G-WIN-7 / G-WIN-2 the shipped Dusty Street: the Kid fetches the light strongbox from the saloon door to the livery and the gang wins', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().unroute(SHIPPED_DUSTY);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=dusty-street.grit.json&seed=2&fast=1`);
  let w = await gritWorld(page);
  expect(w.figures.marshal.cell).toEqual({ c: 4, r: 4 });
  expect(w.items.strongbox).toMatchObject({ cell: { c: 17, r: 10 }, heavy: false });

  await endTurnsUntil(page, 'kid');
  await moveTo(page, 17, 9);
  await page.getByRole('button', { name: /^Pick up Strongbox, 1 AP/ }).click();
  w = await gritWorld(page);
  expect(w.items.strongbox).toMatchObject({ cell: null, carriedBy: 'kid' });
  // Light: it costs no more to walk with it (G-WIN-7).
  await expect(page.getByTestId('sheet-carrying')).toContainText('Strongbox');
  await expect(page.getByTestId('sheet-carrying')).not.toContainText('heavy');
  await moveTo(page, 20, 9);
  if ((await active(page)) !== 'kid') await endTurnsUntil(page, 'kid');
  await moveTo(page, 21, 9);
  w = await gritWorld(page);
  expect(w.outcome).toMatchObject({ result: 'won', sideId: 'gang', objectiveIds: ['strongbox-to-livery'] });
  const over = page.getByTestId('game-over');
  await expect(over).toContainText('Dalton Gang');
  await expect(over).toContainText('Livery');
  await expect(page.getByTestId('action-bar')).toHaveAttribute('data-game-over', 'true');
  await shot(page, '10-shipped-gang-wins');
  expect(errors).toEqual([]);
});
