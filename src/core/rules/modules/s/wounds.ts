// S-WOUND (RULES 9.4): with S on, damage goes below 0 HP from the first blow;
// each hit that leaves a detailed-play figure at 0 HP or below rolls 1d6 for
// the location and 1d6 + the amount below 0 for the severity, each severity
// row including those below it. The effects are carried into the rules here:
// stun (no move and no action next round), dropped weapons, arm/torso/head
// roll penalties, leg move limits, bleed-outs that count down and multiply.
import type { Figure, SWound, World } from '../../../model/schema';
import type { Ctx } from '../../ctx';
import type { RollModifier } from '../../events';
import { moduleOn } from '../../../model/modules';
import { optString } from '../../options';

export type WoundLocation = SWound['location'];
export type WoundEffect = SWound['effects'][number];

/** S-WOUND location table, 1d6. */
export const LOCATIONS: readonly WoundLocation[] = ['right-arm', 'left-arm', 'torso', 'right-leg', 'left-leg', 'head'];
export const LOCATION_NAMES: Record<WoundLocation, string> = {
  'right-arm': 'right arm',
  'left-arm': 'left arm',
  torso: 'torso',
  'right-leg': 'right leg',
  'left-leg': 'left leg',
  head: 'head or neck',
};

/** RULES 9.0: a round is 3 seconds, so an hour is 1200 rounds. */
export const ROUNDS_PER_HOUR = 1200;

/** S-WOUND severity table (1d6 + amount below 0): each row includes those below it. */
export function severityEffects(severity: number): WoundEffect[] {
  const out: WoundEffect[] = ['scar'];
  if (severity >= 3) out.push('stun');
  if (severity >= 5) out.push('broken');
  if (severity >= 6) out.push('maimed');
  if (severity >= 7) out.push('haemorrhaging');
  if (severity >= 8) out.push('destroyed');
  return out;
}

const isArm = (l: WoundLocation) => l === 'right-arm' || l === 'left-arm';
const isLeg = (l: WoundLocation) => l === 'right-leg' || l === 'left-leg';

/** S-WOUND bleed-out times (hours) a wound starts: haemorrhaging ½ (head ¼), destroyed arm or leg ¼. */
export function bleedHours(w: Pick<SWound, 'location' | 'effects'>): number[] {
  const out: number[] = [];
  if (w.effects.includes('haemorrhaging')) out.push(w.location === 'head' ? 0.25 : 0.5);
  if (w.effects.includes('destroyed') && (isArm(w.location) || isLeg(w.location))) out.push(0.25);
  return out;
}

/** S-WOUND: several bleed-outs multiply their times (½ × ¼ = ⅛ hour = 150 rounds). */
export function bleedRounds(hours: readonly number[]): number {
  return Math.round(hours.reduce((p, h) => p * h, 1) * ROUNDS_PER_HOUR);
}

/** Rolls a wound after a hit that left the figure at `hpAfter` <= 0 (S-WOUND), and carries out its effects. */
export function rollWound(ctx: Ctx, figureId: string, hpAfter: number): void {
  const f = ctx.world.figures[figureId];
  const locationRoll = ctx.roll(`wound location (S-WOUND): ${f.name}`, '1d6', figureId).total;
  const severityRoll = ctx.roll(`wound severity (S-WOUND): ${f.name}, 1d6 + ${-hpAfter} below 0`, '1d6', figureId).total;
  const location = LOCATIONS[locationRoll - 1]!;
  const severity = severityRoll - hpAfter;
  const effects = severityEffects(severity);
  // RULES 9.4 [default] sMaimedTorsoHead: a maimed torso or head is as broken plus haemorrhaging.
  if (effects.includes('maimed') && !isArm(location) && !isLeg(location) && optString(ctx.world, 'sMaimedTorsoHead') === 'broken-and-haemorrhaging' && !effects.includes('haemorrhaging'))
    effects.push('haemorrhaging');
  const wound: SWound = { location, severity, effects };
  if (effects.includes('maimed') && (isArm(location) || isLeg(location))) wound.digitsLost = ctx.roll(`${isArm(location) ? 'fingers' : 'toes'} lost (S-WOUND maimed)`, '1d6', figureId).total - 1;
  ctx.emit({ type: 'woundRolled', figureId, wound, locationRoll, severityRoll });
  if (effects.includes('destroyed') && !isArm(location) && !isLeg(location)) {
    ctx.emit({ type: 'figureDowned', figureId, state: 'dead' });
    return;
  }
  if (effects.includes('stun')) {
    const r = ctx.actionRoll(`stun check (S-WOUND): ${f.name}`, figureId, f.stats.bod, []);
    // Set to 2: the action phase ends the round, whose end counts one off; the next round is the one lost.
    if (!r.success) ctx.emit({ type: 'statusChanged', figureId, status: { incapacitatedRounds: Math.max(2, ctx.world.figures[figureId].status.incapacitatedRounds) } });
  }
  if (isArm(location) && effects.includes('broken')) {
    const now = ctx.world.figures[figureId];
    let drop = effects.includes('maimed');
    if (!drop && now.loadout.weapons.length) drop = !ctx.actionRoll(`keep hold (S-WOUND broken arm): ${f.name}`, figureId, now.stats.bod, []).success;
    const i = now.loadout.activeWeapon;
    if (drop && now.loadout.weapons[i]) ctx.emit({ type: 'weaponDropped', figureId, weaponIndex: i, weaponId: now.loadout.weapons[i].catalogueId });
  }
  const hours = bleedHours(wound);
  if (hours.length) startBleeding(ctx, figureId, hours, `${LOCATION_NAMES[location]} wound`);
}

