// Issue 16 fix 5: the table's calibration screen in the app's dark theme, its
// "5″ × 5″" label under the square rather than over it.
import { expect, test } from './fixtures';
import { saveScreenshot, SCREENSHOT_DIR } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('calibration screen: dark like the app, the label clear of the square', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('grit-table-calibration:display-e2e', JSON.stringify({ method: 'ruler', cssPxPerInch: 40 })));
  await page.goto('./?view=table&display=e2e&calibrate=1');
  const screen = page.getByTestId('table-calibration');
  await expect(screen).toBeVisible({ timeout: 60_000 });
  const bg = await screen.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g)!.map(Number);
  expect(Math.max(r, g, b), `calibration background ${bg} is dark`).toBeLessThan(60);
  const square = (await page.getByTestId('calibration-square').boundingBox())!;
  const label = (await page.getByTestId('calibration-square-label').boundingBox())!;
  expect(label.y, 'the label starts below the square').toBeGreaterThanOrEqual(square.y + square.height);
  expect(square.width).toBeCloseTo(5 * 40, 0);
  // The ruler bar does not run across the info panel.
  const info = (await page.getByTestId('calibration-info').boundingBox())!;
  const bar = (await page.getByTestId('calibration-bar').boundingBox())!;
  expect(bar.y, 'the bar lies below the info panel').toBeGreaterThanOrEqual(info.y + info.height);
  await saveScreenshot(page, `${SCREENSHOT_DIR}/play-fix5-calibration.png`);
});
