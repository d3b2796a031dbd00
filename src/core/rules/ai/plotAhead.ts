// Module S computer player, one round ahead (S-PLOT, S-MOVE, S-ACT): the
// plots are secret, so the computer predicts the other sides' plots with the
// plain plotter (./simultaneous: strike from where it stands, else close on
// the nearest enemy and strike it) and tries, figure by figure, other plots
// for its own: close on another enemy, step away from one, strike another.
// Each try resolves the round's moves with the rules (the moves meet, chase
// and contest as S-MOVE says) and scores the Actions against the positions
// after the moves, as S-ACT resolves them: the hits its side can expect less
// those it can expect to take (G-ROLL-1 chances through armour, ./targets).
// A blade that dodges the enemy who plotted its blow while a friend strikes
// that enemy wins the exchange; standing to trade blows is a coin flip.
// It never reads the other sides' real plots (they are secret, S-PLOT).
import type { Figure, SPlot, SPlotAction, World } from '../../model/schema';
import type { Command } from '../commands';
import type { RulesCache } from '../../spatial/rulesCache';
import { totalDrv, weaponDamageNotation } from '../deps';
import { Ctx, RuleViolation } from '../ctx';
import { resolveMoves } from '../modules/s/moves';
import { isDown } from '../state';
import { checkAttack } from '../combat/modifiers';
import { gridDistance } from '../../geometry/grid';
import { heldAttack, roundsLeft } from './cells';
import { expectedHarm } from './targets';

/** A figure's plot as commands (move first: a plotted Action is checked against the AP the move leaves). */
export type FigurePlot = { move?: SPlot['move']; action?: SPlotAction };

/** Squares a plotted move covers at most (S-PLOT), and one more to end beside the enemy. */
const REACH_SQUARES = 5;

/** How much a hit taken counts against a hit given (simultaneous blows: even). */
const TAKEN_WEIGHT = 1;

/** Rounds before the limit from which a side presses its attacks (takenWeight, closeWeight). */
const ROUNDS_TO_PRESS = 8;

/** Expected HP a square nearer the enemy is worth by the last round (closeWeight). */
const CLOSE_PER_SQUARE = 3;

const alive = (f: Figure) => !!f.cell && !isDown(f) && f.hp > 0;

/** Expected harm of every plotted attack against the positions after the moves (S-MOVE, S-ACT): the side's less the others'. */
function scoreRound(world: World, sideId: string, plots: Record<string, SPlot>, cache: RulesCache): number {
  const ctx = new Ctx(world, cache);
  try {
    resolveMoves(ctx, plots);
  } catch (err) {
    if (err instanceof RuleViolation) return -Infinity;
    throw err;
  }
  const moved = ctx.world;
  let given = 0;
  let taken = 0;
  for (const [id, plot] of Object.entries(plots)) {
    const a = plot.action as { type: string; targetId?: string; shots?: number } | undefined;
    if (a?.type !== 'attack' || !a.targetId) continue;
    const f = moved.figures[id];
    const t = moved.figures[a.targetId];
    const harm = f && t ? blowHarm(moved, f, t, cache) : 0;
    if (!harm) continue;
    if (f!.sideId === sideId) given += (a.shots ?? 1) * harm;
    else taken += (a.shots ?? 1) * harm;
  }
  // The distances only count in the last rounds; before them the term is 0 and is not measured.
  const close = closeWeight(world);
  return given - takenWeight(world) * taken - (close > 0 ? close * apart(world, moved, sideId) : 0);
}

/** Expected harm of one blow or shot of `f`'s held weapon at `t` where they stand, 0 when it cannot attack. */
function blowHarm(world: World, f: Figure, t: Figure, cache: RulesCache): number {
  const held = heldAttack(world, f);
  if (!held || !alive(f) || !alive(t)) return 0;
  const check = checkAttack(world, f, t, held.spec, cache);
  if (!check.ok) return 0;
  const av = f.stats.bod + check.modifiers.reduce((s, m) => s + m.value, 0);
  const lw = f.loadout.weapons[f.loadout.activeWeapon]!;
  return expectedHarm(av, weaponDamageNotation(lw), totalDrv(t.loadout), t.hp);
}

/**
 * Squares between each of the side's armed figures after the moves and the
 * nearest enemy where it stands now, summed. Where the enemy stands now, not
 * where it is predicted to go: waiting for a predicted enemy who never comes
 * is the stall this term breaks.
 */
