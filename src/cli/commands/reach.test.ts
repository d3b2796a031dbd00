import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../main';
import { fakeContext } from '../context';
import { squareDistance } from '../../core/geometry/grid';

const dusty = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const dustyJson = JSON.parse(dusty);

describe('grit reach', () => {
  it('G-MOVE-4 --json lists every reachable cell with its AP, sorted by row then column', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['reach', 'd.json', 'marshal', '--json'], ctx)).toBe(0);
    const { cells } = JSON.parse(ctx.out.join('\n')) as { cells: { cell: string; ap: number }[] };
    const start = dustyJson.figures.marshal.cell;
    expect(cells).toContainEqual({ cell: `${start.c},${start.r}`, ap: 0 });
    const order = cells.map(({ cell }) => cell.split(',').map(Number)).map(([c, r]) => r! * 1000 + c!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const { cell, ap } of cells) {
      const [c, r] = cell.split(',').map(Number);
      expect(ap).toBeLessThanOrEqual(dustyJson.figures.marshal.apLeft);
      // Terrain and walls only ever make a move dearer than open ground (G-MOVE-2).
      expect(ap).toBeGreaterThanOrEqual(squareDistance(start, { c: c!, r: r! }, 'alternate'));
    }
    // A water trough cell is impassable terrain (G-MOVE-3).
    const troughs: string[] = [];
    dustyJson.terrain.rows.forEach((row: string, r: number) => [...row].forEach((ch, c) => ch === 't' && troughs.push(`${c},${r}`)));
    expect(troughs.length).toBeGreaterThan(0);
    for (const t of troughs) expect(cells.map((x) => x.cell)).not.toContain(t);
  });

  it('--ap limits the budget; the human output draws the cost map', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['reach', 'd.json', 'marshal', '--ap', '1', '--json'], ctx)).toBe(0);
    const { cells } = JSON.parse(ctx.out.join('\n'));
    expect(cells.every((x: { ap: number }) => x.ap <= 1)).toBe(true);
    expect(cells.length).toBeLessThanOrEqual(9);
    const human = fakeContext({ 'd.json': dusty });
    expect(await main(['reach', 'd.json', 'marshal', '--ap', '2'], human)).toBe(0);
    expect(human.out[0]).toMatch(/can reach \d+ cells/);
    expect(human.out.slice(1)).toHaveLength(dustyJson.map.heightCells);
    expect(human.out.join('\n')).toContain('@');
  });

  it('bad input exits 1 with a clear message', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['reach', 'd.json', 'nobody', '--json'], ctx)).toBe(1);
    expect(ctx.err[0]).toMatch(/^d\.json: \$\.figures: no figure "nobody" \(figures: .*marshal/);
    const ap = fakeContext({ 'd.json': dusty });
    expect(await main(['reach', 'd.json', 'marshal', '--ap', '-3'], ap)).toBe(1);
    expect(ap.err[0]).toContain('--ap');
    const missing = fakeContext({});
    expect(await main(['reach', 'nope.json', 'marshal'], missing)).toBe(1);
    expect(missing.err[0]).toBe('nope.json: $: file not found');
    const usage = fakeContext({});
    expect(await main(['reach', 'd.json'], usage)).toBe(1);
    expect(usage.err[0]).toMatch(/^usage: grit reach/);
  });
});

describe('grit reach on an imported .dd2vtt', () => {
  it('G-MOVE-3 / G-ACT-1 closed doors block and the window sill costs +2 (cabin.dd2vtt)', async () => {
    const ctx = fakeContext({ 'cabin.dd2vtt': readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8') });
    expect(await main(['import', 'cabin.dd2vtt', '-o', 'cabin.grit.json'], ctx)).toBe(0);
    const cabin = JSON.parse(ctx.files.get('cabin.grit.json')!);
    // The room spans x 2..7, y 0..3: door d1 on its bottom wall, an open portal d2 on its right wall.
    expect(cabin.walls.d1).toMatchObject({ kind: 'door', door: 'closed' });
    expect(cabin.walls.d2).toMatchObject({ kind: 'door', door: 'open' });
    // UVTT cannot tell a window from an open door; the designer makes it a window by hand.
    cabin.walls.d2 = { id: 'd2', kind: 'window', a: cabin.walls.d2.a, b: cabin.walls.d2.b };
    cabin.sides = { s: { id: 's', name: 'Settlers', colour: '#cc3333' } };
    cabin.figures = {
      ann: { id: 'ann', name: 'Ann', sideId: 's', kind: 'PC', cell: { c: 3, r: 1 }, stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 }, hp: 10, apLeft: 10 },
    };
    ctx.files.set('cabin.grit.json', JSON.stringify(cabin));
    expect(await main(['reach', 'cabin.grit.json', 'ann', '--ap', '20', '--json'], ctx)).toBe(0);
    const { cells } = JSON.parse(ctx.out[ctx.out.length - 1]!);
    const ap = new Map(cells.map((x: { cell: string; ap: number }) => [x.cell, x.ap]));
    expect(ap.get('6,1')).toBe(3);
    expect(ap.get('7,1')).toBe(6); // 1 + the sill's +2
    // Below the closed door: the long way round through the window.
    expect(ap.get('4,3')).toBe(11);
  });
});
