// Module P at the start of an encounter and of each round and turn (RULES
// §9.1, text 002 "Revised Combat Rules" I–II): P-SURPRISE per side, P-INIT
// once per figure (replacing G-INIT-1/2), surprised figures losing round 1,
// and the per-round state of P-CHARGE, P-MELEE-MOVE and P-MOVEFIRE.
import type { Figure, Side, World } from '../../../model/schema';
import type { Ctx } from '../../ctx';
import type { RollModifier } from '../../events';
import { terrainAt } from '../../deps/geom';
import { optNumber, optString } from '../../options';
import { isDown } from '../../state';

type PhoenixSide = NonNullable<Side['phoenix']>;
const mod = (value: number, source: string): RollModifier => ({ value, source });

/** 1d10 plus modifiers, logged with them (G-GAME-2); the d10 tables of P are not capped (§9.0). */
function rollWith(ctx: Ctx, purpose: string, modifiers: RollModifier[], figureId?: string, sideId?: string): number {
  const r = ctx.draw(purpose, '1d10', figureId, { modifiers, ...(sideId ? { sideId } : {}) });
  const total = r.total + modifiers.reduce((s, m) => s + m.value, 0);
  ctx.emit({ type: 'diceRolled', purpose, ...(figureId ? { figureId } : {}), notation: '1d10', faces: r.faces, modifiers, total, rng: r.rng, ...(r.atTable ? { atTable: true as const } : {}) });
  return total;
}

/**
 * P-SURPRISE modifiers for `side`'s roll. "Other party" conditions come from
 * the opposing sides: silenced, invisible and camouflaged count only when
 * every opposing side is so (the least camouflage), a distinctive odour when
 * any is; +1 per full 10 opposing figures. The weather is the scenario's.
 */
export function surpriseModifiers(world: World, sideId: string): RollModifier[] {
  const own: PhoenixSide = world.sides[sideId]?.phoenix ?? {};
  const others = Object.values(world.sides).filter((s) => s.id !== sideId && Object.values(world.figures).some((f) => f.sideId === s.id && !isDown(f)));
  const o = others.map((s) => s.phoenix ?? {});
  const all = (k: 'silenced' | 'invisible') => o.length > 0 && o.every((p) => p[k]);
  const out: RollModifier[] = [];
  if (all('silenced')) out.push(mod(-2, 'other party silenced'));
  if (all('invisible')) out.push(mod(-2, 'other party invisible'));
  if (o.some((p) => p.odour)) out.push(mod(2, 'other party has a distinctive odour'));
  const othersCount = Object.values(world.figures).filter((f) => others.some((s) => s.id === f.sideId) && !isDown(f)).length;
  if (othersCount >= 10) out.push(mod(Math.floor(othersCount / 10), `other party ${othersCount} strong (+1 per 10)`));
  const camo = o.length ? Math.min(...o.map((p) => p.camouflage ?? 0)) : 0;
  if (camo) out.push(mod(-camo, 'other party camouflaged'));
  if (own.fleeing) out.push(mod(-2, 'fleeing'));
  if (own.light === 'poor') out.push(mod(-1, 'in poor light'));
  if (own.light === 'dark') out.push(mod(-4, 'in darkness'));
  if (own.panicked) out.push(mod(-2, 'panicked'));
  if (own.anticipating) out.push(mod(2, 'anticipating attack'));
  if (own.suspicious) out.push(mod(2, 'suspicious'));
  const weather = optString(world, 'pWeather');
  if (weather === 'rain') out.push(mod(-1, 'rainy'));
  if (weather === 'fog') out.push(mod(-2, 'heavy fog'));
  if (weather === 'still') out.push(mod(2, 'extremely still'));
  return out;
}

const INIT_CONDITIONS: Record<NonNullable<PhoenixSide['initiative']>[number], [number, string]> = {
  hastened: [2, 'hastened'],
  slowed: [-2, 'slowed'],
  foreign: [-6, 'foreign environment'],
  hindered: [-3, 'hindered (tangled, climbing, held)'],
  waiting: [-1, 'waiting'],
};

