// Module N — abort actions (RULES §9.2 N-ABORT, §9.0 opposed rolls): when an
// attack hits, before damage, the defender may Block or Roll with the Blow
// (melee; Block also thrown weapons, arrows and bolts with a shield), paid
// from next round's AP. The attack pauses in `World.pendingAbort` until the
// defender's chooseAbort. An area attack pauses its blast the same way on
// each figure that may Dive for Cover (`pendingAbort.burst`), one at a time,
// in the blast's order. The odds shown in the app come from the same
// functions as resolution (abortOptions).
import type { Figure, PendingAbort, World } from '../../../model/schema';
import { refuse, type Ctx } from '../../ctx';
import { terrainAt } from '../../deps/geom';
import type { RollModifier } from '../../events';
import { optNumber } from '../../options';
import { applyDamage } from '../../combat/damage';
import { moduleRollModifiers } from '../rollModifiers';
import { moduleOn } from '../../../model/modules';
import { pipsFromHit, soakOf } from '../l/lifeBar';
import { nextRoundAp } from './injury';

export type AbortChoice = 'block' | 'roll' | 'dive' | 'take';

export interface AbortOption {
  choice: AbortChoice;
  label: string;
  apCost: number;
  available: boolean;
  /** Why not, when unavailable. */
  reason?: string;
  /** Chance (0..1) the abort does anything: blocks, or turns at least 1 point non-lethal. */
  chance: number;
  /** Expected points turned non-lethal (roll, dive), before the cap of the damage taken. */
  expectedConverted?: number;
  defenderValue?: number;
  attackerValue?: number;
  defenderModifiers?: RollModifier[];
  attackerModifiers?: RollModifier[];
}

const LABEL: Record<AbortChoice, string> = { block: 'Block', roll: 'Roll with the Blow', dive: 'Dive for Cover', take: 'Take it' };
const PROJECTILES = new Set(['short-bow', 'long-bow', 'crossbow']);

export function abortApCost(world: World): number {
  return optNumber(world, 'abortApCost');
}

/** Why a figure cannot take any abort now (N-ABORT): down, stunned, or next round's AP would go below 0. */
export function cannotAbort(world: World, f: Figure): string | null {
  if (f.status.dead || f.status.unconscious) return `${f.name} is down`;
  if (f.status.incapacitatedRounds > 0) return `${f.name} is stunned`;
  const cost = abortApCost(world);
  const next = nextRoundAp(f);
  if (next < cost) return `${f.name} has ${next} AP left for next round; an abort costs ${cost}`;
  return null;
}

/** §9.2 Block sizes: GRIT's catalogue has no weapon sizes, so unarmed is one step below any weapon [default]; combatants by footprint. */
function weaponSize(weaponIndex: number): number {
  return weaponIndex === -1 ? 0 : 1;
}

function drawnWeaponIndex(f: Figure): number {
  return f.loadout.weapons.length ? f.loadout.activeWeapon : -1;
}

function shieldBonus(f: Figure): number {
  const s = f.loadout.shield;
  return s === 'large-shield' ? 2 : s ? 1 : 0;
}

/** §9.0 opposed rolls: margins AV − d10; the outcome table over the 100 pairs of dice. */
function opposed(defenderValue: number, attackerValue: number, score: (dm: number, am: number) => number): { chance: number; expected: number } {
  let hits = 0;
  let sum = 0;
  for (let d = 1; d <= 10; d++)
    for (let a = 1; a <= 10; a++) {
      const v = score(defenderValue - d, attackerValue - a);
      if (v > 0) hits++;
      sum += v;
    }
  return { chance: hits / 100, expected: sum / 100 };
}

/** Block: the defender's margin (a success) ≥ the attacker's; a tie goes to the defender. */
export const blockScore = (dm: number, am: number): number => (dm >= 0 && dm >= am ? 1 : 0);
/** Roll with the Blow: the defender's margin minus the attacker's (a failed side counts 0 [default]), if positive. */
export const rollScore = (dm: number, am: number): number => (dm >= 0 ? Math.max(0, dm - Math.max(0, am)) : 0);

