// The table projection and frame on a pointy hex map (test/fixtures/hex-moor.grit.json):
// fog cells are hexes seen from hex centres (G-LOS-5), the frame centres the real hex extent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../core/io/scenario';
import type { World } from '../../core/model/schema';
import { DEFAULT_TABLE_VIEW } from '../../shared/table';
import { mapToScreen, tableFrame } from '../canvas/table/frame';
import { visibleCellsForSide, visibleFiguresForSide } from '../../core/rules/sight';
import { overlaysFromPlayView } from './overlays';
import { buildTableProjection } from './projection';

function moor(): World {
  const r = parseScenarioText(readFileSync('test/fixtures/hex-moor.grit.json', 'utf8'), 'hex-moor.grit.json');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}
const at = (w: World, c: number, r: number) => r * w.map.widthCells + c;

describe('table view on a hex map', () => {
  it('G-LOS-5 the players fog is per hex: (3,3) beside the stones is seen, (5,3) and (6,3) behind them are not', () => {
    const w = moor();
    const p = buildTableProjection(w, { playerSideIds: ['wardens'] });
    expect(p.fog.visible).toHaveLength(70);
    expect(p.fog.visible[at(w, 3, 3)]).toBe(1);
    // Ranger (1,3) looks along row 3 through stone (4,3); the guard's lines from (0,6)
    // cross stone (4,4) at x 4.5 (y 3.88 to (5,3), y 4.17 to (6,3); the stone spans y 3.46..4.62 there).
    expect(p.fog.visible[at(w, 5, 3)]).toBe(0);
    expect(p.fog.visible[at(w, 6, 3)]).toBe(0);
    // So the scout on (5,3) is not shown to the players.
    expect(Object.keys(p.world.figures)).not.toContain('scout');
  });

  it('G-LOS-5 the bandit on (8,3) is seen by a corner of his base, not by his centre: the table uncovers his hex', () => {
    const w = moor();
    // Guard (0.5, 5.77) to the bandit's centre (9, 3.18): y 4.55 at x 4.5, inside stone (4,4) (3.46..4.62).
    expect(visibleCellsForSide(w, 'wardens')[at(w, 8, 3)]).toBe(0);
    // To the base sample (8.6, 3.58): y 4.69 at x 4.5, under the stone's bottom corner (4.62): clear.
    expect(visibleFiguresForSide(w, 'wardens')).toEqual(['bandit']);
    const p = buildTableProjection(w, { playerSideIds: ['wardens'] });
    expect(Object.keys(p.world.figures).sort()).toEqual(['bandit', 'guard', 'ranger']);
    expect(p.fog.visible[at(w, 8, 3)]).toBe(1);
  });

  it('the frame centres the hex map on its real extent: 10.5" x 11/sqrt3" for pointy 10 x 7', () => {
    const w = moor();
    const f = tableFrame({ width: 1000, height: 600 }, w.map, DEFAULT_TABLE_VIEW, 40);
    expect(f.pivotInches.x).toBe(5.25);
    expect(f.pivotInches.y).toBeCloseTo(5.5 / Math.sqrt(3), 12);
    const centre = mapToScreen(f, 5.25, 5.5 / Math.sqrt(3));
    expect(centre.x).toBeCloseTo(500, 9);
    expect(centre.y).toBeCloseTo(300, 9);
  });

  it('the shared LOS line runs between hex centres: ranger (1,3) at (2, 5.5/sqrt3), bandit (8,3) at (9, 5.5/sqrt3)', () => {
    const w = moor();
    const attackPreview = { attackerId: 'ranger', targetId: 'bandit', los: false } as never;
    const out = overlaysFromPlayView({ world: w, activeFigureId: null, movePreview: null, attackPreview, areaPreview: null });
    const y = 5.5 / Math.sqrt(3);
    expect(out.los!.from.x).toBe(2);
    expect(out.los!.from.y).toBeCloseTo(y, 12);
    expect(out.los!.to.x).toBe(9);
    expect(out.los!.to.y).toBeCloseTo(y, 12);
  });
});
