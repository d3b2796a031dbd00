// Issue 6 gaps, played as a user on Dusty Street (?seed=2: order Marshal,
// Deputy, Slim, Kid): drag a figure to move it (and cancel drags), force the
// saloon door over two rounds, place dynamite. Checked on screen (panels,
// log) and against the World; screenshots in test/e2e/screenshots/actions-*.png.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { join } from 'node:path';
import { cellToClient, collectPageErrors, gritWorld, hoverCell, mapPoint, nextFrames, playView, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1600, height: 900 } });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 2);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `actions-${name}.png`));
}

async function active(page: Page): Promise<string | null> {
  return (await playView(page))!.activeFigureId;
}

async function logLength(page: Page): Promise<number> {
  return (await playView(page))!.log.length;
}

async function expectLog(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('game-log')).toContainText(text);
}

/** The AP pips of a figure's initiative row, as the screen reader reads them. */
function apOnScreen(page: Page, figureId: string) {
  return page.locator(`[data-testid="init-row"][data-figure-id="${figureId}"] [data-testid="ap-pips"]`);
}

/** Presses on one cell, drags through the others (several pointer moves each) and leaves the button down. */
async function dragThrough(page: Page, from: [number, number], ...cells: [number, number][]): Promise<void> {
  const start = await mapPoint(page, from[0], from[1]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const [c, r] of cells) {
    const p = await cellToClient(page, c, r);
    await page.mouse.move(p.x, p.y, { steps: 4 });
  }
}

test('drag to move, force a door, place dynamite: as a user with mouse and keys', async ({ app: page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=dusty-street.grit.json&seed=2&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('play-screen')).toBeVisible();
  expect(await active(page)).toBe('marshal');
  await expect(apOnScreen(page, 'marshal')).toHaveAttribute('aria-label', '8 of 8 AP left');
  // No charge carried, no door within 1": neither button is offered.
  await expect(page.locator('.action-bar button[data-key="T"], .action-bar button[data-key="K"]')).toHaveCount(0);

  // A drag that starts on empty map still pans the camera and dispatches nothing.
  const w0 = await gritWorld(page);
  expect(Object.values(w0.figures).filter((f) => f.cell && f.cell.c === 12 && f.cell.r === 12)).toEqual([]);
  const log0 = await logLength(page);
  const before = await cellToClient(page, 4, 7);
  await dragThrough(page, [12, 12], [14, 12]);
  await page.mouse.up();
  const after = await cellToClient(page, 4, 7);
  expect(after.x - before.x).toBeGreaterThan(40);
  expect(await logLength(page)).toBe(log0);
  // And back, so every square used below stays clear of the panels.
  await dragThrough(page, [14, 12], [12, 12]);
  await page.mouse.up();
  expect(Math.abs((await cellToClient(page, 4, 7)).x - before.x)).toBeLessThan(8);

  // Drag the Marshal onto the Deputy's square: the path shows refused; release cancels.
  await dragThrough(page, [4, 7], [5, 8], [6, 9]);
  let view = (await playView(page))!;
  expect(view.dragging).toMatchObject({ figureId: 'marshal' });
  expect(view.movePreview!.refusal).toContain('occupied by Deputy Ray');
  await page.mouse.up();
  expect(await logLength(page)).toBe(log0);
  await expect(page.getByTestId('violation')).toContainText('Occupied by Deputy Ray (drag cancelled, nothing moved)');

  // Esc during a drag cancels it: nothing moves.
  await dragThrough(page, [4, 7], [5, 6], [6, 5]);
  expect((await playView(page))!.movePreview).toMatchObject({ to: { c: 6, r: 5 }, apCost: 3 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  expect(await logLength(page)).toBe(log0);
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 4, r: 7 });

  // The real drag: path and AP cost while dragging (map label and preview panel), release moves.
  const camera0 = await cellToClient(page, 10, 10);
  await dragThrough(page, [4, 7], [5, 6], [6, 5]);
  // A drag that starts on the figure moves the figure, not the camera.
  expect(await cellToClient(page, 10, 10)).toEqual(camera0);
  view = (await playView(page))!;
  expect(view.movePreview).toMatchObject({ figureId: 'marshal', to: { c: 6, r: 5 }, apCost: 3 });
  await expect(page.getByTestId('move-ap')).toHaveText('3');
  await shot(page, '01-drag-preview');
  await page.mouse.up();
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 6, r: 5 });
  expect(await logLength(page)).toBeGreaterThan(log0);
  await expectLog(page, 'Marshal Cole moves 4,7 -> 6,5 (3 AP)');
  await expect(apOnScreen(page, 'marshal')).toHaveAttribute('aria-label', '5 of 8 AP left');
  await shot(page, '02-dragged');
  // One drag, one undo step.
  await page.keyboard.press('Control+z');
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 4, r: 7 });
  await page.keyboard.press('Control+Shift+z');
  expect((await gritWorld(page)).figures.marshal.cell).toEqual({ c: 6, r: 5 });

  // Deputy and Slim end their turns; the Kid picks and draws the dynamite.
  expect(await active(page)).toBe('deputy');
  await page.keyboard.press('e');
  expect(await active(page)).toBe('slim');
  await page.keyboard.press('e');
  expect(await active(page)).toBe('kid');
  await page.keyboard.press('2');
  // Offered (the Kid carries dynamite) but disabled until it is drawn; the tooltip says why.
  await expect(page.locator('.action-bar button[data-key="T"]')).toHaveAttribute('title', /Not now: draw the Dynamite Explosion \(8oz TNT\) first/);
  await page.keyboard.press('w');
  await expectLog(page, 'Dynamite Kid draws weapon 1');

  // Marshal beside the saloon door d1: the Force door button (key K in its tooltip) spends all AP.
  expect(await active(page)).toBe('marshal');
  const force = page.locator('.action-bar button[data-key="K"]');
  await expect(force).toHaveText(/Force door d1/);
  await expect(force).toHaveAttribute('title', /key K/);
  await shot(page, '03-force-door-button');
  await force.click();
  await expectLog(page, 'Marshal Cole works on "force door d1": 5/10 AP');
  await expect(page.locator('[data-testid="init-row"][data-figure-id="marshal"] [data-testid="init-task"]')).toHaveText('forcing d1 5/10');
  expect((await gritWorld(page)).walls.d1.door).toBe('closed');
  await expect(apOnScreen(page, 'marshal')).toHaveAttribute('aria-label', '0 of 8 AP left');
  await shot(page, '04-force-door-progress');

  // The Kid places the dynamite (T) beside him: the blast radius previews, then the charge lies there.
  expect(await active(page)).toBe('kid');
  const place = page.locator('.action-bar button[data-key="T"]');
  await expect(place).toHaveAttribute('title', /Place Dynamite.*key T/);
  await page.keyboard.press('t');
  await hoverCell(page, 20, 7);
  view = (await playView(page))!;
  expect(view.tool).toBe('place');
  expect(view.areaPreview).toMatchObject({ placed: { fuseRounds: 1 }, radiusInches: 4, at: { x: 20.5, y: 7.5 } });
  expect(view.areaPreview!.refusal).toBeUndefined();
  await expect(page.getByTestId('placed-charge-preview')).toContainText('at the start of the next round');
  await shot(page, '05-place-preview');
  const p = await mapPoint(page, 20, 7);
  await page.mouse.click(p.x, p.y);
  await expectLog(page, 'Dynamite Kid places Dynamite Explosion (8oz TNT) at 20.5,7.5');
  await expectLog(page, 'placed charge dynamite-r1-1 (Dynamite Explosion (8oz TNT), 4" blast) goes off in 1 round');
  const charge = Object.values((await gritWorld(page)).areas);
  expect(charge).toEqual([expect.objectContaining({ kind: 'dynamite', effect: 'other', center: { x: 20.5, y: 7.5 }, roundsLeft: 1 })]);
  await page.mouse.move(800, 880);
  await shot(page, '06-charge-placed');

  // Round 2: the charge goes off as the round starts; the Marshal finishes forcing the door.
  await page.keyboard.press('e');
  await expectLog(page, 'round 2 starts');
  await expect.poll(async () => Object.keys((await gritWorld(page)).areas).length).toBe(0);
  expect(await active(page)).toBe('marshal');
  await page.keyboard.press('k');
  await expectLog(page, 'Marshal Cole works on "force door d1": 10/10 AP, finished');
  expect((await gritWorld(page)).walls.d1.door).toBe('open');
  await expect(page.locator('[data-testid="init-row"][data-figure-id="marshal"] [data-testid="init-task"]')).toHaveCount(0);
  await expect(apOnScreen(page, 'marshal')).toHaveAttribute('aria-label', '3 of 8 AP left');
  await page.mouse.move(800, 880);
  await shot(page, '07-door-forced');
  expect(errors).toEqual([]);
});

