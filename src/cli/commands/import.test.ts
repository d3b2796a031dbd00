import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../main';
import { fakeContext } from '../context';

const cabin = readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8');

describe('grit import', () => {
  it('imports a .dd2vtt and grit info --json counts its walls, doors and windows', async () => {
    const ctx = fakeContext({ 'cabin.dd2vtt': cabin });
    expect(await main(['import', 'cabin.dd2vtt', '-o', 'cabin.grit.json'], ctx)).toBe(0);
    expect(ctx.out).toEqual(['wrote cabin.grit.json: 10x6 cells, 8 walls, 3 doors, 0 windows, 1 objects, 1 lights']);
    const saved = JSON.parse(ctx.files.get('cabin.grit.json')!);
    expect(saved.walls.d1).toEqual({ id: 'd1', kind: 'door', a: { x: 4, y: 3 }, b: { x: 5, y: 3 }, door: 'closed' });
    expect(saved.walls.d2).toEqual({ id: 'd2', kind: 'door', a: { x: 7, y: 1 }, b: { x: 7, y: 2 }, door: 'open' });

    ctx.out.length = 0;
    expect(await main(['info', 'cabin.grit.json', '--json'], ctx)).toBe(0);
    const info = JSON.parse(ctx.out.join('\n'));
    expect(info.counts).toMatchObject({ walls: 8, doors: 3, windows: 0, objects: 1, figures: 0, sides: 0 });
    expect(await main(['validate', 'cabin.grit.json'], ctx)).toBe(0);
  });

  it('without -o it refuses (the usage says -o is required) and writes nothing', async () => {
    const ctx = fakeContext({ 'cabin.dd2vtt': cabin });
    expect(await main(['import', 'cabin.dd2vtt'], ctx)).toBe(1);
    expect(ctx.err).toEqual(['grit import: -o <out.grit.json> is required', 'usage: grit import <map.dd2vtt|map.uvtt> -o <out.grit.json>']);
    expect([...ctx.files.keys()]).toEqual(['cabin.dd2vtt']);
  });

  it('bad map exits 1 with file and path and writes nothing', async () => {
    const j = JSON.parse(cabin);
    delete j.resolution;
    const ctx = fakeContext({ 'bad.dd2vtt': JSON.stringify(j) });
    expect(await main(['import', 'bad.dd2vtt', '-o', 'x.grit.json'], ctx)).toBe(1);
    expect(ctx.err[0]).toMatch(/^bad\.dd2vtt: \$\.resolution: /);
    expect(ctx.files.has('x.grit.json')).toBe(false);
  });
});
