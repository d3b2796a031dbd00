// grit los / blast / reach on the pointy hex fixture (odd-r, 1 hex = 1").
// Expected answers are worked out by hand from the hex centres:
// hex (c,r) sits at x = c + 0.5 (+0.5 on odd rows), y = (1 + 1.5 r) / sqrt(3).
// The stones (#) are hexes (4,1)..(4,4); (4,3) spans x 4.5..5.5 between its flats.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { main } from '../main';
import { fakeContext } from '../context';

const FILE = 'hex-moor.grit.json';
const moor = readFileSync(`test/fixtures/${FILE}`, 'utf8');
const rowY = (r: number) => (1 + 1.5 * r) / Math.sqrt(3);

async function run(args: string[]) {
  const ctx = fakeContext({ [FILE]: moor });
  const code = await main(args, ctx);
  return { code, out: ctx.out, err: ctx.err };
}
async function json<T>(args: string[]): Promise<T> {
  const r = await run([...args, '--json']);
  expect(r.code, r.err.join('\n')).toBe(0);
  return JSON.parse(r.out.join('\n')) as T;
}

describe('grit los on a hex map', () => {
  it('G-LOS-1 ranger (1,3) and bandit (8,3) share row 3: the stone hexes (4,2),(4,3),(4,4) hide the bandit entirely; 7" apart', async () => {
    // Every line between the two footprints crosses x = 5, where the three stones cover y 2.02..3.46.
    const r = await json(['los', FILE, 'ranger', 'bandit']);
    expect(r).toEqual({ los: false, hidden: 1, cover: 'full', concealment: 'none', distanceInches: 7 });
  });

  it('G-LOS-1 from a figure to a hex cell c,r: open moor, measured between hex centres', async () => {
    // (2, 5.5/sqrt3) to (1.5, 1/sqrt3): dx 0.5, dy 4.5/sqrt3 -> sqrt(0.25 + 6.75) = sqrt 7.
    const r = await json<{ distanceInches: number }>(['los', FILE, 'ranger', '1,0']);
    expect(r).toEqual({ los: true, hidden: 0, cover: 'none', concealment: 'none', distanceInches: Math.round(Math.sqrt(7) * 1000) / 1000 });
    const back = await json(['los', FILE, '1,0', 'ranger']);
    expect(back).toMatchObject({ los: true, hidden: 0 });
  });

  it('refuses a cell off the hex map, naming the file and the map size', async () => {
    const r = await run(['los', FILE, 'ranger', '10,0']);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain(`${FILE}: $.map: cell 10,0 is outside the 10x7 map`);
  });
});

describe('grit blast on a hex map', () => {
  it('G-AREA-1 a 2.01" burst on hex (6,3) covers the 19 hexes within 2 steps but the stone (4,3); the bandit and the scout are hit', async () => {
    // Centres within 2.01": row 3 c 4..8, rows 2 and 4 c 5..8 (1.73" off), rows 1 and 5 c 5..7.
    const r = await json<{ affected: string[]; shielded: string[]; cells: string[] }>(['blast', FILE, `7,${rowY(3).toFixed(5)}`, '2.01']);
    expect(r.affected).toEqual(['bandit', 'scout']);
    expect(r.shielded).toEqual([]);
    const want = [
      ...[5, 6, 7].map((c) => `${c},1`),
      ...[5, 6, 7, 8].map((c) => `${c},2`),
      ...[5, 6, 7, 8].map((c) => `${c},3`),
      ...[5, 6, 7, 8].map((c) => `${c},4`),
      ...[5, 6, 7].map((c) => `${c},5`),
    ];
    expect(r.cells).toEqual(want);
  });

  it('G-AREA-1 a burst west of the stones hits the ranger and the stones shield the scout on (5,3)', async () => {
    const r = await json<{ affected: string[]; shielded: string[]; cells: string[] }>(['blast', FILE, `4,${rowY(3).toFixed(5)}`, '2.01']);
    expect(r.affected).toEqual(['ranger']);
    expect(r.shielded).toEqual(['scout']);
    expect(r.cells).toEqual(expect.arrayContaining(['1,3', '2,3', '3,3', '2,2', '3,2', '2,4', '3,4']));
    expect(r.cells).not.toContain('4,3');
    expect(r.cells).not.toContain('5,3');
  });

  it('takes points up to the hex map edge and refuses one past it, naming the map size in inches', async () => {
    // Pointy 10x7: 10.5" wide (odd rows shifted), 11/sqrt3 = 6.351" high.
    expect((await run(['blast', FILE, '10.5,6.35', '1'])).code).toBe(0);
    const r = await run(['blast', FILE, '5,6.4', '1']);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain(`${FILE}: $.map: point 5,6.4 is outside the 10.5x6.351" hex-pointy map`);
  });
});

describe('grit reach on a hex map', () => {
  it('G-MOVE-2 / G-MOVE-4 with 2 AP the ranger reaches the 18 hexes within 2 steps (1 AP a step on grass)', async () => {
    const { cells } = await json<{ cells: { cell: string; ap: number }[] }>(['reach', FILE, 'ranger', '--ap', '2']);
    const one = ['1,2', '2,2', '0,3', '2,3', '1,4', '2,4'];
    const two = ['0,1', '1,1', '2,1', '0,2', '3,2', '3,3', '0,4', '3,4', '0,5', '1,5', '2,5'];
    const want = [{ cell: '1,3', ap: 0 }, ...one.map((cell) => ({ cell, ap: 1 })), ...two.map((cell) => ({ cell, ap: 2 }))];
    const byRow = (x: { cell: string }) => {
      const [c, r] = x.cell.split(',').map(Number);
      return r! * 100 + c!;
    };
    expect(cells).toEqual(want.sort((a, b) => byRow(a) - byRow(b)));
  });

  it('G-ACT-1 bog hexes cost 2: with 1 AP the bandit (8,3) reaches its 4 grass neighbours, not the bog (8,2)/(8,4)', async () => {
    const { cells } = await json<{ cells: { cell: string; ap: number }[] }>(['reach', FILE, 'bandit', '--ap', '1']);
    expect(cells).toEqual([
      { cell: '9,2', ap: 1 },
      { cell: '7,3', ap: 1 },
      { cell: '8,3', ap: 0 },
      { cell: '9,3', ap: 1 },
      { cell: '9,4', ap: 1 },
    ]);
    const two = await json<{ cells: { cell: string; ap: number }[] }>(['reach', FILE, 'bandit', '--ap', '2']);
    expect(two.cells).toContainEqual({ cell: '8,2', ap: 2 });
    // (7,2) is bog and not next to (8,3): 1 (to 7,3) + 2 = 3 AP.
    expect(two.cells.map((c) => c.cell)).not.toContain('7,2');
  });

  it('the text map draws pointy hex rows with odd rows indented half a cell', async () => {
    const r = await run(['reach', FILE, 'ranger', '--ap', '1']);
    expect(r.out[0]).toBe('Wren the Ranger (ranger) at 1,3 with 1 AP can reach 7 cells:');
    expect(r.out.slice(3, 6)).toEqual(['. 1 1 . . . . . . .', ' 1 @ 1 . . . . . . .', '. 1 1 . . . . . . .']);
  });
});
