// FROZEN BASELINE (do not improve): the computer player as of commit 5cda161,
// before objectives, kept so `grit sim --vs baseline` measures the
// objective-aware player (../) against a fixed opponent. Only imports and
// the rules-cache argument were adapted.
// G-GAME-3 computer player, smoke: a smoke grenade is worth throwing where
// its cloud cuts the sight lines along which the enemy out-shoots us — the
// enemies' attack values against our figures that the smoke would cut, less
// ours against them (smoke blinds both ways, G-LOS-4). Enemies in cover
// shooting at our figures crossing open ground, archers facing our
// swordsmen, or enemies still to act this round facing our figures that
// have done (G-TURN-2), make that sum large; an even exchange leaves it small.
import type { RulesCache } from '../../../spatial/rulesCache';
import type { Figure, Point, World } from '../../../model/schema';
import type { Command } from '../../commands';
import { losBetween, weaponById } from '../../deps';
import { dist, figureCentre } from '../../deps/geom';
import { checkAttack } from '../../combat/modifiers';
import { apFromSpan } from '../../combat/attack';
import { canTakeTurn, isDown } from '../../state';
import { maxReachInches } from './cells';

/** Sight assumed inside the cloud: about the average of its 1d10" roll (G-LOS-4). */
const ASSUMED_SIGHT_INCHES = 5;
/** Least net gain (sum of attack values cut) worth 2 AP and the grenade. */
const MIN_GAIN = 8;

/** Length of the segment a–b inside the circle (centre c, radius r). */
function chord(a: Point, b: Point, c: Point, r: number): number {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return 0;
  const fx = a.x - c.x,
    fy = a.y - c.y;
  const B = (fx * dx + fy * dy) / len2;
  const C = (fx * fx + fy * fy - r * r) / len2;
  const disc = B * B - C;
  if (disc <= 0) return 0;
  const s = Math.sqrt(disc);
  const t0 = Math.max(0, -B - s),
    t1 = Math.min(1, -B + s);
  return t1 > t0 ? (t1 - t0) * Math.sqrt(len2) : 0;
}

interface Line {
  from: Point;
  to: Point;
  value: number;
}

/** Attack value of `a` on `b` with its held weapon (its first plain one when it holds a grenade), or 0 when it has no ranged attack. */
function attackValue(world: World, a: Figure, b: Figure, cache: RulesCache): number {
  const held = a.loadout.weapons[a.loadout.activeWeapon];
  const lw = held && !weaponById(held.catalogueId)?.area ? held : a.loadout.weapons.find((w) => !weaponById(w.catalogueId)?.area);
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  if (!spec) return 0;
  const c = checkAttack(world, a, b, spec, cache);
  if (!c.ok || c.mode === 'melee') return 0;
  return Math.max(0, a.stats.bod + c.modifiers.reduce((s, m) => s + m.value, 0));
}

/** The smoke throw (or the swap to the grenade first) when it pays, else nothing. */
export function smokeChoices(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command[] {
  const index = f.loadout.weapons.findIndex((lw) => weaponById(lw.catalogueId)?.area?.effect === 'smoke' && (lw.ammo === undefined || lw.ammo > 0));
  if (index < 0 || !f.cell) return [];
  // One cloud at a time is enough.
  if (Object.values(world.areas).some((a) => a.effect === 'smoke')) return [];
  const spec = weaponById(f.loadout.weapons[index]!.catalogueId)!;
  const area = spec.area!;
  const friends = Object.values(world.figures).filter((o) => o.sideId === f.sideId && !isDown(o) && o.hp > 0 && o.cell);
  const threats: Line[] = [];
  const shots: Line[] = [];
  for (const e of enemies) {
    const pe = figureCentre(e, world.map.grid)!;
    for (const a of friends) {
      const pa = figureCentre(a, world.map.grid)!;
      // Who may still act this round shoots first: its line counts in full, the others' by half.
      const t = attackValue(world, e, a, cache) * (canTakeTurn(world, e) ? 1 : 0.5);
      if (t > 0) threats.push({ from: pe, to: pa, value: t });
      const s = attackValue(world, a, e, cache) * (canTakeTurn(world, a) ? 1 : 0.5);
      if (s > 0) shots.push({ from: pa, to: pe, value: s });
    }
  }
  if (threats.length < 2) return [];
  const from = figureCentre(f, world.map.grid)!;
  const reach = maxReachInches(world, spec);
  // Candidates: along each threatened line, a quarter, half and three quarters of the way.
  const seen = new Set<string>();
  let best: { at: Point; gain: number } | null = null;
  for (const l of threats) {
    for (const t of [0.25, 0.5, 0.75]) {
      const at = { x: Math.round((l.from.x + (l.to.x - l.from.x) * t) * 2) / 2, y: Math.round((l.from.y + (l.to.y - l.from.y) * t) * 2) / 2 };
      const key = `${at.x},${at.y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (dist(from, at) > reach || !losBetween(world, from, at, cache)) continue;
      const cut = (x: Line) => chord(x.from, x.to, at, area.radiusInches) > ASSUMED_SIGHT_INCHES;
      let gain = 0;
      for (const x of threats) if (cut(x)) gain += x.value;
      for (const x of shots) if (cut(x)) gain -= x.value;
      if (!best || gain > best.gain) best = { at, gain };
    }
  }
  if (!best || best.gain < MIN_GAIN) return [];
  if (f.loadout.activeWeapon !== index) {
    return f.apLeft >= 1 + apFromSpan(world, spec) ? [{ type: 'swapWeapon', figureId: f.id, weaponIndex: index }] : [];
  }
  return [{ type: 'throwArea', figureId: f.id, weaponIndex: index, at: best.at }];
}
