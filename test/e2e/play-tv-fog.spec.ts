// Issue 16 fix 6 (part): the TV's whole-map fog mode. The GM ticks "Whole
// map" in the Table TV panel: the table shows every wall and no fog, while
// the figures the players cannot see stay off it (G-LOS-5).
import { expect, test } from './fixtures';
import { gritWorld, nextFrames, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('fix 6: whole-map fog mode shows the map and keeps unseen figures hidden', async ({ app: gm, tablePage: table }) => {
  test.setTimeout(240_000);
  await table.addInitScript(() => localStorage.setItem('grit-table-calibration:display-e2e', JSON.stringify({ method: 'ruler', cssPxPerInch: 30 })));
  await table.goto('./?view=table&display=e2e');
  await openApp(gm, 'scenario=building-breach.grit.json&seed=2&fast=1&table=1');
  await gm.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 90_000 });
  await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 60_000 });
  const before = (await table.evaluate(() => window.gritTable!.lastProjection()))!;
  const gmWorld = await gritWorld(gm);
  const fogged = [...Object.values(before.fog.visible)].filter((v) => v === 0).length;
  expect(fogged, 'the sight fog hides some squares at the start').toBeGreaterThan(0);
  const shown = Object.keys(before.world.figures).sort();
  expect(shown.length, 'some figure is out of the players’ sight').toBeLessThan(Object.values(gmWorld.figures).filter((f) => f.cell && !f.hidden).length);

  await gm.getByTestId('table-whole-map').check();
  await table.waitForFunction(() => window.gritTable!.lastProjection()!.view.wholeMap === true, undefined, { timeout: 10_000 });
  const after = (await table.evaluate(() => window.gritTable!.lastProjection()))!;
  expect(
    [...Object.values(after.fog.visible)].every((v) => v === 1),
    'no fog',
  ).toBe(true);
  expect(Object.keys(after.world.walls).length).toBe(Object.keys(gmWorld.walls).length);
  expect(Object.keys(after.world.figures).sort(), 'still only the figures the players see').toEqual(shown);
  await nextFrames(table, 4);
  await saveScreenshot(table, `${SCREENSHOT_DIR}/play-fix6-whole-map.png`);
});
