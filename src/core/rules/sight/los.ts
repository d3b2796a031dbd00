// Line of sight and cover between figures or cells (G-LOS-1..4, G-COV-1).
import { chordLength, coverLevel, DEFAULT_PATTERN, LOS_PATTERN, parsePattern, samplePoints, segmentRectDistance, type CoverLevel, type Rect, type SamplePattern } from '../../geometry/sight/cover';
import { optNumber, optString } from '../options';
import type { Area, World } from '../../model/schema';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { footprintOf, objectSegments, rectCentre, sightWorld, wallIsLowCover, type SightRef, type SightWorld } from './sightWorld';

/** G-LOS-4: true when smoke on P–Q is thicker than its visibility distance. */
export function smokeBlocks(world: World, px: number, py: number, qx: number, qy: number): boolean {
  const smokes = smokeAreas(world);
  for (let k = 0; k < smokes.length; k++) {
    const a = smokes[k];
    const chord = chordLength(px, py, qx, qy, a.center.x, a.center.y, a.radiusInches);
    if (chord > 0 && chord > (a.visibilityInches ?? 0)) return true;
  }
  return false;
}

const smokeCache = new WeakMap<object, Area[]>();

/** Smoke areas of the World, cached per areas identity. */
export function smokeAreas(world: World): Area[] {
  let list = smokeCache.get(world.areas);
  if (!list) {
    list = Object.values(world.areas).filter((a) => a.effect === 'smoke');
    smokeCache.set(world.areas, list);
  }
  return list;
}

/** Sight from a point to a point: hard blockers and smoke (not concealment terrain). */
export function sightClear(world: World, sight: SightWorld, px: number, py: number, qx: number, qy: number): boolean {
  return sight.hard.clear(px, py, qx, qy) && !smokeBlocks(world, px, py, qx, qy);
}

function seesFootprint(world: World, sight: SightWorld, from: Rect, to: Rect): boolean {
  const c = rectCentre(from);
  const s = samplePoints(to, LOS_PATTERN);
  for (let k = 0; k < s.length; k += 2) if (sightClear(world, sight, c.x, c.y, s[k], s[k + 1])) return true;
  return false;
}

/**
 * G-LOS-1: some line from one viewpoint (square centre) to some sample of the
 * other footprint is clear. Evaluated both ways so that A sees B iff B sees A.
 */
export function losBetween(world: World, from: SightRef, to: SightRef, cache: RulesCache = freshRulesCache()): boolean {
  const sight = sightWorld(world, cache);
  const a = footprintOf(world, from),
    b = footprintOf(world, to);
  return seesFootprint(world, sight, a, b) || seesFootprint(world, sight, b, a);
}

/** Whether the line P–Q passes through a concealing cell outside `exclude`. */
function concealed(sight: SightWorld, px: number, py: number, qx: number, qy: number, exclude: Rect): boolean {
  const { width, height, concealment } = sight;
  let c = Math.floor(px),
    r = Math.floor(py);
  const ec = Math.floor(qx),
    er = Math.floor(qy);
  const dx = qx - px,
    dy = qy - py;
  const sx = dx > 0 ? 1 : dx < 0 ? -1 : 0,
    sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
  let tMaxX = sx === 0 ? Infinity : (c + (sx > 0 ? 1 : 0) - px) / dx;
  let tMaxY = sy === 0 ? Infinity : (r + (sy > 0 ? 1 : 0) - py) / dy;
  const tdx = sx === 0 ? Infinity : 1 / Math.abs(dx),
    tdy = sy === 0 ? Infinity : 1 / Math.abs(dy);
  for (let guard = width + height + 4; guard > 0; guard--) {
    const mine = c >= exclude.x && c < exclude.x + exclude.size && r >= exclude.y && r < exclude.y + exclude.size;
    if (!mine && c >= 0 && r >= 0 && c < width && r < height && concealment[r * width + c]) return true;
    if (c === ec && r === er) return false;
    if (tMaxX < tMaxY) {
      c += sx;
      tMaxX += tdx;
    } else {
      r += sy;
      tMaxY += tdy;
    }
  }
  return false;
}