function startBleeding(ctx: Ctx, figureId: string, hours: number[], reason: string): void {
  const f = ctx.world.figures[figureId];
  const all = [...(f.bleedOut?.hours ?? []), ...hours];
  const roundsLeft = Math.min(f.bleedOut?.roundsLeft ?? Infinity, bleedRounds(all));
  ctx.emit({ type: 'bleedOutChanged', figureId, bleedOut: { hours: all, roundsLeft }, reason });
}

/** S-WOUND: at each round's end a bleed-out counts down; at 0 the figure dies. */
export function tickBleedOuts(ctx: Ctx): void {
  for (const id of ctx.world.turn.order) {
    const f = ctx.world.figures[id];
    if (!f || f.status.dead || !f.bleedOut) continue;
    const roundsLeft = f.bleedOut.roundsLeft - 1;
    ctx.emit({ type: 'bleedOutChanged', figureId: id, bleedOut: { hours: f.bleedOut.hours, roundsLeft }, reason: 'bleeding' });
    if (roundsLeft <= 0) ctx.emit({ type: 'figureDowned', figureId: id, state: 'dead' });
  }
}

/** S-WOUND: first aid stops one bleed-out (the shortest, whose factor shortens the time most); the rest run on from their product. */
export function stopOneBleedOut(ctx: Ctx, figureId: string): boolean {
  const f = ctx.world.figures[figureId];
  if (!moduleOn(ctx.world, 'S') || !f?.bleedOut) return false;
  const hours = [...f.bleedOut.hours].sort((a, b) => a - b).slice(1);
  ctx.emit({ type: 'bleedOutChanged', figureId, bleedOut: hours.length ? { hours, roundsLeft: bleedRounds(hours) } : null, reason: 'first aid' });
  return true;
}

function worst(f: Figure, where: (l: WoundLocation) => boolean): 'broken' | 'maimed' | null {
  let out: 'broken' | 'maimed' | null = null;
  for (const w of f.wounds ?? []) {
    if (!where(w.location)) continue;
    if (w.effects.includes('maimed')) return 'maimed';
    if (w.effects.includes('broken')) out = 'broken';
  }
  return out;
}

/**
 * S-WOUND roll penalties: attacks are made with the weapon arm (the right
 * arm), broken −1, maimed −2; a broken torso gives −1 to physical actions
 * (attacks included), a broken head −1 to mental ones (MND and MYS rolls).
 */
export function woundModifiers(world: World, f: Figure, kind: 'attack' | 'physical' | 'mental'): RollModifier[] {
  if (!moduleOn(world, 'S') || !f.wounds?.length) return [];
  const out: RollModifier[] = [];
  if (kind === 'attack') {
    const arm = worst(f, (l) => l === 'right-arm');
    if (arm) out.push({ value: arm === 'maimed' ? -2 : -1, source: `${arm} right arm (S-WOUND)`, auto: true });
  }
  if (kind !== 'mental' && worst(f, (l) => l === 'torso')) out.push({ value: -1, source: 'broken torso (S-WOUND)', auto: true });
  if (kind === 'mental' && worst(f, (l) => l === 'head')) out.push({ value: -1, source: 'head wound (S-WOUND)', auto: true });
  return out;
}

/** S-WOUND move limit per round: 4 squares (S-PLOT); a broken leg 3, a maimed leg 1. */
export function moveLimitSquares(f: Figure): number {
  const leg = worst(f, isLeg);
  return leg === 'maimed' ? 1 : leg === 'broken' ? 3 : 4;
}

/** Short badges for the token and the sheet, e.g. "broken leg", "bleeding 150". */
export function woundBadges(f: Figure): string[] {
  const out: string[] = [];
  for (const w of f.wounds ?? []) {
    const top = w.effects[w.effects.length - 1]!;
    if (top === 'scar' || top === 'stun') continue;
    out.push(`${top} ${LOCATION_NAMES[w.location]}`);
  }
  if (f.bleedOut) out.push(`bleeding (${f.bleedOut.roundsLeft} rounds)`);
  return out;
}
