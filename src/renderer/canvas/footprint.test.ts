// A pan frame draws only when something drawn enters the uncovered strips
// (issue 16 pan); a long thin line enters far fewer strips than its box.
import { describe, expect, it } from 'vitest';
import { Footprint, segmentMeetsRect } from './footprint';

describe('footprint of a drawing', () => {
  it('a segment meets a rectangle only where it crosses it, not where its box does', () => {
    // The diagonal from (0,0) to (100,100) against 10×10 squares.
    expect(segmentMeetsRect(0, 0, 100, 100, 45, 45, 55, 55)).toBe(true);
    expect(segmentMeetsRect(0, 0, 100, 100, 80, 0, 90, 10)).toBe(false);
    expect(segmentMeetsRect(0, 0, 100, 100, 0, 80, 10, 90)).toBe(false);
    // Ends inside, ends outside, axis-parallel, and a point.
    expect(segmentMeetsRect(50, 50, 500, 50, 40, 40, 60, 60)).toBe(true);
    expect(segmentMeetsRect(0, 50, 30, 50, 40, 40, 60, 60)).toBe(false);
    expect(segmentMeetsRect(50, 0, 50, 100, 40, 40, 60, 60)).toBe(true);
    expect(segmentMeetsRect(50, 50, 50, 50, 40, 40, 60, 60)).toBe(true);
    expect(segmentMeetsRect(70, 50, 70, 50, 40, 40, 60, 60)).toBe(false);
  });

  it('a thick segment meets what lies within its half width; boxes meet by overlap; cleared meets nothing', () => {
    const f = new Footprint().segment(0, 0, 1000, 0, 3);
    expect(f.meets({ x: 500, y: 2, width: 10, height: 10 })).toBe(true);
    expect(f.meets({ x: 500, y: 4, width: 10, height: 10 })).toBe(false);
    f.box(2000, 2000, 2010, 2010);
    expect(f.meets({ x: 2005, y: 1990, width: 10, height: 11 })).toBe(true);
    expect(f.clear().meets({ x: 500, y: 0, width: 10, height: 10 })).toBe(false);
  });
});