export interface CoverResult {
  los: boolean;
  /** Share of the target hidden by anything (G-LOS-2), raised by low cover. */
  hiddenFraction: number;
  cover: CoverLevel;
  concealment: CoverLevel;
  /** Share hidden by hard blockers (walls, high objects, blocking terrain), ≥ 0.5 with low cover. */
  hardHidden: number;
  /** Share hidden only by soft blockers (smoke, concealing terrain). */
  softHidden: number;
  /** Centre-to-centre distance in inches. */
  distanceInches: number;
  /** Id of the low wall/object giving G-LOS-3 cover, or null. */
  lowCover: string | null;
}

/**
 * G-LOS-3: a low obstacle across the line, within 1" of the target and not
 * within 1" of the attacker. The obstacles near the target come from the
 * rules cache's spatial index (low walls and fences in the box 1" around the
 * target, low objects likewise); the first by id qualifying is named.
 */
function lowCoverBetween(world: World, cache: RulesCache, attacker: Rect, target: Rect): string | null {
  if (!anyLowCover(world, cache)) return null;
  const a = rectCentre(attacker),
    t = rectCentre(target);
  for (const { id, segs } of lowObstaclesNear(world, cache, target)) {
    let across = false,
      attackerNear = false;
    for (let k = 0; k < segs.length; k += 4) {
      const [ax, ay, bx, by] = [segs[k]!, segs[k + 1]!, segs[k + 2]!, segs[k + 3]!];
      if (segmentRectDistance(ax, ay, bx, by, attacker) <= 1) attackerNear = true;
      if (crosses(a.x, a.y, t.x, t.y, ax, ay, bx, by)) across = true;
    }
    if (across && !attackerNear) return id;
  }
  return null;
}

type LowObstacle = { id: string; segs: number[] };

/**
 * The low obstacles within 1" of the target's footprint, by id, from the
 * spatial index; kept per walls and objects records and footprint, as one
 * target is usually asked about from many attackers (AI, previews).
 */
function lowObstaclesNear(world: World, cache: RulesCache, target: Rect): LowObstacle[] {
  const byObjects = cache.memo('sight:lowNear', world.walls, () => new WeakMap<object, Map<string, LowObstacle[]>>());
  let byRect = byObjects.get(world.objects);
  if (!byRect) byObjects.set(world.objects, (byRect = new Map()));
  const key = `${target.x},${target.y},${target.size}`;
  const hit = byRect.get(key);
  if (hit) return hit;
  const spatial = cache.spatial(world);
  const box = { minX: target.x - 1, minY: target.y - 1, maxX: target.x + target.size + 1, maxY: target.y + target.size + 1 };
  const owners: LowObstacle[] = [];
  for (const w of spatial.wallsInBox(box)) if (wallIsLowCover(w)) owners.push({ id: w.id, segs: [w.a.x, w.a.y, w.b.x, w.b.y] });
  // The sight outline of a circle (objectSegments) reaches 2% past the circle the index boxes: a
  // wider query keeps every object up to 50" in radius.
  const wide = { minX: box.minX - 1, minY: box.minY - 1, maxX: box.maxX + 1, maxY: box.maxY + 1 };
  for (const o of spatial.objectsInBox(wide)) if (o.height !== 'high') owners.push({ id: o.id, segs: objectSegments(o) });
  const near = owners.filter(({ segs }) => {
    for (let k = 0; k < segs.length; k += 4) if (segmentRectDistance(segs[k]!, segs[k + 1]!, segs[k + 2]!, segs[k + 3]!, target) <= 1) return true;
    return false;
  });
  near.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  byRect.set(key, near);
  return near;
}

/** Whether any low wall, fence or low object exists (most maps have none: cover then skips the index). */
function anyLowCover(world: World, cache: RulesCache): boolean {
  const walls = cache.memo('sight:lowWalls', world.walls, () => Object.values(world.walls).some(wallIsLowCover));
  return walls || cache.memo('sight:lowObjects', world.objects, () => Object.values(world.objects).some((o) => o.height !== 'high'));
}

function crosses(px: number, py: number, qx: number, qy: number, ax: number, ay: number, bx: number, by: number): boolean {
  const o = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) => (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
  const o1 = o(px, py, qx, qy, ax, ay),
    o2 = o(px, py, qx, qy, bx, by);
  const o3 = o(ax, ay, bx, by, px, py),
    o4 = o(ax, ay, bx, by, qx, qy);
  return o1 * o2 <= 0 && o3 * o4 < 0;
}

const patternCache = new WeakMap<object, SamplePattern>();

