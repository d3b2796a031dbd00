import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../main';
import { fakeContext } from '../context';

const dusty = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');
const cabin = readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8');

async function blastJson(point: string, radius: string) {
  const ctx = fakeContext({ 'd.json': dusty });
  expect(await main(['blast', 'd.json', point, radius, '--json'], ctx)).toBe(0);
  return JSON.parse(ctx.out.join('\n')) as { affected: string[]; shielded: string[]; cells: string[] };
}

describe('grit blast', () => {
  it('G-AREA-1 a burst in the open street affects the figures in range and lists covered cells', async () => {
    const r = await blastJson('6,8', '3');
    expect(r.affected).toEqual(['deputy', 'marshal']);
    expect(r.shielded).toEqual([]);
    expect(r.cells).toContain('6,8');
    for (const cell of r.cells) {
      const [c, r0] = cell.split(',').map(Number);
      expect(Math.hypot(c! + 0.5 - 6, r0! + 0.5 - 8)).toBeLessThanOrEqual(3);
    }
  });

  it('G-AREA-1 the saloon wall shields a figure in range from a burst inside', async () => {
    const r = await blastJson('3,4', '3.5');
    expect(r.affected).toEqual([]);
    expect(r.shielded).toEqual(['marshal']);
    expect(r.cells).not.toContain('3,5');
    expect(r.cells).toContain('3,4');
  });

  it('G-AREA-1 on an imported .dd2vtt: a burst in the cabin room stops at its walls and closed door and reaches out through the open portal', async () => {
    const ctx = fakeContext({ 'cabin.dd2vtt': cabin });
    expect(await main(['import', 'cabin.dd2vtt', '-o', 'cabin.grit.json'], ctx)).toBe(0);
    const out = fakeContext({ 'cabin.grit.json': ctx.files.get('cabin.grit.json')! });
    expect(await main(['blast', 'cabin.grit.json', '4.5,1.5', '3', '--json'], out)).toBe(0);
    const r = JSON.parse(out.out.join('\n')) as { affected: string[]; shielded: string[]; cells: string[] };
    // The room is x 2..7, y 0..3 (map inches): every square of it is within
    // 2.3" of the burst; outside, only 7,1 (3" east, through the open
    // portal at x = 7, y 1..2). 1,1 is 3" west behind the wall, 4,3 and 4,4
    // behind the closed door.
    const room: string[] = [];
    for (let row = 0; row < 3; row++) for (let c = 2; c < 7; c++) room.push(`${c},${row}`);
    expect([...r.cells].sort()).toEqual([...room, '7,1'].sort());
    expect(r.affected).toEqual([]);
  });

  it('plain text and bad input', async () => {
    const ctx = fakeContext({ 'd.json': dusty });
    expect(await main(['blast', 'd.json', '6,8', '3'], ctx)).toBe(0);
    expect(ctx.out[1]).toBe('affected: deputy, marshal');
    expect(await main(['blast', 'd.json', '6;8', '3'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toMatch(/<x,y>/);
    expect(await main(['blast', 'd.json', '6,8', '-2'], ctx)).toBe(1);
    expect(await main(['blast', 'd.json', '60,8', '2'], ctx)).toBe(1);
    expect(ctx.err.at(-1)).toBe('d.json: $.map: point 60,8 is outside the 24x16" map');
  });
});