test('force door with two doors in reach: the user clicks the one to force (Breach at Block 9)', async ({ app: page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await openApp(page, `scenario=building-breach.grit.json&seed=166&fast=1`);
  await page.waitForFunction(() => (window.grit as unknown as { view(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });
  await expect(page.getByTestId('play-screen')).toBeVisible();
  const untilVoss = async () => {
    for (let i = 0; i < 10 && (await active(page)) !== 'voss'; i++) await page.keyboard.press('e');
    expect(await active(page)).toBe('voss');
  };
  await untilVoss();
  // Voss walks up to the double main door (door-main-l | door-main-r) by dragging.
  await dragThrough(page, [6, 18], [6, 16], [6, 14]);
  expect((await playView(page))!.movePreview).toMatchObject({ figureId: 'voss', to: { c: 6, r: 14 } });
  await page.mouse.up();
  expect((await gritWorld(page)).figures.voss.cell).toEqual({ c: 6, r: 14 });
  await untilVoss();

  // Two doors within 1": K opens the force tool and both doors are marked.
  const apBefore = (await gritWorld(page)).figures.voss.apLeft;
  await expect(page.locator('.action-bar button[data-key="K"]')).toHaveText(/Force a door/);
  await page.keyboard.press('k');
  let view = (await playView(page))!;
  expect(view.tool).toBe('force');
  expect(view.doorPick!.wallIds).toEqual(['door-main-l', 'door-main-r']);
  // Point at the right-hand leaf (6.8", 14.05") and click it.
  const a = await cellToClient(page, 6, 14);
  const b = await cellToClient(page, 7, 14);
  const pxPerInch = b.x - a.x;
  const target = { x: a.x + 0.3 * pxPerInch, y: a.y - 0.45 * pxPerInch };
  await page.mouse.move(target.x, target.y);
  view = (await playView(page))!;
  expect(view.doorPick!.hoverId).toBe('door-main-r');
  await shot(page, '08-force-pick-door');
  await page.mouse.click(target.x, target.y);
  await expectLog(page, `works on "force door door-main-r": ${apBefore}/10 AP`);
  await expect(page.locator('[data-testid="init-row"][data-figure-id="voss"] [data-testid="init-task"]')).toHaveText(`forcing door-main-r ${apBefore}/10`);
  expect((await gritWorld(page)).walls['door-main-r'].door).toBe('closed');
  await page.mouse.move(800, 880);
  await shot(page, '09-force-picked-progress');
  expect(errors).toEqual([]);
});