/** G-LOS-2 sample pattern from the scenario's rule options (parsed once per options object). */
function patternOf(world: World): SamplePattern {
  const key = world.scenario.rules ?? world.scenario;
  let p = patternCache.get(key);
  if (!p) {
    p = parsePattern(optString(world, 'coverSampling')) ?? DEFAULT_PATTERN;
    patternCache.set(key, p);
  }
  return p;
}

/** Viewpoints the attacker may use (G-LOS-2 option coverViewpoint: centre, or best of corners and centre). */
function viewpointsOf(world: World, attacker: Rect): Array<{ x: number; y: number }> {
  const c = rectCentre(attacker);
  if (optString(world, 'coverViewpoint') !== 'best') return [c];
  // Corners nudged 1% inwards so they never sit on the wall they touch.
  const e = attacker.size * 0.01,
    x0 = attacker.x + e,
    y0 = attacker.y + e,
    x1 = attacker.x + attacker.size - e,
    y1 = attacker.y + attacker.size - e;
  return [c, { x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
}

/**
 * Cover and concealment of `target` as seen by `attacker` (G-LOS-2..4, G-COV-1).
 * Answered once per World and pair (frozen, shared): an attack preview asks
 * the same pair three times per pointer move (the preview, the attack check
 * and the dry-run resolve; issue 16 hover), the computer player once per
 * what-if. The answer depends only on the World, so a World change asks anew.
 */
export function coverOf(world: World, attackerId: SightRef, targetId: SightRef, cache: RulesCache = freshRulesCache()): CoverResult {
  const answers = cache.memo('cover', world, () => new Map<string, CoverResult>());
  const key = `${refKey(attackerId)}>${refKey(targetId)}`;
  let answer = answers.get(key);
  if (!answer) answers.set(key, (answer = Object.freeze(computeCover(world, attackerId, targetId, cache))));
  return answer;
}

/** A figure id or a cell, apart from each other in a key ("#id" or "c,r"). */
const refKey = (ref: SightRef): string => (typeof ref === 'string' ? `#${ref}` : `${ref.c},${ref.r}`);

function computeCover(world: World, attackerId: SightRef, targetId: SightRef, cache: RulesCache): CoverResult {
  const sight = sightWorld(world, cache);
  const attacker = footprintOf(world, attackerId),
    target = footprintOf(world, targetId);
  const c = rectCentre(attacker),
    tc = rectCentre(target);
  const s = samplePoints(target, patternOf(world));
  const n = s.length / 2;
  // The best viewpoint hides the fewest samples (hard ones first on a tie).
  let hard = n + 1,
    soft = 0,
    seen = false;
  for (const v of viewpointsOf(world, attacker)) {
    let h = 0,
      so = 0,
      vis = false;
    for (let k = 0; k < s.length; k += 2) {
      const x = s[k],
        y = s[k + 1];
      if (!sight.hard.clear(v.x, v.y, x, y)) {
        h++;
        continue;
      }
      const smoke = smokeBlocks(world, v.x, v.y, x, y);
      if (!smoke) vis = true;
      if (smoke || (sight.anyConcealment && concealed(sight, v.x, v.y, x, y, attacker))) so++;
    }
    if (h + so < hard + soft || (h + so === hard + soft && h < hard)) {
      hard = h;
      soft = so;
    }
    if (vis) seen = true;
  }
  const lowCover = hard < n ? lowCoverBetween(world, cache, attacker, target) : null;
  const hardHidden = Math.max(hard / n, lowCover ? Math.min(1, Math.max(0, optNumber(world, 'lowCoverFraction'))) : 0);
  const softHidden = soft / n;
  const hiddenFraction = Math.min(1, Math.max((hard + soft) / n, hardHidden));
  // G-LOS-1 both ways: a clear cover sample already proves it, else the
  // G-LOS-1 samples (which may differ from the cover pattern) both ways.
  const symmetric = seen || seesFootprint(world, sight, attacker, target) || seesFootprint(world, sight, target, attacker);
  return {
    los: symmetric && hiddenFraction < 1,
    hiddenFraction,
    cover: coverLevel(hardHidden),
    concealment: hardHidden >= 1 ? 'none' : coverLevel(softHidden),
    hardHidden,
    softHidden,
    distanceInches: Math.hypot(tc.x - c.x, tc.y - c.y),
    lowCover,
  };
}
