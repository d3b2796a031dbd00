// Local stand-in for rules/sight (the sight engineer's module) with the same
// signatures, used until that module lands; see deps/index.ts.
import type { Point, World } from '../../model/schema';
import { optNumber } from '../options';
import { dist, figureCentre, pointSegmentDistance, segmentsCross, sightBlocked } from './geom';

export type CoverLevel = 'none' | 'light' | 'medium' | 'heavy' | 'full';

export interface CoverResult {
  los: boolean;
  hiddenFraction: number;
  concealedFraction: number;
  cover: CoverLevel;
  concealment: CoverLevel;
  distanceInches: number;
}

export function levelOf(fraction: number): CoverLevel {
  if (fraction >= 1) return 'full';
  if (fraction >= 0.75) return 'heavy';
  if (fraction >= 0.5) return 'medium';
  if (fraction >= 0.25) return 'light';
  return 'none';
}

function footprintSamples(world: World, targetId: string): Point[] {
  const t = world.figures[targetId];
  if (!t?.cell) return [];
  const s = t.sizeCells ?? 1;
  const pts: Point[] = [];
  // G-LOS-2 default: 3x3 points inset 10% from the footprint's edges.
  for (const fy of [0.1, 0.5, 0.9]) for (const fx of [0.1, 0.5, 0.9]) pts.push({ x: t.cell.c + fx * s, y: t.cell.r + fy * s });
  return pts;
}

function crossesSmoke(world: World, from: Point, to: Point): boolean {
  for (const a of Object.values(world.areas)) {
    if (a.effect !== 'smoke') continue;
    if (pointSegmentDistance(a.center, from, to) < a.radiusInches) return true;
  }
  return false;
}

export function coverOf(world: World, attackerId: string, targetId: string): CoverResult {
  const a = world.figures[attackerId];
  const t = world.figures[targetId];
  const from = a && figureCentre(a);
  const to = t && figureCentre(t);
  if (!from || !to) return { los: false, hiddenFraction: 1, concealedFraction: 0, cover: 'full', concealment: 'none', distanceInches: Infinity };
  const samples = footprintSamples(world, targetId);
  let hard = 0;
  let soft = 0;
  for (const p of samples) {
    if (sightBlocked(world, from, p)) hard++;
    else if (crossesSmoke(world, from, p)) soft++;
  }
  let hidden = hard / samples.length;
  // G-LOS-3: a low obstacle within 1" of the target, between it and the attacker.
  const lowFraction = optNumber(world, 'lowCoverFraction');
  if (hidden < lowFraction) {
    for (const w of Object.values(world.walls)) {
      if (w.kind !== 'low-wall' && w.kind !== 'fence' && w.kind !== 'window') continue;
      if (!segmentsCross(from, to, w.a, w.b)) continue;
      if (pointSegmentDistance(to, w.a, w.b) <= 1 && pointSegmentDistance(from, w.a, w.b) > 1) hidden = lowFraction;
    }
    for (const o of Object.values(world.objects)) {
      if (o.height !== 'low' || o.shape.kind !== 'circle') continue;
      const c = o.shape.center;
      if (pointSegmentDistance(c, from, to) < o.shape.radiusInches && dist(c, to) <= 1 + o.shape.radiusInches && dist(c, from) > 1 + o.shape.radiusInches) hidden = lowFraction;
    }
  }
  const concealed = soft / samples.length;
  const los = hard < samples.length && hard + soft < samples.length;
  return { los, hiddenFraction: hidden, concealedFraction: concealed, cover: levelOf(hidden), concealment: levelOf(concealed), distanceInches: dist(from, to) };
}

export function losBetween(world: World, from: Point, to: Point): boolean {
  return !sightBlocked(world, from, to);
}

/** G-AREA-1: figures whose footprint reaches into the radius and that the burst point sees. */
export function blastAt(world: World, point: Point, radiusInches: number): { affected: string[]; shielded: string[] } {
  const affected: string[] = [];
  const shielded: string[] = [];
  for (const f of Object.values(world.figures)) {
    if (!f.cell) continue;
    const s = f.sizeCells ?? 1;
    const nx = Math.max(f.cell.c, Math.min(point.x, f.cell.c + s));
    const ny = Math.max(f.cell.r, Math.min(point.y, f.cell.r + s));
    if (Math.hypot(nx - point.x, ny - point.y) > radiusInches) continue;
    const seen = footprintSamples(world, f.id).some((p) => !sightBlocked(world, point, p));
    (seen ? affected : shielded).push(f.id);
  }
  return { affected, shielded };
}

/** G-AREA-5: the scattered burst point, stopped before the first wall it would cross. */
export function scatterEnd(world: World, from: Point, angleDeg: number, distanceInches: number): Point {
  const rad = (angleDeg * Math.PI) / 180;
  let to = { x: from.x + Math.cos(rad) * distanceInches, y: from.y + Math.sin(rad) * distanceInches };
  let best = 1;
  for (const w of Object.values(world.walls)) {
    if (w.kind === 'door' && w.door === 'open') continue;
    if (!segmentsCross(from, to, w.a, w.b)) continue;
    // parameter of the crossing along from->to
    const dx = to.x - from.x, dy = to.y - from.y, ex = w.b.x - w.a.x, ey = w.b.y - w.a.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) { best = 0; continue; }
    const t = ((w.a.x - from.x) * ey - (w.a.y - from.y) * ex) / den;
    best = Math.min(best, Math.max(0, t - 0.05 / Math.max(distanceInches, 1e-9)));
  }
  to = { x: from.x + (to.x - from.x) * best, y: from.y + (to.y - from.y) * best };
  const W = world.map.widthCells, H = world.map.heightCells;
  return { x: Math.max(0, Math.min(W, to.x)), y: Math.max(0, Math.min(H, to.y)) };
}
