import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { PDFDocument } from 'pdf-lib';
import { main } from '../main';
import { fakeContext } from '../context';
import { importUvtt } from '../../core/io/uvtt/import';

const street = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const moor = readFileSync('test/fixtures/hex-moor.grit.json', 'utf8');

describe('grit export', () => {
  it('--png at --ppi 100 writes a PNG of 24x16 squares = 2400x1600 px', async () => {
    const ctx = fakeContext({ 'street.grit.json': street });
    expect(await main(['export', 'street.grit.json', '--png', 'out.png', '--ppi', '100'], ctx)).toBe(0);
    const png = PNG.sync.read(Buffer.from(ctx.binaries.get('out.png')!));
    expect([png.width, png.height]).toEqual([2400, 1600]);
    expect(ctx.out[0]).toBe('wrote out.png: 2400x1600 px at 100 pixels per inch');
  });

  it('--pdf --paper a4 writes A4 pages and says how many', async () => {
    const ctx = fakeContext({ 'street.grit.json': street });
    expect(await main(['export', 'street.grit.json', '--pdf', 'out.pdf', '--paper', 'a4', '--json'], ctx)).toBe(0);
    const doc = await PDFDocument.load(ctx.binaries.get('out.pdf')!);
    const report = JSON.parse(ctx.out.join('\n'));
    expect(doc.getPageCount()).toBe(report.written[0].pages);
    expect(doc.getPage(0).getWidth()).toBeCloseTo((210 / 25.4) * 72, 6);
  });

  it('--uvtt writes a file the importer reads back, with our drawn map as its image', async () => {
    const ctx = fakeContext({ 'street.grit.json': street });
    expect(await main(['export', 'street.grit.json', '--uvtt', 'out.dd2vtt', '--ppi', '20'], ctx)).toBe(0);
    const back = importUvtt(ctx.files.get('out.dd2vtt')!, 'out.dd2vtt');
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.world.map.background?.src.startsWith('data:image/png;base64,')).toBe(true);
    expect(ctx.err.join('\n')).toMatch(/not in the Universal VTT file: 2 low walls and fences/);
  });

  it('refuses a hex map for UVTT (exit 1, file: $.map.grid: message) and writes nothing, but exports its PNG', async () => {
    const ctx = fakeContext({ 'moor.grit.json': moor });
    expect(await main(['export', 'moor.grit.json', '--uvtt', 'moor.dd2vtt', '--png', 'moor.png'], ctx)).toBe(1);
    expect(ctx.err[0]).toMatch(/^moor\.grit\.json: \$\.map\.grid: Universal VTT has no hex-pointy grids/);
    expect(ctx.binaries.size + ctx.files.size).toBe(1);
    expect(await main(['export', 'moor.grit.json', '--png', 'moor.png', '--ppi', '30'], ctx)).toBe(0);
    expect(ctx.binaries.has('moor.png')).toBe(true);
  });

  it('bad flags and missing outputs give a usage line and exit 1', async () => {
    const ctx = fakeContext({ 'street.grit.json': street });
    expect(await main(['export', 'street.grit.json'], ctx)).toBe(1);
    expect(ctx.err[0]).toMatch(/^usage: grit export <scenario>/);
    expect(await main(['export', 'street.grit.json', '--png', 'x.png', '--ppi', 'lots'], ctx)).toBe(1);
    expect(ctx.err.join('\n')).toMatch(/--ppi needs a number from 10 to 1200/);
    expect(await main(['export', 'street.grit.json', '--pdf', 'x.pdf', '--paper', 'a3'], ctx)).toBe(1);
    expect(ctx.err.join('\n')).toMatch(/--paper is letter or a4, not "a3"/);
    expect(await main(['export', 'street.grit.json', '--png', 'x.png', '--ppi', '1000'], ctx)).toBe(1);
    expect(ctx.err.join('\n')).toMatch(/street\.grit\.json: \$\.map: at --ppi 1000, 24000x16000 px is too large/);
    expect(ctx.binaries.size).toBe(0);
  });
});
