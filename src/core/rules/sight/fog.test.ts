import { describe, expect, it } from 'vitest';
import { RulesCache } from '../../spatial/rulesCache';
import { visibleCellsForSide, visibleFiguresForSide, visibilityPolygonsForSide } from './fog';
import { sightWorld } from './sightWorld';
import { fovCells } from '../../geometry/sight/fov';
import { wall, worldFromAscii } from './testWorld';

// Upper case = side red, lower case = side blue. The rock column leaves a gap in the bottom row.
const map = `
  A....#....
  .....#..b.
  .....#....
  .....#....
  c.........`;
const count = (m: Uint8Array) => m.reduce((s, v) => s + v, 0);

describe('G-LOS-5 double-blind fog of war', () => {
  it('G-LOS-5 a side sees exactly the cells whose centre one of its figures sees', () => {
    const w = worldFromAscii(map);
    const seen = visibleCellsForSide(w, 'blue');
    const hard = sightWorld(w, new RulesCache()).hard;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 10; c++) {
        const want = hard.clear(8.5, 1.5, c + 0.5, r + 0.5) || hard.clear(0.5, 4.5, c + 0.5, r + 0.5);
        expect(seen[r * 10 + c] === 1).toBe(want);
      }
    expect(seen[1 * 10 + 5]).toBe(0); // rock
    expect(seen[0 * 10 + 9]).toBe(1);
  });

  it('G-LOS-5 opposing figures are shown only while some figure of the side has LOS to them', () => {
    const w = worldFromAscii(map);
    expect(visibleFiguresForSide(w, 'red')).toEqual(['c']);
    expect(visibleFiguresForSide(w, 'blue')).toEqual(['A']);
    // b steps into the gap's line of sight.
    const moved = worldFromAscii(map.replace('..b.', '....').replace('c.........', 'c.....b...'));
    expect(visibleFiguresForSide(moved, 'red')).toEqual(['b', 'c']);
  });

  it('G-LOS-5 the union over viewers grows with more viewers; a range limits it', () => {
    const door = wall('d', 'door', 5, 4, 5, 5, 'closed');
    const one = visibleCellsForSide(worldFromAscii(map, { walls: door }), 'red');
    const w = worldFromAscii(map.replace('c.........', '.........C'), { walls: door });
    const two = visibleCellsForSide(w, 'red');
    expect(count(two)).toBeGreaterThan(count(one));
    const near = visibleCellsForSide(w, 'red', { rangeInches: 2 });
    expect(count(near)).toBeLessThan(count(two));
    expect(count(near)).toBeGreaterThan(2);
    expect(visibilityPolygonsForSide(w, 'red')).toHaveLength(2);
  });

  it('G-LOS-5 cached FOV follows the World: opening a door (new walls record) reveals the room behind it', () => {
    const closed = worldFromAscii(map, { walls: wall('d', 'door', 5, 4, 5, 5, 'closed') });
    const before = count(visibleCellsForSide(closed, 'red'));
    expect(count(visibleCellsForSide(closed, 'red'))).toBe(before);
    const opened = { ...closed, walls: { d: { ...closed.walls.d, door: 'open' as const } } };
    expect(count(visibleCellsForSide(opened, 'red'))).toBeGreaterThan(before);
  });

  it('G-LOS-4 / G-LOS-5 smoke hides the cells beyond it from the fog', () => {
    const open = worldFromAscii(`A.........`);
    const smoky = worldFromAscii(`A.........`, { areas: { s: { id: 's', kind: 'smoke', effect: 'smoke', center: { x: 5, y: 0.5 }, radiusInches: 1.5, roundsLeft: 3, visibilityInches: 1 } } });
    expect(count(visibleCellsForSide(open, 'red'))).toBe(10);
    const seen = visibleCellsForSide(smoky, 'red');
    expect(seen[3]).toBe(1);
    expect(seen[9]).toBe(0);
  });

  it('G-LOS-5 terrain-only maps use the cell-native FOV and give the same cells as the polygon FOV', () => {
    const w = worldFromAscii(`
      A...#.....#...
      .##.#..#..#..b
      .#.....#......
      ...##.....##..
      .C.#...#.#....
      .......#...#..`);
    const sight = sightWorld(w, new RulesCache());
    expect(sight.cellNative).toBe(true);
    for (const rangeInches of [undefined, 4]) {
      const want = new Uint8Array(sight.width * sight.height);
      for (const f of [w.figures.A, w.figures.C]) fovCells(sight.hard, f.cell!.c + 0.5, f.cell!.r + 0.5, sight.width, sight.height, { rangeInches }, want);
      expect(Array.from(visibleCellsForSide(w, 'red', { rangeInches }))).toEqual(Array.from(want));
    }
    expect(sightWorld(worldFromAscii('A..\n...', { walls: wall('x', 'wall', 1, 0, 1, 1) }), new RulesCache()).cellNative).toBe(false);
  });
});
