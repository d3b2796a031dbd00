// Maps out of the app (issue 18): Export → PNG and Print at true scale (PDF)
// download from web mode; the PNG and the first PDF page (rendered with
// pdftoppm from poppler-utils) are kept in test/e2e/screenshots/export-*.png.
import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { PDFDocument } from 'pdf-lib';
import { collectPageErrors, gritWorld, saveScreenshot, SCREENSHOT_DIR, openApp } from './helpers';
import { importUvtt } from '../../src/core/io/uvtt/import';

test('Export menu downloads a PNG of the map, a true-scale PDF whose pages are Letter at 72 pt per inch, and a Universal VTT that reads back', async ({ app: page }, info) => {
  // Painting 1200x800 px and writing 8 PDF pages on a loaded 2-core CI machine.
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  // openScenario's 15 s wait is too short on a machine shared by several test runs.
  await openApp(page, `scenario=dusty-street.grit.json`);
  await page.waitForFunction(() => window.grit?.world() != null, undefined, { timeout: 60_000 });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  await page.getByRole('button', { name: 'Export map' }).click();
  await page.getByLabel('Pixels per inch').fill('50');
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  expect(pngDownload.suggestedFilename()).toBe('dusty-street-shootout.png');
  const pngPath = join(SCREENSHOT_DIR, 'export-01-map.png');
  await pngDownload.saveAs(pngPath);
  const png = PNG.sync.read(readFileSync(pngPath));
  // Dusty Street is 24 x 16 squares: 50 px per square.
  expect([png.width, png.height]).toEqual([1200, 800]);
  await expect(page.getByTestId('export-status')).toContainText('1200x800 px at 50 pixels per inch');
  // A wall pixel (the saloon's south wall runs along y = 5") is the wall colour, the street is not white.
  const at = (x: number, y: number) => Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
  expect(at(3 * 50 + 10, 5 * 50)).toEqual([0x1e, 0x1b, 0x18]);
  expect(at(12 * 50 + 25, 14 * 50 + 25)).not.toEqual([255, 255, 255]);

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pdf').click()]);
  expect(pdfDownload.suggestedFilename()).toBe('dusty-street-shootout.pdf');
  const pdfPath = info.outputPath('map.pdf');
  await pdfDownload.saveAs(pdfPath);
  const doc = await PDFDocument.load(readFileSync(pdfPath));
  // 24 x 16" on Letter with 0.5" margins and overlap: 2 rows x 4 columns.
  expect(doc.getPageCount()).toBe(8);
  expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  await expect(page.getByTestId('export-status')).toContainText('8 Letter pages (2 × 4)');

  // Universal VTT from the same menu: it reads back with the same doors and windows.
  const [uvttDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-uvtt').click()]);
  expect(uvttDownload.suggestedFilename()).toBe('dusty-street-shootout.dd2vtt');
  const uvttPath = info.outputPath('map.dd2vtt');
  await uvttDownload.saveAs(uvttPath);
  const back = importUvtt(readFileSync(uvttPath, 'utf8'), uvttPath);
  if (!back.ok) throw new Error(back.errors.join('\n'));
  const world = await gritWorld(page);
  const portals = (w: typeof world) => Object.values(w.walls).filter((x) => x.kind === 'door' || x.kind === 'window').length;
  expect(portals(back.world)).toBe(portals(world));
  expect(back.world.map.background?.src).toMatch(/^data:image\/png;base64,/);

  test.skip(!existsSync('/usr/bin/pdftoppm'), 'pdftoppm (poppler-utils) is not installed: the PDF page is not rendered');
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'export-02-pdf-page1')]);
  const page1 = PNG.sync.read(readFileSync(join(SCREENSHOT_DIR, 'export-02-pdf-page1.png')));
  expect([page1.width, page1.height]).toEqual([510, 660]);
  await saveScreenshot(page, join(SCREENSHOT_DIR, 'export-03-menu.png'));
  expect(errors).toEqual([]);
});
