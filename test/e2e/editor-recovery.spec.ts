// The editor's crash recovery (issue 13): the scenario being edited is
// autosaved like a game; after a crash the start screen offers it back, and
// Recover reopens it in the editor with the unsaved edit.
// Screenshots: test/e2e/screenshots/editor-recovery-*.png.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { World } from '../../src/core/model/schema';
import { collectPageErrors, editorWorld, nextFrames, saveScreenshot, SCREENSHOT_DIR } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

async function shot(page: Page, name: string): Promise<void> {
  await nextFrames(page, 3);
  await saveScreenshot(page, join(SCREENSHOT_DIR, `editor-recovery-${name}.png`));
}

const terrainAt = (w: World, c: number, r: number) => w.terrain.legend[w.terrain.rows[r]![c]!];

/** The label of the autosave record in IndexedDB (platform/web: store grit-table / recovery). */
function recordLabel(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('grit-table');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recovery')) return resolve(null);
          const get = db.transaction('recovery').objectStore('recovery').get('recovery');
          get.onsuccess = () => resolve((get.result as { label?: string } | undefined)?.label ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

test('an unsaved edit in the editor survives a crash: offered on the start screen, Recover reopens the editor with it', async ({ context, page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto('./');
  await page.locator('.shipped-list li', { hasText: 'dusty-street.grit.json' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  const title = (await editorWorld(page)).scenario.title;
  // One brush click of another of the scenario's terrain types: an edit not saved to any file.
  const opened = await editorWorld(page);
  const paint = Object.keys(opened.terrainTypes).find((id) => id !== terrainAt(opened, 1, 1))!;
  await page.locator('[data-tool="editor.brush"]').click();
  await page.locator(`[data-terrain="${paint}"]`).click();
  const p = await page.evaluate(() => window.grit!.pointToClient(1.5, 1.5));
  await page.mouse.click(p.x, p.y);
  await expect.poll(async () => terrainAt(await editorWorld(page), 1, 1)).toBe(paint);
  const edited = await editorWorld(page);
  await expect.poll(() => recordLabel(page), { timeout: 15_000 }).toBe(`${title} (scenario in the editor)`);

  // A crash: the page goes without its beforeunload handlers (no clean close).
  await page.close({ runBeforeUnload: false });
  const second = await context.newPage();
  const secondErrors = collectPageErrors(second);
  await second.goto('./');
  const offer = second.getByTestId('recovery-offer');
  await expect(offer).toContainText(`${title} (scenario in the editor)`);
  await shot(second, '01-offer');
  await second.getByTestId('recovery-recover').click();
  await expect(second.getByTestId('editor-screen')).toBeVisible();
  const back = await editorWorld(second);
  expect(terrainAt(back, 1, 1)).toBe(paint);
  expect(back).toEqual(edited);
  await second.mouse.move(10, 300);
  await shot(second, '02-recovered-in-editor');
  expect(errors).toEqual([]);
  expect(secondErrors).toEqual([]);
});
