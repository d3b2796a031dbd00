// Issue 16 fix 8: real dice typed in. On Dusty Street (seed 2, the Marshal
// acts first) the Law is set to roll at the table; the Marshal shoots the
// Kid; the prompt says what to roll, the target and the modifiers; an
// impossible face is refused with the faces kept; real faces are accepted and
// the log shows them. Screenshots: test/e2e/screenshots/play-dice-*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { clickCell, collectPageErrors, gritWorld, hoverCell, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `play-dice-${name}.png`));
}

test('fix 8: the Law rolls real dice; the prompt asks each roll, refuses an impossible face and logs the faces typed', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=dusty-street.grit.json&seed=2&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 90_000 });
  await nextFrames(page, 2);
  expect((await playView(page))!.activeFigureId).toBe('marshal');

  // The Dice setting: a logged side edit.
  const setting = page.locator('[data-testid="dice-setting"][data-side-id="law"]');
  await expect(setting).toHaveValue('app');
  await setting.selectOption('table');
  expect((await gritWorld(page)).sides.law.dice).toBe('table');
  expect((await playView(page))!.log.map((e) => e.text)).toContainEqual(expect.stringContaining('The Law rolls real dice at the table'));

  // Attack: the preview still shows the odds; the click asks for the to-hit roll instead of rolling.
  const kid = (await gritWorld(page)).figures.kid.cell!;
  await page.keyboard.press('1');
  await hoverCell(page, kid.c, kid.r);
  await nextFrames(page, 2);
  const preview = (await playView(page))!.attackPreview!;
  expect(preview).toMatchObject({ attackerId: 'marshal', targetId: 'kid' });
  expect(preview.chanceInTen).toBeGreaterThan(0);
  const hpBefore = (await gritWorld(page)).figures.kid.hp;
  await clickCell(page, kid.c, kid.r);
  const prompt = page.getByTestId('dice-prompt');
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('dice-purpose')).toContainText('Marshal Cole');
  await expect(page.getByTestId('dice-purpose')).toContainText('at Dynamite Kid');
  await expect(page.getByTestId('dice-notation')).toHaveText('1d10');
  await expect(page.getByTestId('dice-target')).toHaveText(String(preview.actionValue));
  await expect(page.getByTestId('dice-modifiers')).toBeVisible();
  await expect(page.getByTestId('dice-face-10')).toBeVisible();
  let view = (await playView(page))!;
  expect(view.tableRoll?.request).toMatchObject({ notation: '1d10', target: preview.actionValue, figureId: 'marshal', sideId: 'law', faceIndex: 0 });
  // Nothing happened yet: no roll in the log, the Kid untouched.
  expect(view.log.some((e) => e.event.type === 'diceRolled' && e.event.purpose.startsWith('attack'))).toBe(false);

  // An impossible face, typed: refused with the reason, the prompt and the typed face stay.
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dice-error')).toHaveText('11 is not a face of a d10 (it shows 1 to 10).');
  await expect(page.getByTestId('dice-entry')).toHaveText('11');
  expect((await playView(page))!.activeFigureId).toBe('marshal');
  await shot(page, '1-impossible-face');

  // A real face: 1 hits (at most the target); the damage roll is asked next, by the face buttons.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dice-purpose')).toContainText('damage');
  view = (await playView(page))!;
  const damage = view.tableRoll!.request;
  expect(damage).toMatchObject({ faceIndex: 1 });
  expect(damage.target).toBeUndefined();
  const rows = page.getByTestId('dice-row');
  await expect(rows).toHaveCount(damage.count);
  for (let i = 0; i < damage.count; i++) await rows.nth(i).getByTestId('dice-face-4').click();
  await shot(page, '2-damage-faces');
  await page.getByTestId('dice-accept').click();
  // The accepted action ends the Marshal's turn (G-TURN-1): the next turn's reach and panels are drawn first (slow on a loaded SwiftShader run).
  await expect(prompt).toBeHidden({ timeout: 15_000 });

  // The log shows the faces typed; the damage landed.
  view = (await playView(page))!;
  const texts = view.log.map((e) => e.text);
  expect(texts).toContainEqual(expect.stringMatching(/^roll attack 1\/1: Marshal Cole at Dynamite Kid.*\[1\].*success \(rolled at the table\)$/));
  expect(texts).toContainEqual(expect.stringMatching(new RegExp(`^roll damage: .*\\[${new Array(damage.count).fill(4).join(',')}\\].*\\(rolled at the table\\)$`)));
  expect((await gritWorld(page)).figures.kid.hp).toBeLessThan(hpBefore);
  await page
    .getByTestId('rail-log')
    .click({ timeout: 1000 })
    .catch(() => {});
  await shot(page, '3-log');

  // Esc drops an action whole: Deputy Ray (the Law) is up; his attack is asked for, then cancelled; nothing is rolled or spent.
  expect(view.activeFigureId).toBe('deputy');
  const logLength = view.log.length;
  const apBefore = (await gritWorld(page)).figures.deputy.apLeft;
  await page.keyboard.press('1');
  await clickCell(page, kid.c, kid.r);
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('dice-purpose')).toContainText('Deputy Ray');
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  view = (await playView(page))!;
  expect(view.log.length).toBe(logLength);
  expect(view.tableRoll).toBeNull();
  expect((await gritWorld(page)).figures.deputy.apLeft).toBe(apBefore);
  expect(errors).toEqual([]);
});
