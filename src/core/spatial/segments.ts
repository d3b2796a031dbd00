// Small segment/box tests used to filter rbush candidates; kept here so
// spatial does not depend on the LOS code in geometry.
import type { Point } from '../model/schema';
import type { Box } from './query';

/** Tolerance of the touch tests below, in inches: index queries widen their boxes by it so no wall the test accepts is left out. */
export const TOUCH_EPS = 1e-9;
const EPS = TOUCH_EPS;

function orient(a: Point, b: Point, c: Point): number {
  const v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return Math.abs(v) < EPS ? 0 : v > 0 ? 1 : -1;
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return Math.min(a.x, b.x) - EPS <= p.x && p.x <= Math.max(a.x, b.x) + EPS && Math.min(a.y, b.y) - EPS <= p.y && p.y <= Math.max(a.y, b.y) + EPS;
}

/** True when the closed segments p1-p2 and q1-q2 share a point (touching counts). */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const o1 = orient(p1, p2, q1);
  const o2 = orient(p1, p2, q2);
  const o3 = orient(q1, q2, p1);
  const o4 = orient(q1, q2, p2);
  // A proper crossing needs strict sides: with the tolerance, a zero beside a nonzero could call a
  // 1e-10" segment 0.5" away a crossing (found by the index-vs-scan property test). Touching
  // cases are the onSegment checks below (exactly equivalent without the tolerance).
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (o1 === 0 && onSegment(p1, p2, q1)) return true;
  if (o2 === 0 && onSegment(p1, p2, q2)) return true;
  if (o3 === 0 && onSegment(q1, q2, p1)) return true;
  if (o4 === 0 && onSegment(q1, q2, p2)) return true;
  return false;
}

export function pointInBox(p: Point, b: Box): boolean {
  return p.x >= b.minX - EPS && p.x <= b.maxX + EPS && p.y >= b.minY - EPS && p.y <= b.maxY + EPS;
}

/** True when segment a-b touches the closed box. */
export function segmentTouchesBox(a: Point, b: Point, box: Box): boolean {
  if (pointInBox(a, box) || pointInBox(b, box)) return true;
  const c1 = { x: box.minX, y: box.minY };
  const c2 = { x: box.maxX, y: box.minY };
  const c3 = { x: box.maxX, y: box.maxY };
  const c4 = { x: box.minX, y: box.maxY };
  return segmentsIntersect(a, b, c1, c2) || segmentsIntersect(a, b, c2, c3) || segmentsIntersect(a, b, c3, c4) || segmentsIntersect(a, b, c4, c1);
}

export function distancePointToBox(p: Point, b: Box): number {
  const dx = Math.max(b.minX - p.x, 0, p.x - b.maxX);
  const dy = Math.max(b.minY - p.y, 0, p.y - b.maxY);
  return Math.hypot(dx, dy);
}
