// S-MOVE (RULES 9.4): all plotted moves resolve together, one square at a
// time for everybody. A figure moving toward another stops when adjacent
// (so two moving toward each other meet in the middle, never past their 4
// squares); one moving away steps to the neighbour farthest from its pursuer
// (so the distance keeps); two stepping into the same cell, or a pursuer and
// the one it chases, contest with d8 + BOD (ties roll again) and the winner
// gains or gives 1 square.
import type { Cell, Figure, SMoveGoal, SPlot, World } from '../../../model/schema';
import { cellCenter, gridDistance, neighbours } from '../../../geometry/grid';
import type { Ctx } from '../../ctx';
import { planMove } from '../../deps';
import { actionApCost } from './plot';
import { moveLimitSquares } from './wounds';

interface Mover {
  id: string;
  goal: SMoveGoal;
  limitSquares: number;
  apBudget: number;
  path: Cell[];
  apSpent: number;
  stopped: boolean;
}

const key = (c: Cell) => `${c.c},${c.r}`;
const same = (a: Cell, b: Cell) => a.c === b.c && a.r === b.r;

/** Adjacent (or the same cell): one step apart on the grid. */
export function adjacent(world: World, a: Cell, b: Cell): boolean {
  return gridDistance(world.map.grid, a, b, 'chebyshev') <= 1;
}

