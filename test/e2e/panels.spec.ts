// The play screen's panels as a player reads them (issue 6): initiative order
// and AP pips, the character sheet of a selected figure, Pass, the log, the
// attack preview, and the layout at 1366x768 and 1920x1080. Every expected
// value comes from window.grit (the World and the play view), none is typed in.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cellToClient, collectPageErrors, gritWorld, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';
import { join } from 'node:path';

const SCENARIO = 'dusty-street.grit.json';

async function openPlay(page: Page): Promise<void> {
  await openApp(page, `scenario=${encodeURIComponent(SCENARIO)}&seed=6&fast=1`);
  await page.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await nextFrames(page);
}

/** A sheet value shown as text, or as an input's value in GM mode. */
async function shown(cell: Locator): Promise<string> {
  return cell.evaluate((el) => (el instanceof HTMLInputElement ? el.value : (el.querySelector('input')?.value ?? el.textContent ?? '').trim()));
}

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
}

test('panels: initiative, AP pips, sheet, pass, log (1366x768); action bar and attack preview (1920x1080)', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openPlay(page);
  let w = await gritWorld(page);
  expect(w.turn.round).toBeGreaterThanOrEqual(1);
  const order = w.turn.order;
  expect(order.length).toBeGreaterThanOrEqual(2);

  // Initiative: names in order, the round, the active row, pips = AP left / spent.
  await expect(page.getByTestId('init-name')).toHaveText(order.map((id) => w.figures[id].name));
  await expect(page.getByTestId('round')).toHaveText(`Round ${w.turn.round}`);
  const activeId = order[w.turn.activeIndex];
  await expect(page.locator('[data-testid=init-row][aria-current=step]')).toHaveAttribute('data-figure-id', activeId);
  for (const id of order) {
    const row = page.locator(`[data-testid=init-row][data-figure-id="${id}"]`);
    const f = w.figures[id];
    await expect(row.locator('.pip.left'), `${f.name} AP left`).toHaveCount(f.apLeft);
    await expect(row.locator('.pip'), `${f.name} AP pool`).toHaveCount(f.stats.ap);
    await expect(row).toContainText(`HP ${f.hp}/${f.stats.hp}`);
    // Side colour on the row's edge.
    const edge = await row.evaluate((el) => getComputedStyle(el).borderLeftColor);
    const hex = w.sides[f.sideId].colour;
    const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
    expect(edge, `${f.name} side colour`).toBe(rgb);
  }

  // Select a figure that is not active: the sheet shows its values from the World.
  const otherId = order.find((id) => id !== activeId)!;
  const other = w.figures[otherId];
  await page.getByRole('button', { name: new RegExp(`^Select ${other.name}`) }).click();
  const sheet = page.getByTestId('sheet');
  await expect(page.getByTestId('sheet-name')).toHaveText(other.name);
  for (const key of ['ap', 'hp', 'bod', 'mnd', 'mys', 'rce'] as const) {
    expect(await shown(sheet.getByTestId(`stat-${key}`)), `${other.name} ${key}`).toBe(String(other.stats[key]));
  }
  expect(await shown(sheet.getByTestId('sheet-hp'))).toContain(String(other.hp));
  if (other.loadout.armour) await expect(sheet.getByTestId('sheet-armour')).toContainText(/DRV \d+/);
  await expect(sheet.getByRole('meter', { name: 'Hit points' })).toHaveAttribute('aria-valuenow', String(other.hp));
  // GM mode: a value typed into the sheet reaches the World (as a logged editor command).
  const mindInput = sheet.getByTestId('stat-mnd').locator('input');
  if ((await playView(page))?.gmMode && (await mindInput.count())) {
    const newMind = other.stats.mnd + 1;
    await mindInput.fill(String(newMind));
    await mindInput.press('Tab');
    await expect.poll(async () => (await gritWorld(page)).figures[otherId].stats.mnd).toBe(newMind);
    await expect(mindInput).toHaveValue(String(newMind));
  }
  await shot(page, 'panels-1366-selected');

  // Pass: the next able figure becomes active, and the log says so in words.
  const logBefore = await page.getByTestId('log-entry').count();
  const activeName = w.figures[activeId].name;
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect.poll(async () => (await gritWorld(page)).turn.activeIndex).not.toBe(w.turn.activeIndex);
  w = await gritWorld(page);
  const nextId = w.turn.order[w.turn.activeIndex];
  expect(nextId).not.toBe(activeId);
  await expect(page.locator('[data-testid=init-row][aria-current=step]')).toHaveAttribute('data-figure-id', nextId);
  expect(await page.getByTestId('log-entry').count()).toBeGreaterThan(logBefore);
  const passed = page.getByTestId('log-entry').filter({ hasText: `${activeName} passes` });
  await expect(passed).toHaveCount(1);

  // Clicking the entry highlights its figure (tracker row and the view).
  await passed.getByRole('button').click();
  await expect.poll(async () => (await playView(page))?.highlightedFigureIds ?? []).toEqual([activeId]);
  await expect(page.locator(`[data-testid=init-row][data-figure-id="${activeId}"]`)).toHaveClass(/highlighted/);

  // A refused command shows the rules' reason in a toast (W = draw the weapon already in hand).
  await page.keyboard.press('w');
  const refused = (await playView(page))?.violation;
  expect(refused, 'drawing the weapon in hand is refused').toBeTruthy();
  await expect(page.getByTestId('violation')).toContainText(refused!.message.slice(1));

  // Every control in the panels has an accessible name.
  const controls = page.locator(':is([data-testid=play-screen], [data-testid=play-toolbar]) :is(button, input, select)');
  expect(await controls.count()).toBeGreaterThan(20);
  const unnamed = await controls.evaluateAll((els) => els.filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.closest('label'))).map((el) => el.outerHTML.slice(0, 80)));
  expect(unnamed).toEqual([]);

  // 1920x1080: the action bar's costs and the attack preview.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await nextFrames(page);
  w = await gritWorld(page);
  const active = w.figures[w.turn.order[w.turn.activeIndex]];
  const bar = page.getByTestId('action-bar');
  await expect(bar).toContainText(`${active.name} ${active.apLeft} AP left`);
  // G-ACT-1 costs with their keys, from the rule options in force (table defaults here).
  await expect(bar.getByRole('button', { name: /^Move, 1 AP per open square/ })).toHaveAttribute('title', /key M/);
  await expect(bar.getByRole('button', { name: /^Aim, 1 AP/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^(Drop prone|Stand up), 1 AP/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^First aid, 3 AP/ })).toBeDisabled();
  // The weapon picker names the loadout with keys and ammo.
  const weapons = bar.getByRole('radiogroup', { name: /Weapon/ }).getByRole('radio');
  await expect(weapons).toHaveCount(active.loadout.weapons.length);
  const firstAmmo = active.loadout.weapons[0]?.ammo;
  if (firstAmmo !== undefined) await expect(weapons.first()).toContainText(String(firstAmmo));

  // Attack tool: hovering an enemy fills the preview with the tool's numbers.
  await bar.getByRole('button', { name: /^Attack,/ }).click();
  const enemies = Object.values(w.figures).filter((f) => f.sideId !== active.sideId && f.cell);
  let previewed = false;
  for (const e of enemies) {
    const p = await cellToClient(page, e.cell!.c, e.cell!.r);
    await page.mouse.move(p.x, p.y);
    await nextFrames(page, 2);
    const v = await playView(page);
    if (!v?.attackPreview) continue;
    previewed = true;
    const preview = page.getByTestId('preview');
    await expect(preview).toContainText(e.name);
    await expect(preview).toContainText(v.attackPreview.weaponName);
    await expect(page.getByTestId('chance')).toContainText(`${v.attackPreview.chanceInTen} in 10`);
    for (const m of v.attackPreview.modifiers) await expect(preview).toContainText(m.source);
    if (v.attackPreview.refusal) await expect(preview).toContainText(v.attackPreview.refusal);
    break;
  }
  expect(previewed, 'an attack preview for some enemy').toBe(true);
  await shot(page, 'panels-1920-attack-preview');

  // The map between the panels still takes the pointer: the centre is the canvas.
  const centre = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return el?.tagName ?? '';
  });
  expect(centre).toBe('CANVAS');
  expect(errors).toEqual([]);
});

