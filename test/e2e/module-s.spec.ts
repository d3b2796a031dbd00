// Module S (RULES 9.4) played as users in hotseat: Melee in the Courtyard
// (seed 1), the hand-over screen on throughout. Round 1: the Castle guards
// plot (the panel buttons, and the plot tool for a square), hand over, the
// Raiders plot without seeing the guards' plots, and the moves resolve
// together in view (tokens tween at once) before the cover comes up for the
// next round; the log tells the round in order. Rounds go on, each side
// behind the cover, until a wound is rolled on the tables; the sheet and the
// token show it.
// Screenshots: test/e2e/screenshots/module-s-*.png (opened and checked).
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { clickCell, collectPageErrors, gritWorld, nextFrames, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';
import type { World } from '../../src/core/model/schema';

test.use({ viewport: { width: 1600, height: 900 } });

const world = async (page: Page): Promise<World> => await gritWorld(page);

async function shot(page: Page, name: string, frames = 3): Promise<void> {
  await nextFrames(page, frames);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `module-s-${name}.png`));
}

// Each figure goes for its opposite number (the next one standing when it is down).
const PAIRS: Record<string, string[]> = {
  sergeant: ['reaver', 'cutthroat', 'slinger'],
  pikeman: ['cutthroat', 'reaver', 'slinger'],
  archer: ['slinger', 'cutthroat', 'reaver'],
  reaver: ['sergeant', 'pikeman', 'archer'],
  cutthroat: ['pikeman', 'sergeant', 'archer'],
  slinger: ['archer', 'pikeman', 'sergeant'],
};
const RANGED = new Set(['archer', 'slinger']);

/** Plots every figure of the side in the plot panel: toward its opposite number (blades) and an attack on it. */
async function plotSide(page: Page, sideId: string, skip: string[] = []): Promise<void> {
  const w = await world(page);
  const up = (id: string) => !w.figures[id].status.dead && !w.figures[id].status.unconscious && w.figures[id].hp > 0;
  for (const f of Object.values(w.figures)) {
    if (f.sideId !== sideId || skip.includes(f.id) || !up(f.id) || f.status.incapacitatedRounds > 0) continue;
    const target = PAIRS[f.id]!.find(up);
    if (!target) continue;
    await page.getByTestId(`plot-figure-${f.id}`).click();
    if (!RANGED.has(f.id)) await page.getByTestId(`plot-toward-${target}`).click();
    await page.getByTestId(`plot-attack-${target}`).click();
  }
}