function sized(a: number, b: number, source: string): RollModifier[] {
  return a > b ? [{ value: 2 * (a - b), source, auto: true }] : [];
}

/** The choices open to the defender of a paused hit, with AP cost and odds (the same numbers resolution uses). */
export function abortOptions(world: World, p: Pick<PendingAbort, 'attackerId' | 'targetId' | 'weaponIndex' | 'mode' | 'tried' | 'burst'>): AbortOption[] {
  const att = world.figures[p.attackerId];
  const def = world.figures[p.targetId];
  const apCost = abortApCost(world);
  // An area attack (§9.2): Dive for Cover only; Block and Roll with the Blow answer single attacks.
  if (p.burst) {
    const dive = diveOdds(world, def, escapeCell(world, def, p.burst.at, p.burst.radiusInches) !== null);
    const tried = p.tried.includes('dive');
    return [
      { ...dive, ...(tried ? { available: false, reason: 'already tried on this attack' } : {}) },
      { choice: 'take', label: LABEL.take, apCost: 0, available: true, chance: 0 },
    ];
  }
  const blocked = cannotAbort(world, def);
  const out: AbortOption[] = [];
  const defBase = moduleRollModifiers(world, def);
  const attBase = moduleRollModifiers(world, att);
  const sum = (m: RollModifier[]) => m.reduce((s, x) => s + x.value, 0);
  // Block (§9.2): melee, or thrown weapons, arrows and bolts with a shield of small size or larger.
  {
    const weaponId = p.weaponIndex >= 0 ? att.loadout.weapons[p.weaponIndex]?.catalogueId : undefined;
    const shieldOk = (def.loadout.shield === 'shield' || def.loadout.shield === 'large-shield') && (p.mode === 'thrown' || (weaponId !== undefined && PROJECTILES.has(weaponId)));
    const dm = [...defBase, ...sized(weaponSize(drawnWeaponIndex(def)), weaponSize(p.weaponIndex), 'larger weapon'), ...sized(def.sizeCells, att.sizeCells, 'larger combatant')];
    if (shieldBonus(def)) dm.push({ value: shieldBonus(def), source: `shield (${def.loadout.shield})`, auto: true });
    const am = [...attBase, ...sized(weaponSize(p.weaponIndex), weaponSize(drawnWeaponIndex(def)), 'larger weapon'), ...sized(att.sizeCells, def.sizeCells, 'larger combatant')];
    const reason =
      blocked ??
      (p.tried.includes('block')
        ? 'already tried on this attack'
        : p.mode !== 'melee' && !shieldOk
          ? 'only melee attacks (or thrown weapons, arrows and bolts with a shield) can be blocked'
          : undefined);
    const dv = def.stats.bod + sum(dm);
    const av = att.stats.bod + sum(am);
    out.push({
      choice: 'block',
      label: LABEL.block,
      apCost,
      available: !reason,
      ...(reason ? { reason } : {}),
      chance: opposed(dv, av, blockScore).chance,
      defenderValue: dv,
      attackerValue: av,
      defenderModifiers: dm,
      attackerModifiers: am,
    });
  }
  // Roll with the Blow (§9.2): melee only.
  {
    const dm = [...defBase, ...sized(def.sizeCells, att.sizeCells, 'larger combatant')];
    const am = [...attBase, ...sized(att.sizeCells, def.sizeCells, 'larger combatant')];
    const reason = blocked ?? (p.tried.includes('roll') ? 'already tried on this attack' : p.mode !== 'melee' ? 'only against melee attacks' : undefined);
    const dv = def.stats.bod + sum(dm);
    const av = att.stats.bod + sum(am);
    const o = opposed(dv, av, rollScore);
    out.push({
      choice: 'roll',
      label: LABEL.roll,
      apCost,
      available: !reason,
      ...(reason ? { reason } : {}),
      chance: o.chance,
      expectedConverted: o.expected,
      defenderValue: dv,
      attackerValue: av,
      defenderModifiers: dm,
      attackerModifiers: am,
    });
  }
  out.push({ choice: 'take', label: LABEL.take, apCost: 0, available: true, chance: 0 });
  return out;
}

