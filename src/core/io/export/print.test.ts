import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { PNG } from 'pngjs';
import { parseScenarioText } from '../scenario';
import type { World } from '../../model/schema';
import { buildDrawList, type DrawList } from './drawList';
import { tileMap } from './pages';
import { exportPdf } from './pdf';

function load(path: string): World {
  const r = parseScenarioText(readFileSync(path, 'utf8'), path);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

/** An empty square map of w x h inches with only its grid. */
function gridOnly(widthInches: number, heightInches: number): DrawList {
  const shapes: DrawList['shapes'] = [];
  const grey = { r: 0, g: 0, b: 0, a: 1 };
  for (let x = 0; x <= widthInches; x++) shapes.push({ kind: 'line', a: { x, y: 0 }, b: { x, y: heightInches }, widthInches: 0.02, colour: grey });
  for (let y = 0; y <= heightInches; y++) shapes.push({ kind: 'line', a: { x: 0, y }, b: { x: widthInches, y }, widthInches: 0.02, colour: grey });
  return { widthInches, heightInches, shapes };
}

describe('page tiling at true scale', () => {
  it('a 24x16" map on Letter with 0.5" margins and 0.5" overlap: 2 rows x 4 columns portrait', () => {
    // Printable 7.5 x 10": columns 1 + ceil((24 - 7.5) / 7) = 4, rows 1 + ceil((16 - 10) / 9.5) = 2;
    // landscape would need 3 x 3 = 9, so portrait is chosen.
    const layout = tileMap(24, 16, { paper: 'letter', marginInches: 0.5, overlapInches: 0.5, orientation: 'auto' });
    expect([layout.orientation, layout.rows, layout.columns, layout.tiles.length]).toEqual(['portrait', 2, 4, 8]);
    expect(tileMap(24, 16, { paper: 'letter', marginInches: 0.5, overlapInches: 0.5, orientation: 'landscape' }).tiles).toHaveLength(9);
  });

  it('neighbouring pages repeat exactly the overlap, and the last page ends at the map edge', () => {
    const layout = tileMap(24, 16, { paper: 'a4', marginInches: 0.5, overlapInches: 0.5, orientation: 'portrait' });
    const row1 = layout.tiles.filter((t) => t.row === 1);
    for (let i = 1; i < row1.length; i++) expect(row1[i - 1].mapXInches + row1[i - 1].widthInches - row1[i].mapXInches).toBeCloseTo(0.5, 9);
    const last = row1[row1.length - 1];
    expect(last.mapXInches + last.widthInches).toBeCloseTo(24, 9);
  });

  it('refuses a margin that leaves nothing to print on', () => {
    expect(() => tileMap(10, 10, { paper: 'letter', marginInches: 4, overlapInches: 0.5, orientation: 'auto' })).toThrow(/margin 4" leaves less than 1"/);
  });
});

describe('true-scale PDF', () => {
  it('24x16 map on Letter: 8 pages of 612 x 792 pt (8.5 x 11 in at 72 pt per inch)', async () => {
    const pdf = await exportPdf(gridOnly(24, 16), { paper: 'letter', title: 'Test' });
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(8);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
    const a4 = await PDFDocument.load((await exportPdf(gridOnly(5, 5), { paper: 'a4' })).bytes);
    const { width, height } = a4.getPage(0).getSize();
    expect([width / 72, height / 72].map((v) => +(v * 25.4).toFixed(2))).toEqual([210, 297]);
  });

  it('map inches are scaled by exactly 72 pt, and the 1-inch check bar is 72 pt long', async () => {
    const pdf = await exportPdf(gridOnly(3, 3), { paper: 'letter' });
    const doc = await PDFDocument.load(pdf.bytes);
    const contents = doc.getPage(0).node.Contents();
    const streams = contents && 'asArray' in contents ? (contents as unknown as { asArray(): unknown[] }).asArray() : [contents];
    const text = streams
      .map((ref) => doc.context.lookup(ref as never))
      .map((s) => {
        const raw = s as PDFRawStream;
        const filtered = raw.dict.get(PDFName.of('Filter'));
        return Buffer.from(filtered ? inflateSync(raw.contents) : raw.contents).toString('latin1');
      })
      .join('\n');
    expect(text).toMatch(/\n72 0 0 -72 0 0 cm\n/);
    expect(text).toMatch(/ 72 3 re\n/);
  });

  const havePdftoppm = existsSync('/usr/bin/pdftoppm');
  it.skipIf(!havePdftoppm)('rendered at 100 dpi by pdftoppm, grid lines are 100 px apart: one square is one inch on paper', async () => {
    const pdf = await exportPdf(gridOnly(5, 4), { paper: 'letter', marginInches: 0.5 });
    const dir = mkdtempSync(join(tmpdir(), 'grit-pdf-'));
    writeFileSync(join(dir, 'map.pdf'), pdf.bytes);
    execFileSync('pdftoppm', ['-r', '100', '-png', '-f', '1', '-l', '1', '-singlefile', join(dir, 'map.pdf'), join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    expect([png.width, png.height]).toEqual([850, 1100]);
    // Along a pixel row 2.5" into the map, the dark vertical grid lines' centres.
    const y = Math.round((0.5 + 2.5) * 100);
    const dark: number[] = [];
    for (let x = 0; x < png.width; x++) if (png.data[(y * png.width + x) * 4] < 128) dark.push(x);
    const centres: number[] = [];
    for (const x of dark) {
      const last = centres[centres.length - 1];
      if (last !== undefined && x - last <= 3) continue;
      centres.push(x);
    }
    expect(centres.length).toBe(6);
    const gaps = centres.slice(1).map((x, i) => x - centres[i]);
    for (const g of gaps) {
      expect(g).toBeGreaterThanOrEqual(99);
      expect(g).toBeLessThanOrEqual(101);
    }
    expect(centres[centres.length - 1] - centres[0]).toBeGreaterThanOrEqual(499);
    expect(centres[centres.length - 1] - centres[0]).toBeLessThanOrEqual(501);
  });

  it('a shipped scenario prints with its figures, and a hex map prints too', async () => {
    const street = await exportPdf(buildDrawList(load('test/fixtures/dusty-street.grit.json')), { paper: 'a4', title: 'Dusty Street' });
    expect((await PDFDocument.load(street.bytes)).getPageCount()).toBe(street.layout.tiles.length);
    const hex = await exportPdf(buildDrawList(load('test/fixtures/hex-moor.grit.json')), { paper: 'letter', title: 'Moor' });
    expect(hex.layout.tiles.length).toBeGreaterThan(0);
    expect(hex.bytes.length).toBeGreaterThan(1000);
  });
});
