// Read-only questions about the World that several rule rooms ask.
import type { Figure, World } from '../model/schema';
import { refuse, type Ctx } from './ctx';
import { optString } from './options';

export function getFigure(world: World, id: unknown, field = 'figureId'): Figure {
  if (typeof id !== 'string' || !id) refuse('bad-command', `the command needs "${field}": a figure id`);
  const f = world.figures[id];
  if (!f) refuse('no-such-figure', `there is no figure "${id}"`);
  return f;
}

export function isDown(f: Figure): boolean {
  return f.status.dead || f.status.unconscious;
}

/** G-HP-1: at least 1 HP, awake and not incapacitated for any physical action. */
export function canActPhysically(f: Figure): boolean {
  return !isDown(f) && f.hp >= 1 && f.status.incapacitatedRounds === 0;
}

/** Still has a part in this round (G-TURN-2): able, AP left and not stopped. */
export function canTakeTurn(world: World, f: Figure): boolean {
  return canActPhysically(f) && f.apLeft > 0 && !world.turn.done.includes(f.id);
}

export function activeFigureId(world: World): string | undefined {
  // G-WIN-2: once a side has won (or the game is drawn) nobody's turn is up.
  if (world.turn.round < 1 || world.outcome) return undefined;
  // Module N (N-ABORT): a paused hit waits for its defender's answer.
  if (world.pendingAbort) return world.pendingAbort.targetId;
  // Module S (S-PLOT): in the plot phase nobody has a turn; every side plots.
  if (world.turn.phase === 'plot') return undefined;
  const id = world.turn.order[world.turn.activeIndex];
  const f = id ? world.figures[id] : undefined;
  return f && canTakeTurn(world, f) ? id : undefined;
}

/** G-HP-2/3: fast or detailed play by kind, from the rule options. */
export function hpMode(world: World, f: Figure): 'fast' | 'detailed' {
  const id = f.kind === 'PC' ? 'hpModePC' : f.kind === 'NPC' ? 'hpModeNPC' : 'hpModeNCF';
  return optString(world, id) === 'detailed' ? 'detailed' : 'fast';
}

/** G-TURN-1: pay AP or be refused with the shortfall shown. */
export function payAp(ctx: Ctx, figureId: string, apCost: number, action: string): void {
  const f = ctx.world.figures[figureId];
  if (apCost > f.apLeft) refuse('ap-short', `${f.name} has ${f.apLeft} AP left; ${action} costs ${apCost} AP (${apCost - f.apLeft} short)`, apCost - f.apLeft);
  if (apCost > 0) ctx.emit({ type: 'apSpent', figureId, apCost, apLeft: f.apLeft - apCost, action });
}

export function livingSides(world: World): string[] {
  const s = new Set<string>();
  for (const f of Object.values(world.figures)) if (!f.status.dead && !f.status.unconscious && f.hp > 0) s.add(f.sideId);
  return [...s];
}