test('panels: burst shot picker and the G-ROLL-2 modifier rule (building breach)', async ({ app: page }) => {
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=building-breach.grit.json&seed=3&fast=1`);
  await page.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('play-screen')).toBeVisible();
  // Burst weapons of this scenario and their shot counts (catalogue A/T column).
  const BURSTS: Record<string, number[]> = { smg: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'assault-rifle': [1, 3] };
  let burst: { name: string; counts: number[] } | null = null;
  for (let i = 0; i < 10 && !burst; i++) {
    const v = (await playView(page))!;
    const f = v.world.figures[v.activeFigureId!];
    const id = f.loadout.weapons[v.weaponIndex]?.catalogueId;
    if (id && BURSTS[id]) burst = { name: f.name, counts: BURSTS[id] };
    else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  expect(burst, 'some figure holds a burst weapon').not.toBeNull();
  const bar = page.getByTestId('action-bar');
  const shots = bar.getByRole('radiogroup', { name: 'Shots in the burst' }).getByRole('radio');
  await expect(shots).toHaveText(burst!.counts.map(String));
  const most = burst!.counts[burst!.counts.length - 1];
  await shots.last().click();
  await expect.poll(async () => (await playView(page))!.shots).toBe(most);
  await expect(shots.last()).toHaveAttribute('aria-checked', 'true');
  await expect(bar.getByRole('button', { name: new RegExp(`^Attack, ${most} AP`) })).toBeVisible();

  // Manual modifiers: a negative needs a positive (3 per positive at most).
  await bar.locator('.modifiers summary').click();
  const value = bar.getByRole('combobox', { name: 'Modifier value' });
  const add = bar.getByRole('button', { name: 'Add', exact: true });
  await value.selectOption('-1');
  await add.click();
  await expect(page.getByTestId('modifier-message')).toContainText('G-ROLL-2');
  expect((await playView(page))!.manualModifiers).toEqual([]);
  await value.selectOption('1');
  await bar.getByRole('textbox', { name: 'Modifier source' }).fill('covering fire');
  await add.click();
  for (let i = 0; i < 3; i++) {
    await value.selectOption('-1');
    await add.click();
  }
  await expect.poll(async () => (await playView(page))!.manualModifiers.map((m) => m.value)).toEqual([1, -1, -1, -1]);
  await value.selectOption('-2');
  await add.click();
  await expect(page.getByTestId('modifier-message')).toContainText('at most 3 negative');
  expect((await playView(page))!.manualModifiers).toHaveLength(4);
  await shot(page, 'panels-1200-burst-modifiers');
  expect(errors).toEqual([]);
});