/** Opens the abort window for a hit when the defender has any abort it can take; false = resolve the hit now. */
export function offerAbort(ctx: Ctx, p: PendingAbort): boolean {
  // With L a hit that Soak stops fills no pip: there is nothing to avert (L-SOAK).
  if (moduleOn(ctx.world, 'L') && pipsFromHit(p.damage, soakOf(ctx.world.figures[p.targetId]!)) === 0) return false;
  if (!abortOptions(ctx.world, p).some((o) => o.available && o.choice !== 'take')) return false;
  ctx.emit({ type: 'abortOffered', pending: p });
  return true;
}

function pay(ctx: Ctx, figureId: string, choice: 'block' | 'roll' | 'dive'): void {
  const f = ctx.world.figures[figureId];
  const apCost = abortApCost(ctx.world);
  ctx.emit({ type: 'abortChosen', figureId, choice, apCost, apOwedAfter: (f.status.apOwed ?? 0) + apCost });
}

/**
 * The defender's answer (chooseAbort): resolves the hit and returns the paused
 * action to resume (its remaining shots, or the rest of a blast), or null when
 * it pauses again (Roll with the Blow after a failed Block). The caller
 * resumes it (resolve.ts), so this module does not call back into the attack
 * and blast code that offers it.
 */
export function chooseAbort(ctx: Ctx, cmd: { figureId: string; choice: unknown }): PendingAbort | null {
  const p = ctx.world.pendingAbort;
  if (!p) refuse('no-abort', 'no attack is waiting for an abort choice (N-ABORT)');
  if (cmd.figureId !== p.targetId) refuse('not-your-abort', `the abort choice is ${ctx.world.figures[p.targetId]?.name ?? p.targetId}'s, not ${cmd.figureId}'s`);
  const choice = cmd.choice as AbortChoice;
  const opt = abortOptions(ctx.world, p).find((o) => o.choice === choice);
  if (!opt) refuse('bad-command', `chooseAbort needs "choice": ${p.burst ? 'dive' : 'block, roll'} or take; got ${JSON.stringify(cmd.choice)}`);
  if (!opt.available) refuse('abort-refused', `${opt.label} is not possible: ${opt.reason} (N-ABORT)`);
  if (choice === 'take') return finishHit(ctx, p, 'take', 0);
  if (choice === 'dive') {
    const b = p.burst!;
    const converted = diveForCover(ctx, p.targetId, escapeCell(ctx.world, ctx.world.figures[p.targetId], b.at, b.radiusInches));
    return finishHit(ctx, p, 'dive', converted);
  }
  const c = choice as 'block' | 'roll';
  pay(ctx, p.targetId, c);
  const def = ctx.world.figures[p.targetId];
  const att = ctx.world.figures[p.attackerId];
  const dr = ctx.actionRoll(`${opt.label}: ${def.name}'s BOD, opposed (N-ABORT)`, def.id, def.stats.bod, opt.defenderModifiers ?? []);
  const ar = ctx.actionRoll(`${opt.label}: ${att.name}'s BOD, opposed (N-ABORT)`, att.id, att.stats.bod, opt.attackerModifiers ?? []);
  const dm = dr.target - dr.roll;
  const am = ar.target - ar.roll;
  if (c === 'block') {
    const blocked = blockScore(dm, am) > 0;
    ctx.emit({ type: 'abortResolved', figureId: def.id, choice: c, defenderMargin: dm, attackerMargin: am, blocked, converted: 0 });
    if (blocked) {
      ctx.emit({ type: 'abortClosed', figureId: def.id, choice: c });
      return { ...p, shot: p.shot + 1 };
    }
    // §9.2: a failed Block may be followed by Roll with the Blow on the same attack.
    const again = { ...p, tried: [...p.tried, 'block' as const] };
    if (abortOptions(ctx.world, again).some((o) => o.available && o.choice === 'roll')) {
      ctx.emit({ type: 'abortOffered', pending: again });
      return null;
    }
    return finishHit(ctx, again, c, 0);
  }
  const converted = rollScore(dm, am);
  ctx.emit({ type: 'abortResolved', figureId: def.id, choice: c, defenderMargin: dm, attackerMargin: am, converted });
  return finishHit(ctx, p, c, converted);
}

