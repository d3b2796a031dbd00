// The sentence label's place (issue 16 hover tail): measured only when its
// size can change where it goes, and then placed exactly as measuring places it.
import { describe, expect, it } from 'vitest';
import { anchoredBox, labelSizeBound, overlaps, placeLabel } from './labelPlace';

/** A label's measured size, counting how often it was asked. */
function measured(width: number, height: number) {
  const m = { calls: 0, size: () => (m.calls++, { width, height }) };
  return m;
}

describe('overlay sentence label placement', () => {
  const bound = { width: 200, height: 60 };

  it('far from the map edges: centred above its point, not measured', () => {
    const m = measured(150, 40);
    expect(placeLabel(500, 300, 340, 1000, bound, m.size)).toEqual({ x: 500, y: 300, anchorY: 1 });
    expect(m.calls).toBe(0);
  });

  it('near the left or right edge: measured and kept inside the map by its measured half width', () => {
    const left = measured(150, 40);
    expect(placeLabel(50, 300, 340, 1000, bound, left.size)).toEqual({ x: 75, y: 300, anchorY: 1 });
    expect(left.calls).toBe(1);
    // Within the bound's half width of the edge but clear of the measured one: where it was.
    const right = measured(150, 40);
    expect(placeLabel(910, 300, 340, 1000, bound, right.size)).toEqual({ x: 910, y: 300, anchorY: 1 });
    expect(right.calls).toBe(1);
    // A map narrower than the label: not clamped.
    expect(placeLabel(50, 300, 340, 120, bound, measured(150, 40).size)).toEqual({ x: 50, y: 300, anchorY: 1 });
  });

  it('near the top edge: below the point when the measured label does not fit above it', () => {
    const m = measured(150, 40);
    expect(placeLabel(500, 30, 80, 1000, bound, m.size)).toEqual({ x: 500, y: 80, anchorY: 0 });
    expect(m.calls).toBe(1);
    expect(placeLabel(500, 50, 80, 1000, bound, measured(150, 40).size)).toEqual({ x: 500, y: 50, anchorY: 1 });
  });

  it('the size bound: the longest line at 1.25 em an ASCII character (2 em any other), 1.6 em a line, plus the outline', () => {
    expect(labelSizeBound('no shot', 20, 4)).toEqual({ width: 179, height: 36 });
    expect(labelSizeBound('out of range\nby 3 in', 10, 4)).toEqual({ width: 154, height: 36 });
    expect(labelSizeBound('3″ — ok', 10, 4).width).toBe(5 * 12.5 + 2 * 20 + 4);
  });

  it('boxes from the bound contain the measured boxes, so bounds that miss each other rule out a collision', () => {
    const measuredBox = anchoredBox(100, 50, 1, { width: 80, height: 20 });
    const boundBox = anchoredBox(100, 50, 1, { width: 120, height: 30 });
    expect(boundBox.x <= measuredBox.x && boundBox.x + boundBox.width >= measuredBox.x + measuredBox.width).toBe(true);
    expect(boundBox.y <= measuredBox.y && boundBox.y + boundBox.height >= measuredBox.y + measuredBox.height).toBe(true);
    expect(anchoredBox(100, 50, 0, { width: 80, height: 20 })).toEqual({ x: 60, y: 50, width: 80, height: 20 });
    expect(overlaps(boundBox, anchoredBox(300, 50, 1, { width: 120, height: 30 }))).toBe(false);
    expect(overlaps(boundBox, anchoredBox(200, 40, 1, { width: 120, height: 30 }))).toBe(true);
  });
});