function apart(before: World, moved: World, sideId: string): number {
  const enemies = Object.values(before.figures).filter((e) => e.sideId !== sideId && alive(e));
  if (!enemies.length) return 0;
  let squares = 0;
  for (const f of Object.values(moved.figures)) {
    if (f.sideId !== sideId || !alive(f) || !heldAttack(moved, f)) continue;
    squares += Math.min(...enemies.map((e) => gridDistance(moved.map.grid, f.cell!, e.cell!, 'chebyshev')));
  }
  return squares;
}

/**
 * Closing on the enemy counts for nothing while there is time, then more and
 * more in the last ROUNDS_TO_PRESS rounds: a figure that only waits for the
 * enemy to come stalls against one that never comes, and the game ends a
 * draw at the limit (G-WIN-2: a 4-HP cutthroat waited on a random sergeant
 * in a corner from round 7 to 15).
 */
function closeWeight(world: World): number {
  return CLOSE_PER_SQUARE * Math.max(0, 1 - roundsLeft(world) / ROUNDS_TO_PRESS);
}

/**
 * A hit taken counts as much as one given while there is time; in the last
 * ROUNDS_TO_PRESS rounds less and less, since a game at the round limit is a
 * draw (G-WIN-2): the raiders dodged the chain-armoured sergeant's blows
 * until the limit (11 draws in 200 against random play).
 */
function takenWeight(world: World): number {
  return TAKEN_WEIGHT * Math.min(1, roundsLeft(world) / ROUNDS_TO_PRESS);
}

export function plotCommands(sideId: string, figureId: string, p: FigurePlot): Command[] {
  const out: Command[] = [];
  if (p.move) out.push({ type: 'plotMove', sideId, figureId, goal: p.move });
  if (p.action) out.push({ type: 'plotAction', sideId, figureId, action: p.action });
  return out;
}

/** Other plots worth trying for `f`: close on, strike or step away from each enemy near enough to matter this round. */
function candidates(world: World, f: Figure, enemies: Figure[], current: FigurePlot): FigurePlot[] {
  const near = enemies.filter((e) => gridDistance(world.map.grid, f.cell!, e.cell!, 'chebyshev') <= REACH_SQUARES * 2);
  const strike = current.action?.type === 'attack' ? current.action : undefined;
  const out: FigurePlot[] = [];
  for (const e of near) {
    const attack: SPlotAction = { ...(strike ?? { type: 'attack' }), targetId: e.id };
    out.push({ move: { kind: 'toward', figureId: e.id }, action: attack });
    out.push({ action: attack });
    out.push({ move: { kind: 'away', figureId: e.id } });
    if (strike) for (const o of near) out.push({ move: { kind: 'away', figureId: e.id }, action: { ...strike, targetId: o.id } });
  }
  return out;
}

/**
 * Improves `start` (the plain plotter's plots for `sideId`, by figure id)
 * figure by figure: each takes the candidate plot that scores best with the
 * others' plots held, for `passes` rounds over the side.
 */
export function improvePlots(
  world: World,
  sideId: string,
  start: Map<string, FigurePlot>,
  predict: (w: World, side: string) => Map<string, FigurePlot>,
  cache: RulesCache,
  passes = 2,
): Map<string, FigurePlot> {
  // The other sides' plots are secret (S-PLOT): predicted, never read from the World.
  // A side that plotted first has ended plotting: predict as if nobody had plotted yet.
  const unplotted: World = { ...world, turn: { ...world.turn, plots: {}, plotsDone: [] } };
  const theirs: Record<string, SPlot> = {};
  for (const other of Object.keys(world.sides)) if (other !== sideId) for (const [id, p] of predict(unplotted, other)) theirs[id] = p;
  const enemies = Object.values(world.figures)
    .filter((o) => o.sideId !== sideId && alive(o))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const plots = new Map(start);
  const score = () => scoreRound(world, sideId, { ...theirs, ...Object.fromEntries(plots) }, cache);
  let best = score();
  for (let pass = 0; pass < passes; pass++) {
    let changed = false;
    for (const id of [...plots.keys()]) {
      const f = world.figures[id]!;
      if (!heldAttack(world, f)) continue;
      const keep = plots.get(id)!;
      let chosen = keep;
      for (const cand of candidates(world, f, enemies, keep)) {
        plots.set(id, cand);
        const s = score();
        if (s > best + 1e-9) {
          best = s;
          chosen = cand;
          changed = true;
        }
      }
      plots.set(id, chosen);
    }
    if (!changed) break;
  }
  return plots;
}
