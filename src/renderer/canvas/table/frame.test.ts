import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_VIEW } from '../../../shared/table';
import { mapToScreen, rotate, tableFrame } from './frame';

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

  it('rotate steps through 0/90/180/270 both ways', () => {
    expect(rotate(270, 90)).toBe(0);
    expect(rotate(0, -90)).toBe(270);
    expect(rotate(90, 90)).toBe(180);
  });
});
