// Issue 16 fixes 1, 2, 3, 7 and 10, played as a newcomer would on Dusty
// Street (seed 2: Marshal, Deputy, Slim, Kid), with a screenshot per fix in
// test/e2e/screenshots/play-fix*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { clickCell, collectPageErrors, gritWorld, hoverCell, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });
// The machine the suite runs on may be loaded: each test plays a few steps with screenshots.
test.describe.configure({ timeout: 240_000 });

async function open(page: Page): Promise<void> {
  await openApp(page, `scenario=dusty-street.grit.json&seed=2&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 90_000 });
  await nextFrames(page, 2);
}

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `play-fix${name}.png`));
}

test('fix 1: a weapon key arms the attack; with the pointer on the enemy one click attacks', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await open(page);
  const kid = (await gritWorld(page)).figures.kid.cell!;
  await hoverCell(page, kid.c, kid.r);
  expect((await playView(page))!.attackPreview, 'select tool: no preview yet').toBeNull();
  await page.keyboard.press('1');
  await nextFrames(page, 2);
  let view = (await playView(page))!;
  expect(view.tool).toBe('attack');
  expect(view.attackPreview).toMatchObject({ attackerId: 'marshal', targetId: 'kid' });
  await expect(page.getByTestId('preview')).toContainText('Dynamite Kid');
  await shot(page, '1-weapon-key-preview');
  await clickCell(page, kid.c, kid.r);
  view = (await playView(page))!;
  expect(view.log.map((e) => e.text)).toContainEqual(expect.stringContaining('Marshal Cole attacks Dynamite Kid'));
  expect(errors).toEqual([]);
});

test('fix 2, 3, 7, 10: on load a click moves the active figure; the turn passing says why; one log line per move; refused preview has no path', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await open(page);
  // Fix 10: a square with no way there (occupied) shows the reason and no path; a near square says "1 square".
  await page.mouse.move(700, 450);
  await page.keyboard.press('m');
  await hoverCell(page, 6, 9);
  let view = (await playView(page))!;
  expect(view.movePreview?.refusal).toContain('occupied by Deputy Ray');
  expect(view.movePreview?.path).toEqual([]);
  await expect(page.getByTestId('preview')).not.toContainText('steps');
  await shot(page, '10-refused-no-path');
  await hoverCell(page, 5, 7);
  await expect(page.getByTestId('preview')).toContainText('1 square');
  await page.keyboard.press('Escape');

  // Fix 2: no click on the Marshal first: the select tool's click on a reachable square moves him.
  expect((await playView(page))!.tool).toBe('select');
  await clickCell(page, 6, 5);
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 6, r: 5 });
  await shot(page, '2-click-moves-active');

  // Fix 3: the turn passed with 5 AP left: the action bar and the log say why and who is next.
  const note = 'One action a turn (G-TURN-1): Marshal Cole acts again after Dynamite Kid, 5 AP left. Next: Deputy Ray.';
  await expect(page.getByTestId('turn-note')).toHaveText(note);
  view = (await playView(page))!;
  const texts = view.log.map((e) => e.text);
  expect(texts).toContain(note);
  // Fix 7: the move is one line, not "spends 3 AP on moving" and then "moves".
  expect(texts.filter((t) => t.startsWith('Marshal Cole spends'))).toEqual([]);
  expect(texts).toContain('Marshal Cole moves 4,7 -> 6,5 (3 AP)');
  await shot(page, '3-turn-note');
  expect(errors).toEqual([]);
});

test('fix 7: a refusal toast can be dismissed and times out; a garbage file is refused without its bytes and stays out of Recent files', async ({ app: page }) => {
  await open(page);
  await page.mouse.move(700, 450);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('violation')).toContainText('Not allowed');
  await page.getByTestId('violation-dismiss').click();
  await expect(page.getByTestId('violation')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('violation')).toBeVisible();
  await expect(page.getByTestId('violation')).toHaveCount(0, { timeout: 9_000 });

  const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR secret-bytes-here')]);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.top-bar .open-file').click()]);
  await chooser.setFiles({ name: 'junk.grit.json', mimeType: 'application/json', buffer: garbage });
  await expect(page.getByTestId('error-panel')).toContainText('junk.grit.json: $: not valid JSON');
  await expect(page.getByTestId('error-panel')).toContainText('binary file');
  await expect(page.getByTestId('error-panel')).not.toContainText('secret-bytes-here');
  await shot(page, '7-garbage-file');
  const recent = await page.evaluate(() => localStorage.getItem('grit.recentFiles.v1') ?? '[]');
  expect(recent).not.toContain('junk.grit.json');
  // The open game is still there.
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 4, r: 7 });
});
