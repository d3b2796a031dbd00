// The scenario editor's side panels in real Chromium (issue 13), on their own
// page (?view=editor-panels) so they are tested apart from the editor screen:
// the balance check on a shipped scenario runs in a Web Worker, shows a
// progress bar, then a Chart.js chart with a win rate per side (also in the
// editor screen itself, opened with Edit on the start screen); the problems
// panel lists a problem made in the builder and clicking it asks the map to
// show its cell; Cancel stops a run.
// Screenshots: test/e2e/screenshots/editor-balance-*.png.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { collectPageErrors, editorWorld, readJson, saveScreenshot, SCREENSHOT_DIR } from './helpers';
import type { World } from '../../src/core/model/schema';

test.use({ viewport: { width: 1000, height: 900 } });

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, join(SCREENSHOT_DIR, `editor-balance-${name}.png`));
}

async function open(page: Page, tab: string): Promise<void> {
  await page.goto(`./?view=editor-panels&scenario=dusty-street.grit.json&tab=${tab}`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 15_000 });
}

const world = (page: Page) => readJson<World>(page, () => (window as unknown as { gritPanels: { world(): World } }).gritPanels.world());

test('balance check on Dusty Street: progress bar, then win rate per side with intervals and a chart', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await open(page, 'balance');
  await page.getByTestId('balance-games').fill('8');
  await page.getByTestId('balance-games').blur();
  await page.getByTestId('balance-run').click();
  await expect(page.getByTestId('balance-progress')).toBeVisible();
  await expect(page.getByTestId('balance-progress-text')).toContainText('/ 8 games');
  await shot(page, '01-progress');
  await expect(page.getByTestId('balance-result')).toBeVisible({ timeout: 150_000 });
  const rates = await page.getByTestId('balance-rate').allTextContents();
  expect(rates).toHaveLength(2);
  for (const r of rates) expect(r).toMatch(/^\d+%$/);
  await expect(page.getByTestId('balance-summary')).toContainText('8 games');
  await expect(page.getByTestId('balance-summary')).toContainText('rounds on average');
  // Chart.js drew into the canvas: it has a size and coloured pixels.
  const canvas = page.getByTestId('balance-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return { w: c.width, h: c.height, n };
  });
  expect(painted.w).toBeGreaterThan(100);
  expect(painted.n).toBeGreaterThan(500);
  await shot(page, '02-result');
  expect(errors).toEqual([]);
});

test('balance check can be cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, 'balance');
  await page.getByTestId('balance-games').fill('500');
  await page.getByTestId('balance-games').blur();
  await page.getByTestId('balance-run').click();
  await expect(page.getByTestId('balance-progress')).toBeVisible();
  await page.getByTestId('balance-cancel').click();
  await expect(page.getByTestId('balance-cancelled')).toContainText(/Cancelled after \d+ of 500 games/, { timeout: 60_000 });
  await expect(page.getByTestId('balance-run')).toBeEnabled();
});

test('problems: stats over the SP total made in the builder are listed; clicking shows the cell; undo clears it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page, 'problems');
  await expect(page.getByTestId('problems-summary')).toHaveText('No problems found: ready to play.');
  await page.getByTestId('tab-character').click();
  await page.getByTestId('builder-figure').selectOption('marshal');
  await page.getByTestId('stat-bod').fill('12');
  await page.getByTestId('stat-bod').blur();
  await expect(page.getByTestId('sp-check')).toContainText('BOD 12 is over the limit of 9');
  await shot(page, '03-builder');
  await page.getByTestId('tab-problems').click();
  const problem = page.getByTestId('problem').first();
  await expect(problem).toHaveAttribute('data-code', 'stats-not-sp');
  await shot(page, '04-problems');
  await problem.click();
  const marshal = (await world(page)).figures['marshal']!;
  await expect(page.getByTestId('canvas-request')).toHaveText(`focus ${marshal.cell!.c},${marshal.cell!.r}`);
  await page.evaluate(() => (window as unknown as { gritPanels: { undo(): void } }).gritPanels.undo());
  await expect(page.getByTestId('problems-summary')).toHaveText('No problems found: ready to play.');
  expect(errors).toEqual([]);
});

test('balance check in the editor itself: a shipped scenario opened with Edit, Balance check tab, progress bar, then a win rate per side and a chart', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./');
  await page.locator('.shipped-list li', { hasText: 'dusty-street.grit.json' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('editor-screen')).toBeVisible();
  const sides = Object.values((await editorWorld(page)).sides).map((s) => s.name);
  await page.locator('[data-tab="balance"]').click();
  await page.getByTestId('balance-games').fill('6');
  await page.getByTestId('balance-games').blur();
  await page.getByTestId('balance-run').click();
  await expect(page.getByTestId('balance-progress')).toBeVisible();
  await expect(page.getByTestId('balance-progress-text')).toContainText('/ 6 games');
  await shot(page, '05-editor-progress');
  await expect(page.getByTestId('balance-result')).toBeVisible({ timeout: 200_000 });
  const rates = await page.getByTestId('balance-rate').allTextContents();
  expect(rates).toHaveLength(sides.length);
  for (const r of rates) expect(r).toMatch(/^\d+%$/);
  for (const name of sides) await expect(page.getByTestId('balance-result')).toContainText(name);
  const canvas = page.getByTestId('balance-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  });
  expect(painted).toBeGreaterThan(500);
  await shot(page, '06-editor-result');
  expect(errors).toEqual([]);
});
