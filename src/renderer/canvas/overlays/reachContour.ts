// The reach overlay as contours (issue 16 "Map art"): one outline per AP step
// around the squares a move can end on for at most that many AP, so the
// terrain stays visible under it. Pure: cells in, segments in cell units out.

export interface ReachContour {
  /** The squares inside cost at most this many AP. */
  apCost: number;
  /** Square sides on the outline: [x1, y1, x2, y2] in cells (0,0 is the map's top-left corner). */
  segments: [number, number, number, number][];
}

/**
 * One contour per distinct AP cost (ascending): the sides between a square
 * inside (cost ≤ step) and one outside (a higher cost, out of reach, or off
 * the map).
 */
export function reachContours(widthCells: number, heightCells: number, apCostAt: (c: number, r: number) => number | null): ReachContour[] {
  const costs = new Set<number>();
  for (let r = 0; r < heightCells; r++) {
    for (let c = 0; c < widthCells; c++) {
      const ap = apCostAt(c, r);
      if (ap !== null) costs.add(ap);
    }
  }
  const steps = [...costs].sort((a, b) => a - b);
  return steps.map((step) => {
    const inside = (c: number, r: number) => {
      if (c < 0 || r < 0 || c >= widthCells || r >= heightCells) return false;
      const ap = apCostAt(c, r);
      return ap !== null && ap <= step;
    };
    const segments: [number, number, number, number][] = [];
    for (let r = 0; r < heightCells; r++) {
      for (let c = 0; c < widthCells; c++) {
        if (!inside(c, r)) continue;
        if (!inside(c, r - 1)) segments.push([c, r, c + 1, r]);
        if (!inside(c, r + 1)) segments.push([c, r + 1, c + 1, r + 1]);
        if (!inside(c - 1, r)) segments.push([c, r, c, r + 1]);
        if (!inside(c + 1, r)) segments.push([c + 1, r, c + 1, r + 1]);
      }
    }
    return { apCost: step, segments };
  });
}