/** The hit's damage; then what is left of the action: the rest of a blast (which may pause again on the next figure) or the next shot. */
function finishHit(ctx: Ctx, p: PendingAbort, choice: AbortChoice, convert: number): PendingAbort {
  ctx.emit({ type: 'abortClosed', figureId: p.targetId, choice });
  if (p.burst) {
    applyDamage(ctx, p.targetId, p.damage, p.source, { convert });
    return p;
  }
  applyDamage(ctx, p.targetId, p.damage, p.source, { convert, unarmed: p.weaponIndex === -1 });
  return { ...p, shot: p.shot + 1 };
}

/** Dive for Cover (§9.2) against an area attack: a BOD roll; −3 when there is no cell to dive to; each point of margin turns 1 point non-lethal. */
export function diveOdds(world: World, f: Figure, hasEscape: boolean): AbortOption {
  const mods = [...moduleRollModifiers(world, f), ...(hasEscape ? [] : [{ value: -3, source: 'no cover to dive to: prone where it stands', auto: true }])];
  const dv = f.stats.bod + mods.reduce((s, m) => s + m.value, 0);
  let hits = 0;
  let sum = 0;
  for (let d = 1; d <= 10; d++) {
    const m = dv - d;
    if (m > 0) hits++;
    sum += Math.max(0, m);
  }
  const reason = cannotAbort(world, f);
  return {
    choice: 'dive',
    label: LABEL.dive,
    apCost: abortApCost(world),
    available: !reason,
    ...(reason ? { reason } : {}),
    chance: hits / 10,
    expectedConverted: sum / 10,
    defenderValue: dv,
    defenderModifiers: mods,
  };
}

/** Resolves a Dive for Cover: pays, rolls, moves to `escape` (no AP) or drops prone; returns the points to turn non-lethal. */
export function diveForCover(ctx: Ctx, figureId: string, escape: { c: number; r: number } | null): number {
  const f = ctx.world.figures[figureId];
  const opt = diveOdds(ctx.world, f, escape !== null);
  pay(ctx, figureId, 'dive');
  const r = ctx.actionRoll(`Dive for Cover: ${f.name}'s BOD (N-ABORT)`, figureId, f.stats.bod, opt.defenderModifiers ?? []);
  const margin = r.target - r.roll;
  const converted = Math.max(0, margin);
  if (escape && f.cell) ctx.emit({ type: 'figureMoved', figureId, from: { ...f.cell }, to: escape, path: [{ ...f.cell }, escape], apCost: 0 });
  else if (!f.status.prone) ctx.emit({ type: 'statusChanged', figureId, status: { prone: true } });
  ctx.emit({ type: 'abortResolved', figureId, choice: 'dive', defenderMargin: margin, converted });
  return converted;
}

/** Dive for Cover's destination: an adjacent free, passable cell outside the burst (nearest the figure first, then farthest from the blast), else null. */
export function escapeCell(world: World, f: Figure, at: { x: number; y: number }, radiusInches: number): { c: number; r: number } | null {
  if (!f.cell || world.map.grid !== 'square') return null;
  const taken = new Set(
    Object.values(world.figures)
      .filter((o) => o.id !== f.id && o.cell && !o.status.dead)
      .map((o) => `${o.cell!.c},${o.cell!.r}`),
  );
  let best: { c: number; r: number; d: number } | null = null;
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      if (!dc && !dr) continue;
      const c = f.cell.c + dc;
      const r = f.cell.r + dr;
      if (c < 0 || r < 0 || c >= world.map.widthCells || r >= world.map.heightCells || taken.has(`${c},${r}`)) continue;
      const t = terrainAt(world, { c, r });
      if (!t || t.apCost === null) continue;
      const d = Math.hypot(c + 0.5 - at.x, r + 0.5 - at.y);
      if (d <= radiusInches) continue;
      if (!best || d > best.d) best = { c, r, d };
    }
  return best ? { c: best.c, r: best.r } : null;
}
