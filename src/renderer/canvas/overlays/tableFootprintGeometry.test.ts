import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_VIEW, type TableViewOptions } from '../../../shared/table';
import { clampCentre, draggedCentre, onFootprintGrip, tableFootprint, tvViewInches } from './tableFootprintGeometry';

// A 1200×800 px TV calibrated at 50 px per inch shows 24×16 squares.
const tv = { widthCss: 1200, heightCss: 800, pxPerInch: 50 };
const view = (patch: Partial<TableViewOptions> = {}): TableViewOptions => ({ ...DEFAULT_TABLE_VIEW, ...patch });
const map = { widthCells: 40, heightCells: 30, grid: 'square' as const };

describe('the table TV footprint (issue 16 fix 6)', () => {
  it('is the TV window in squares: window px ÷ px per inch, centred where the TV looks', () => {
    const fp = tableFootprint(tv, view(), { x: 20, y: 15 });
    expect(fp).toMatchObject({ leftInches: 8, topInches: 7, widthInches: 24, heightInches: 16, tvTopEdge: 'top' });
    // A different calibration shows more of the map.
    expect(tableFootprint({ ...tv, pxPerInch: 100 }, view(), { x: 20, y: 15 })).toMatchObject({ widthInches: 12, heightInches: 8 });
  });

  it('turns with the view: at 90° and 270° its sides swap and the TV top is a side edge of the map', () => {
    const at90 = tableFootprint(tv, view({ rotation: 90 }), { x: 20, y: 15 });
    expect(at90).toMatchObject({ leftInches: 12, topInches: 3, widthInches: 16, heightInches: 24, tvTopEdge: 'left' });
    expect(tableFootprint(tv, view({ rotation: 180 }), { x: 20, y: 15 })).toMatchObject({ widthInches: 24, heightInches: 16, tvTopEdge: 'bottom' });
    expect(tableFootprint(tv, view({ rotation: 270 }), { x: 20, y: 15 })).toMatchObject({ widthInches: 16, heightInches: 24, tvTopEdge: 'right' });
  });

  it('the unlocked zoom shrinks it as it enlarges the picture', () => {
    expect(tvViewInches(tv, view({ zoomLocked: false, zoom: 2 }))).toEqual({ acrossInches: 12, downInches: 8 });
    expect(tvViewInches(tv, view({ zoomLocked: true, zoom: 2 }))).toEqual({ acrossInches: 24, downInches: 16 });
  });
});

describe('dragging the footprint (issue 16 fix 6)', () => {
  const size = { widthInches: 24, heightInches: 16 };

  it('moves the centre by whole squares of the pointer’s travel', () => {
    expect(draggedCentre({ x: 20, y: 15 }, { x: 9.2, y: 7.1 }, { x: 12.9, y: 6.2 }, size, map)).toEqual({ x: 24, y: 14 });
  });

  it('is clamped to the map: the footprint stays over it', () => {
    expect(draggedCentre({ x: 20, y: 15 }, { x: 0, y: 0 }, { x: 100, y: -100 }, size, map)).toEqual({ x: 28, y: 8 });
    expect(draggedCentre({ x: 20, y: 15 }, { x: 0, y: 0 }, { x: -100, y: 100 }, size, map)).toEqual({ x: 12, y: 22 });
  });

  it('a TV wider than the map keeps the map in its middle on that axis', () => {
    const small = { widthCells: 20, heightCells: 30, grid: 'square' as const };
    expect(clampCentre({ x: 3, y: 3 }, size, small)).toEqual({ x: 10, y: 8 });
  });

  it('grips on the label tab and the outline, not inside (the tools keep the squares under the TV)', () => {
    const fp = tableFootprint(tv, view(), { x: 20, y: 15 }); // 8..32 × 7..23
    expect(onFootprintGrip(fp, { x: 9, y: 7.4 }, 0.2), 'label tab').toBe(true);
    expect(onFootprintGrip(fp, { x: 20, y: 22.9 }, 0.2), 'bottom edge').toBe(true);
    expect(onFootprintGrip(fp, { x: 32.15, y: 15 }, 0.2), 'just outside the right edge').toBe(true);
    expect(onFootprintGrip(fp, { x: 20, y: 15 }, 0.2), 'inside').toBe(false);
    expect(onFootprintGrip(fp, { x: 33, y: 15 }, 0.2), 'outside').toBe(false);
  });
});
