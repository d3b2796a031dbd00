// What a drawing covers, finer than its bounding box (issue 16 zoomed-in
// pan): a pan frame slides the last drawing unless something drawn enters
// the strips the move uncovers (slide.ts), and a path or line of sight to a
// far square has a box the size of the screen while the line itself meets
// few strips. Pure: local coordinates in, yes/no out.
import type { Container } from 'pixi.js';

/** A rectangle in a drawing's local coordinates. */
export interface LocalRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pieces of a drawing: thick segments (half their stroke width as `pad`) and boxes. */
export class Footprint {
  private readonly segs: number[] = [];
  private readonly boxes: number[] = [];

  clear(): this {
    this.segs.length = 0;
    this.boxes.length = 0;
    return this;
  }

  segment(x1: number, y1: number, x2: number, y2: number, pad: number): this {
    this.segs.push(x1, y1, x2, y2, pad);
    return this;
  }

  box(minX: number, minY: number, maxX: number, maxY: number): this {
    this.boxes.push(minX, minY, maxX, maxY);
    return this;
  }

  meets(r: LocalRect): boolean {
    const b = this.boxes;
    for (let i = 0; i < b.length; i += 4) if (b[i] < r.x + r.width && b[i + 2] > r.x && b[i + 1] < r.y + r.height && b[i + 3] > r.y) return true;
    const s = this.segs;
    for (let i = 0; i < s.length; i += 5) {
      const pad = s[i + 4];
      if (segmentMeetsRect(s[i], s[i + 1], s[i + 2], s[i + 3], r.x - pad, r.y - pad, r.x + r.width + pad, r.y + r.height + pad)) return true;
    }
    return false;
  }
}

/** Whether the segment crosses the open rectangle (Liang–Barsky clipping). */
export function segmentMeetsRect(x1: number, y1: number, x2: number, y2: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  let t0 = 0,
    t1 = 1;
  const dx = x2 - x1,
    dy = y2 - y1;
  const edges: [number, number][] = [
    [-dx, x1 - minX],
    [dx, maxX - x1],
    [-dy, y1 - minY],
    [dy, maxY - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return t0 < t1 || (t0 === t1 && dx === 0 && dy === 0);
}

const footprints = new WeakMap<Container, Footprint>();

/** Gives `drawing` a finer footprint than its bounds for the pan's strip test; returns it to be filled as it is drawn. */
export function footprintOf(drawing: Container): Footprint {
  let f = footprints.get(drawing);
  if (!f) footprints.set(drawing, (f = new Footprint()));
  return f;
}

/** The footprint given to `drawing`, if any. */
export function footprintIfAny(drawing: Container): Footprint | undefined {
  return footprints.get(drawing);
}
