// The table link as the play screen wires it (app.ts): a table page opened
// after the GM page wakes the GM's lazy bridge with its hello; the GM's
// previews reach the table as shared overlays when the GM switches them on.
import { expect, test } from './fixtures';
import { collectPageErrors, hoverCell, nextFrames, saveScreenshot, openApp } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

test('a table opened after the GM gets the game at once; the path preview is shared when switched on', async ({ app: gm, tablePage: table }) => {
  test.setTimeout(60_000);
  const gmErrors = collectPageErrors(gm);
  await openApp(gm, 'scenario=dusty-street.grit.json&seed=2&fast=1');
  await gm.waitForFunction(() => (window.grit as unknown as { view?(): unknown })?.view?.() != null, undefined, { timeout: 15_000 });

  const tableErrors = collectPageErrors(table);
  await table.addInitScript(() => localStorage.setItem('grit-table-calibration:display-e2e', JSON.stringify({ method: 'ruler', cssPxPerInch: 22 })));
  await table.goto('./?view=table&display=e2e');
  await table.waitForFunction(() => window.gritTable?.lastProjection() != null, undefined, { timeout: 10_000 });
  expect(await table.evaluate(() => window.gritTable!.lastProjection()!.world.figures.marshal.cell)).toEqual({ c: 4, r: 7 });
  expect(await table.evaluate(() => window.gritTable!.lastProjection()!.overlays)).toEqual({});

  // The GM shares the path overlay, then previews a move: the table draws the same path.
  await gm.bringToFront();
  await gm.getByTestId('table-tv-button').click();
  await gm.getByTestId('table-overlay-path').check();
  await gm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await gm.mouse.move(600, 400);
  await gm.keyboard.press('m');
  await hoverCell(gm, 6, 5);
  await table.waitForFunction(() => (window.gritTable!.lastProjection()!.overlays.path ?? []).length > 1, undefined, { timeout: 5_000 });
  const path = await table.evaluate(() => window.gritTable!.lastProjection()!.overlays.path!);
  const gmPath = await gm.evaluate(() => (window.grit as unknown as { view(): { movePreview: { path: unknown[] } } }).view().movePreview.path);
  expect(path).toEqual(gmPath);
  expect(path[path.length - 1]).toEqual({ c: 6, r: 5 });
  await nextFrames(table, 3);
  await saveScreenshot(table, 'test/e2e/screenshots/table-shared-path.png');
  expect(gmErrors).toEqual([]);
  expect(tableErrors).toEqual([]);
});