/** P-INIT modifiers for one figure: its side's conditions, its footing, higher ground, set to receive a charge. */
export function initiativeModifiers(world: World, f: Figure): RollModifier[] {
  const out: RollModifier[] = [];
  for (const c of world.sides[f.sideId]?.phoenix?.initiative ?? []) out.push(mod(...INIT_CONDITIONS[c]));
  const t = f.cell ? terrainAt(world, f.cell) : undefined;
  if (t?.footing === 'slippery') out.push(mod(-2, 'wading or slippery footing'));
  if (t?.footing === 'deep-water') out.push(mod(-4, 'wading in deep water'));
  // Higher ground: above the lowest enemy on the map.
  const enemyLevels = Object.values(world.figures)
    .filter((e) => e.sideId !== f.sideId && e.cell && !isDown(e))
    .map((e) => terrainAt(world, e.cell!)?.elevation ?? 0);
  if (t && enemyLevels.length && t.elevation > Math.min(...enemyLevels)) out.push(mod(1, 'on higher ground'));
  if (f.status.setVsCharge) out.push(mod(2, 'set to receive a charge'));
  return out;
}

/**
 * P-SURPRISE then P-INIT (once per encounter), then round 1 begins through
 * `startRound` (the turns room's). A modified surprise result ≤ 3 is surprise;
 * when every side would be surprised, none is (each side is as startled as
 * the other). Equal initiative results act at the same time: they stand
 * together in the order (ids break the tie for the turn pointer) and are
 * recorded as a group.
 */
export function phoenixStartEncounter(ctx: Ctx, startRound: (ctx: Ctx, round: number) => void): void {
  const figs = Object.values(ctx.world.figures)
    .filter((f) => !f.status.dead)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const sides = [...new Set(figs.filter((f) => !isDown(f)).map((f) => f.sideId))].sort();
  const surprised = new Set<string>();
  for (const sideId of sides) {
    const total = rollWith(ctx, `surprise: side ${ctx.world.sides[sideId]?.name ?? sideId} (P-SURPRISE)`, surpriseModifiers(ctx.world, sideId), undefined, sideId);
    ctx.emit({ type: 'surpriseChecked', sideId, total, surprised: total <= 3 });
    if (total <= 3) surprised.add(sideId);
  }
  if (surprised.size === sides.length) surprised.clear();
  const stat = optString(ctx.world, 'pInitiativeStat') === 'mnd' ? 'mnd' : 'bod';
  const initiative: Record<string, number> = {};
  for (const f of figs) {
    const mods = [mod(f.stats[stat], stat.toUpperCase()), ...initiativeModifiers(ctx.world, f)];
    initiative[f.id] = rollWith(ctx, `initiative: ${f.name} (P-INIT)`, mods, f.id);
  }
  const order = figs.map((f) => f.id).sort((a, b) => initiative[b] - initiative[a] || (a < b ? -1 : 1));
  const groups = new Map<number, string[]>();
  for (const id of order) groups.set(initiative[id], [...(groups.get(initiative[id]) ?? []), id]);
  const together = [...groups.values()].filter((g) => g.length > 1);
  ctx.emit({ type: 'encounterStarted', order, initiative, tieBreaks: {}, ...(together.length ? { together } : {}) });
  for (const f of figs) if (surprised.has(f.sideId) && !isDown(f)) ctx.emit({ type: 'statusChanged', figureId: f.id, status: { surprised: true } });
  startRound(ctx, 1);
}

/** Called as each round starts, after AP refill: surprised figures lose round 1; per-round counters reset. */
export function phoenixRoundStarted(ctx: Ctx, round: number): void {
  for (const id of ctx.world.turn.order) {
    const f = ctx.world.figures[id];
    if (!f || f.status.dead) continue;
    if (round === 1 && f.status.surprised) {
      const apLeft = Math.min(f.apLeft, Math.max(0, optNumber(ctx.world, 'pSurprisedAp')));
      if (apLeft < f.apLeft) ctx.emit({ type: 'apSpent', figureId: id, apCost: f.apLeft - apLeft, apLeft, action: 'surprised: loses round 1 (P-SURPRISE)' });
      continue;
    }
    const reset: Partial<Figure['status']> = {};
    if (round > 1 && f.status.surprised) reset.surprised = false;
    if (f.status.movesThisRound) reset.movesThisRound = 0;
    if (f.status.meleeThisRound) reset.meleeThisRound = false;
    if (Object.keys(reset).length) ctx.emit({ type: 'statusChanged', figureId: id, status: reset });
  }
}

/** Called as a figure's turn starts: its charge penalty ends at its first turn of the next round; a readied set against a charge lapses. */
export function phoenixTurnStarted(ctx: Ctx, figureId: string): void {
  const f = ctx.world.figures[figureId];
  if (!f) return;
  const status: Partial<Figure['status']> = {};
  // 0 = no charge pending (an absent key would not survive a JSON event log).
  if (f.status.chargedRound && ctx.world.turn.round > f.status.chargedRound) status.chargedRound = 0;
  if (f.status.setVsCharge) status.setVsCharge = false;
  if (Object.keys(status).length) ctx.emit({ type: 'statusChanged', figureId, status });
}
