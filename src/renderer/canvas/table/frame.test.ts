import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_VIEW } from '../../../shared/table';
import { mapToScreen, openingFocus, rotate, tableFrame } from './frame';
import { tableFootprint } from '../overlays/tableFootprintGeometry';
import { arena } from '../../../core/rules/testing/world';

const screen = { width: 1000, height: 600 };
const map = { widthCells: 24, heightCells: 16 };

describe('table frame (issue 7 rotation, pan, true scale)', () => {
  it('true scale: cells one inch apart are pxPerInch apart; the map centre is at the screen centre', () => {
    const f = tableFrame(screen, map, DEFAULT_TABLE_VIEW, 80);
    expect(mapToScreen(f, 12, 8)).toEqual({ x: 500, y: 300 });
    const a = mapToScreen(f, 3.5, 2.5),
      b = mapToScreen(f, 4.5, 2.5);
    expect(b.x - a.x).toBeCloseTo(80, 9);
  });

  it('rotation 90° turns a point right of centre to below it (clockwise on screen)', () => {
    const f = tableFrame(screen, map, { ...DEFAULT_TABLE_VIEW, rotation: 90 }, 10);
    const p = mapToScreen(f, 14, 8); // 2" right of the map centre
    expect(p.x).toBeCloseTo(500, 9);
    expect(p.y).toBeCloseTo(320, 9);
    const f180 = tableFrame(screen, map, { ...DEFAULT_TABLE_VIEW, rotation: 180 }, 10);
    expect(mapToScreen(f180, 14, 8).x).toBeCloseTo(480, 9);
  });

  it('pan is in whole inches; the zoom is ignored while locked', () => {
    const f = tableFrame(screen, map, { ...DEFAULT_TABLE_VIEW, panInches: { x: 1.4, y: -2 }, zoom: 3 }, 10);
    expect(f.pivotInches).toEqual({ x: 13, y: 6 });
    expect(f.pxPerInch).toBe(10);
    expect(tableFrame(screen, map, { ...DEFAULT_TABLE_VIEW, zoomLocked: false, zoom: 3 }, 10).pxPerInch).toBe(30);
  });

  it('the GM’s footprint drag (view.centreInches, issue 16 fix 6) replaces where the view opened; the pan still adds', () => {
    const centred = { ...DEFAULT_TABLE_VIEW, centreInches: { x: 5, y: 4 } };
    expect(tableFrame(screen, map, centred, 10, { x: 20, y: 12 }).pivotInches).toEqual({ x: 5, y: 4 });
    expect(tableFrame(screen, map, { ...centred, panInches: { x: 1, y: -1 } }, 10, { x: 20, y: 12 }).pivotInches).toEqual({ x: 6, y: 3 });
    expect(tableFrame(screen, map, { ...centred, centreInches: null }, 10, { x: 20, y: 12 }).pivotInches).toEqual({ x: 20, y: 12 });
  });

  it('rotate steps through 0/90/180/270 both ways', () => {
    expect(rotate(270, 90)).toBe(0);
    expect(rotate(0, -90)).toBe(270);
    expect(rotate(90, 90)).toBe(180);
  });

  describe('openingFocus (issue 16 fix 5)', () => {
    // 12 x 6 squares; the players (P) stand at the right end, the enemy (E) at the left.
    const world = arena(
      `
      E . . . . . . . . . . .
      . . . . . . . . . P . .
      . . . . . . . . . . Q .
      . . . . . . . . . . . .
      . . . . . . . . . . . .
      . . . . . . . . . . . .
    `,
      { P: { sideId: 'team' }, Q: { sideId: 'team' }, E: { sideId: 'foes' } },
    );

    it('a map that fits the screen at true scale is shown whole: the map centre', () => {
      expect(openingFocus({ width: 1300, height: 700 }, world, ['team'], 100, 0)).toEqual({ x: 6, y: 3 });
    });

    it("a bigger map opens on the players' figures, kept inside the map's edge", () => {
      // 4" x 3" of screen: the players' middle (10.5, 1.5 .. 2.5) moved in to x <= 10, y >= 1.5.
      const focus = openingFocus({ width: 400, height: 300 }, world, ['team'], 100, 0);
      expect(focus).toEqual({ x: 10, y: 2 });
      // The enemy's side is not where the view opens.
      expect(openingFocus({ width: 400, height: 300 }, world, ['foes'], 100, 0)).toEqual({ x: 2, y: 2 });
    });

    it('turned 90°, the screen width runs along the map height', () => {
      // 300 x 1300 px screen turned: 13" along the map's x, 3" along y: the map's width fits, its height does not.
      expect(openingFocus({ width: 300, height: 1300 }, world, ['team'], 100, 90).x).toBe(6);
    });
  });
});

describe('the GM map’s TV footprint matches this frame (issue 16 fix 6)', () => {
  // A 1200×800 px TV calibrated at 50 px per inch shows 24×16 squares.
  const tv = { widthCss: 1200, heightCss: 800, pxPerInch: 50 };
  const map = { widthCells: 40, heightCells: 30, grid: 'square' as const };
  it('is exactly what the table frame puts on screen: its corners land on the TV window corners, in every rotation', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const v = { ...DEFAULT_TABLE_VIEW, rotation, centreInches: { x: 20, y: 15 } };
      const fp = tableFootprint(tv, v, { x: 20, y: 15 });
      const frame = tableFrame({ width: tv.widthCss, height: tv.heightCss }, map, v, tv.pxPerInch);
      const corners = [mapToScreen(frame, fp.leftInches, fp.topInches), mapToScreen(frame, fp.leftInches + fp.widthInches, fp.topInches + fp.heightInches)].map((p) => ({
        x: Math.round(p.x),
        y: Math.round(p.y),
      }));
      const xs = corners.map((p) => p.x).sort((a, b) => a - b),
        ys = corners.map((p) => p.y).sort((a, b) => a - b);
      expect([xs, ys], `rotation ${rotation}`).toEqual([
        [0, 1200],
        [0, 800],
      ]);
      // The TV's top edge: the named map edge's midpoint lands on the screen's top row.
      const mid = { top: [20, fp.topInches], bottom: [20, fp.topInches + fp.heightInches], left: [fp.leftInches, 15], right: [fp.leftInches + fp.widthInches, 15] }[fp.tvTopEdge];
      expect(Math.round(mapToScreen(frame, mid[0], mid[1]).y), `rotation ${rotation}`).toBe(0);
    }
  });
});