function centreDistance(world: World, a: Cell, b: Cell): number {
  const p = cellCenter(world.map.grid, a);
  const q = cellCenter(world.map.grid, b);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** The World with figures at the given cells, `absent` ones lifted off the map (for planning one step). */
function worldAt(world: World, cells: Map<string, Cell>, absent: Set<string>): World {
  const figures: World['figures'] = {};
  for (const [id, f] of Object.entries(world.figures)) {
    const c = absent.has(id) ? null : (cells.get(id) ?? f.cell);
    figures[id] = c === f.cell ? f : { ...f, cell: c };
  }
  return { ...world, figures };
}

/** S-MOVE contest: each rolls d8 + BOD, the highest wins, ties among the highest roll again. */
export function contest(ctx: Ctx, ids: string[], over: string): string {
  const rolls: Record<string, number[]> = Object.fromEntries(ids.map((id) => [id, []]));
  let inPlay = [...ids];
  for (let i = 0; i < 100 && inPlay.length > 1; i++) {
    const totals = inPlay.map((id) => {
      const f = ctx.world.figures[id];
      const t = ctx.roll(`contest d8 + BOD ${f.stats.bod} over ${over} (S-MOVE)`, '1d8', id).total + f.stats.bod;
      rolls[id].push(t);
      return t;
    });
    const best = Math.max(...totals);
    inPlay = inPlay.filter((_, k) => totals[k] === best);
  }
  const winnerId = inPlay[0]!;
  ctx.emit({ type: 'moveContested', figureIds: ids, rolls, winnerId, over });
  return winnerId;
}

/** The next square a mover wants, and its AP, or null to stop. */
function proposal(ctx: Ctx, m: Mover, cells: Map<string, Cell>, movingNow: Set<string>): { to: Cell; apCost: number } | null {
  const w = ctx.world;
  const here = cells.get(m.id)!;
  const g = m.goal;
  // The others moving this step are lifted off (they move too); the mover stands where it is now.
  movingNow = new Set([...movingNow].filter((id) => id !== m.id));
  let to: Cell | null;
  if (g.kind === 'cell') {
    if (same(here, g.cell)) return null;
    // A figure standing on the goal is lifted for the plan: the mover heads there and is blocked at its side.
    const onGoal = [...cells].find(([id, c]) => id !== m.id && same(c, g.cell))?.[0];
    const plan = planMove(worldAt(w, cells, onGoal ? new Set([...movingNow, onGoal]) : movingNow), m.id, g.cell, 1e6, ctx.cache);
    if (!plan.ok || plan.path.length < 2) return null;
    to = plan.path[1]!;
  } else {
    const other = cells.get(g.figureId);
    if (!other) return null;
    if (g.kind === 'toward') {
      if (adjacent(w, here, other)) return null;
      const plan = planMove(worldAt(w, cells, new Set([...movingNow, g.figureId])), m.id, other, 1e6, ctx.cache);
      if (!plan.ok || plan.path.length < 2) return null;
      to = plan.path[1]!;
    } else {
      const now = centreDistance(w, here, other);
      let best: { to: Cell; d: number } | null = null;
      for (const n of neighbours(w.map.grid, here, w.map.widthCells, w.map.heightCells)) {
        const d = centreDistance(w, n, other);
        if (d <= now + 1e-9 || (best && d <= best.d + 1e-9)) continue;
        const step = planMove(worldAt(w, cells, movingNow), m.id, n, 1e6, ctx.cache);
        if (step.ok && step.path.length === 2) best = { to: n, d };
      }
      to = best?.to ?? null;
    }
  }
  if (!to) return null;
  const step = planMove(worldAt(w, cells, movingNow), m.id, to, 1e6, ctx.cache);
  if (!step.ok) return null;
  return m.apSpent + step.apCost <= m.apBudget ? { to, apCost: step.apCost } : null;
}

/** Resolves every plotted move at once (S-MOVE) and emits each figure's whole path as one figureMoved. */
export function resolveMoves(ctx: Ctx, plots: Record<string, SPlot>): void {
  const w = ctx.world;
  const cells = new Map<string, Cell>();
  for (const f of Object.values(w.figures)) if (f.cell && !f.status.dead) cells.set(f.id, f.cell);
  const movers: Mover[] = [];
  for (const id of w.turn.order) {
    const plot = plots[id];
    const f = w.figures[id];
    if (!plot?.move || !f?.cell) continue;
    movers.push({ id, goal: plot.move, limitSquares: moveLimitSquares(f), apBudget: Math.max(0, f.apLeft - reservedAp(w, f, plot)), path: [f.cell], apSpent: 0, stopped: false });
  }
  for (let step = 1; step <= 4; step++) {
    const active = movers.filter((m) => !m.stopped && m.path.length - 1 < m.limitSquares);
    if (!active.length) break;
    const movingNow = new Set(active.map((m) => m.id));
    const wants = new Map<string, { to: Cell; apCost: number }>();
    for (const m of active) {
      const p = proposal(ctx, m, cells, movingNow);
      if (p) wants.set(m.id, p);
      else m.stopped = true;
    }
    // Two (or more) stepping into the same cell: the contest's winner takes it, the others stop short.
    const byCell = new Map<string, string[]>();
    for (const [id, p] of wants) byCell.set(key(p.to), [...(byCell.get(key(p.to)) ?? []), id]);
    for (const [cellKey, ids] of byCell) {
      if (ids.length < 2) continue;
      const winner = contest(ctx, ids, `cell ${cellKey}`);
      for (const id of ids) if (id !== winner) stopMover(movers, wants, id);
    }
    // A step into a cell whose figure stays (or that swaps with it) is blocked; repeat until settled.
    for (let changed = true; changed;) {
      changed = false;
      for (const [id, p] of [...wants]) {
        const occupant = [...cells].find(([o, c]) => o !== id && same(c, p.to))?.[0];
        if (!occupant) continue;
        const leaving = wants.get(occupant);
        if (!leaving || same(leaving.to, cells.get(id)!)) {
          stopMover(movers, wants, id);
          changed = true;
        }
      }
    }
    for (const [id, p] of wants) {
      const m = movers.find((x) => x.id === id)!;
      cells.set(id, p.to);
      m.path.push(p.to);
      m.apSpent += p.apCost;
    }
  }
  chaseContests(ctx, movers, cells);
  for (const m of movers) {
    if (m.path.length < 2) continue;
    const f = ctx.world.figures[m.id];
    const to = m.path[m.path.length - 1]!;
    if (m.apSpent > 0) ctx.emit({ type: 'apSpent', figureId: m.id, apCost: m.apSpent, apLeft: f.apLeft - m.apSpent, action: `moving to ${to.c},${to.r} (S-MOVE)` });
    ctx.emit({ type: 'figureMoved', figureId: m.id, from: m.path[0]!, to, path: m.path, apCost: m.apSpent });
  }
}

function stopMover(movers: Mover[], wants: Map<string, unknown>, id: string): void {
  wants.delete(id);
  movers.find((m) => m.id === id)!.stopped = true;
}

/** AP kept back for the plotted Action (the move may use the rest). */
function reservedAp(world: World, f: Figure, plot: SPlot): number {
  if (!plot.action) return 0;
  try {
    return actionApCost(world, f, plot.action);
  } catch {
    return 0;
  }
}

/**
 * S-MOVE "one fleeing another": a figure moving toward one that moves away
 * from it contests d8 + BOD; the pursuer gains a square, or the fleer gives
 * one more, when the way is free and its AP allow.
 */
function chaseContests(ctx: Ctx, movers: Mover[], cells: Map<string, Cell>): void {
  for (const p of movers) {
    if (p.goal.kind !== 'toward') continue;
    const targetId = p.goal.figureId;
    const fleer = movers.find((m) => m.id === targetId && m.goal.kind === 'away' && m.goal.figureId === p.id);
    if (!fleer || adjacent(ctx.world, cells.get(p.id)!, cells.get(fleer.id)!)) continue;
    const winnerId = contest(ctx, [p.id, fleer.id], `${ctx.world.figures[fleer.id].name} fleeing ${ctx.world.figures[p.id].name}`);
    const winner = winnerId === p.id ? p : fleer;
    const extra = proposal(ctx, { ...winner, limitSquares: 5, stopped: false }, cells, new Set());
    if (!extra || [...cells].some(([id, c]) => id !== winner.id && same(c, extra.to))) continue;
    cells.set(winner.id, extra.to);
    winner.path.push(extra.to);
    winner.apSpent += extra.apCost;
  }
}