test('S-PLOT / S-MOVE / S-ACT / S-WOUND a hotseat round of Melee in the Courtyard', async ({ app: page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=courtyard-melee.grit.json&seed=1&table=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('plot-panel')).toBeVisible();
  await expect(page.getByTestId('plot-side')).toContainText('Castle guards plots');
  await page.getByTestId('table-hand-over').check();

  // The guards plot: the sergeant and the archer in the panel, Edda with the plot tool on a square.
  await plotSide(page, 'guards', ['pikeman']);
  await page.getByTestId('plot-figure-pikeman').click();
  await page.getByRole('button', { name: 'Plot on map' }).click();
  await clickCell(page, 8, 4);
  await page.getByTestId('plot-attack-cutthroat').click();
  await expect(page.getByTestId('plot-of-pikeman')).toContainText('move to 8,4, attack Sly Nell');
  await expect(page.getByTestId('plot-of-sergeant')).toContainText('move toward Red Ulf, attack Red Ulf');
  const before = await world(page);
  await shot(page, '01-guards-plot');

  // Done: the hand-over screen covers the window until the Raiders confirm.
  await page.getByTestId('done-plotting').click();
  await expect(page.getByTestId('hand-over-screen')).toBeVisible();
  await expect(page.getByTestId('hand-over-screen')).toContainText('Raiders');
  await shot(page, '02-hand-over');
  await page.getByTestId('hand-over-continue').click();
  await expect(page.getByTestId('hand-over-screen')).toHaveCount(0);

  // The Raiders see their own figures only, and nothing of what the guards plotted.
  await expect(page.getByTestId('plot-side')).toContainText('Raiders plots');
  const panel = page.getByTestId('plot-panel');
  await expect(panel).not.toContainText('Sergeant Brannock:');
  await expect(panel).not.toContainText('move to 8,4');
  await expect(page.getByTestId('plot-sides')).toContainText('Castle guards: done');
  await expect(page.getByTestId('game-log')).not.toContainText('move toward Red Ulf');
  await plotSide(page, 'raiders');
  await expect(panel).not.toContainText('Sergeant Brannock:');
  await expect(page.getByTestId('game-log')).not.toContainText('move to 8,4');
  await shot(page, '03-raiders-plot');

  // Done: the round resolves with the cover still on; every token moves at once (tween) in view, the log tells the round in order.
  await page.getByTestId('done-plotting').click();
  await page.waitForTimeout(120);
  // No cover while the round plays out (it waits 2.5 s: checked at once, the screenshot can take longer on a busy machine).
  expect(await page.getByTestId('hand-over-screen').count()).toBe(0);
  await saveScreenshot(page, join(SCREENSHOT_DIR, 'module-s-04-moves-resolving.png'));
  await page.waitForFunction(() => window.grit!.world()!.turn.round === 2, undefined, { timeout: 5_000 });
  const after = await world(page);
  const moved = ['sergeant', 'pikeman', 'reaver', 'cutthroat'].filter((id) => JSON.stringify(after.figures[id].cell) !== JSON.stringify(before.figures[id].cell));
  expect(moved.length).toBeGreaterThanOrEqual(3);
  expect(after.figures.pikeman.cell).toEqual({ c: 8, r: 4 });
  const log = (await page.getByTestId('game-log').innerText()).replace(/\s+/g, ' ');
  const order = ['plots revealed', 'all moves resolve together', 'all Actions resolve together'].map((t) => log.indexOf(t));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await shot(page, '05-round-resolved');
  // Once the round has played out, the cover comes up for the guards' next plots.
  await expect(page.getByTestId('hand-over-screen')).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('hand-over-screen')).toContainText('Castle guards');

  // Later rounds, each side behind the cover, until a wound is rolled on the tables (seed 1: in round 1 already, as a rule).
  for (let i = 0; i < 6 && !Object.values((await world(page)).figures).some((f) => f.wounds?.length); i++) {
    if ((await world(page)).outcome) break;
    for (const side of ['guards', 'raiders']) {
      const w = await world(page);
      if (
        !(w.turn.plotsDone ?? []).includes(side) &&
        Object.values(w.figures).some((f) => f.sideId === side && f.hp > 0 && !f.status.unconscious && !f.status.dead && f.status.incapacitatedRounds === 0)
      ) {
        const cover = page.getByTestId('hand-over-screen');
        await expect(cover).toBeVisible({ timeout: 6_000 });
        await expect(cover).toContainText(w.sides[side]!.name);
        await page.getByTestId('hand-over-continue').click();
        await plotSide(page, side);
        await page.getByTestId('done-plotting').click();
      }
    }
    await page.waitForTimeout(800);
  }
  // The next side's cover (once the last round has played out) is lifted to show the sheet: wounds are public.
  const cover = page.getByTestId('hand-over-screen');
  if (
    await cover.waitFor({ state: 'visible', timeout: 4_000 }).then(
      () => true,
      () => false,
    )
  )
    await page.getByTestId('hand-over-continue').click();
  const w = await world(page);
  const wounded = Object.values(w.figures).find((f) => f.wounds?.length);
  expect(wounded, 'a wound rolled on the S-WOUND tables').toBeTruthy();
  await page
    .getByRole('button', { name: `Select ${wounded!.name} (`, exact: false })
    .first()
    .click();
  // Fold the Table TV controls so the sheet shows in the screenshot.
  await page.getByTestId('table-controls-float').locator('summary').click();
  await expect(page.getByTestId('sheet-wounds')).toBeVisible();
  await expect(page.getByTestId('sheet-wounds')).toContainText(wounded!.wounds![0]!.location.replace('-', ' '));
  await shot(page, '06-wound');
  expect(errors).toEqual([]);
});
