// S-PLOT (RULES 9.4): each round starts with a plot phase in which every side,
// in secret, gives each of its figures a move (up to 4 squares within its AP,
// with a goal) and one Action. The plots live in World.turn.plots until every
// side has ended plotting; then the round resolves (./round.ts).
import type { Figure, SMoveGoal, SPlotAction, World } from '../../../model/schema';
import { refuse, type Ctx } from '../../ctx';
import { optNumber } from '../../options';
import { canActPhysically, getFigure } from '../../state';
import { heldWeapon } from '../../combat/attack';
import { planMove } from '../../deps';
import { moveLimitSquares } from './wounds';

/** The Actions a figure may plot (S-PLOT "one Action"); movement is the plotted move. */
export const PLOT_ACTIONS = [
  'attack',
  'throwArea',
  'reload',
  'firstAid',
  'aim',
  'dropProne',
  'standUp',
  'swapWeapon',
  'look',
  'openDoor',
  'closeDoor',
  'pickUpItem',
  'dropItem',
  'customAction',
] as const;
export type PlotActionType = (typeof PLOT_ACTIONS)[number];

export function inPlotPhase(world: World): boolean {
  return world.turn.phase === 'plot';
}

/** Figures that plot this round: on the map and able to act (a stunned figure neither moves nor acts, S-WOUND). */
export function plotsThisRound(world: World, f: Figure): boolean {
  return !!f.cell && canActPhysically(f) && f.apLeft > 0;
}

/** Sides that still have to end plotting: those with a figure that plots this round. */
export function sidesToPlot(world: World): string[] {
  const done = new Set(world.turn.plotsDone ?? []);
  const out: string[] = [];
  for (const s of Object.keys(world.sides)) {
    if (done.has(s)) continue;
    if (Object.values(world.figures).some((f) => f.sideId === s && plotsThisRound(world, f))) out.push(s);
  }
  return out;
}

/** AP the plotted Action will cost (G-ACT-1 table, the weapon's AP per attack times the shots). */
export function actionApCost(world: World, f: Figure, action: SPlotAction): number {
  const a = action as { type: PlotActionType; weaponIndex?: number; shots?: number; apCost?: number; crew?: number };
  switch (a.type) {
    case 'attack':
    case 'throwArea': {
      const w = heldWeapon(world, f, a.weaponIndex, a.crew);
      return w.apPerAttack * (a.type === 'attack' ? (a.shots ?? 1) : 1);
    }
    case 'reload':
      return optNumber(world, 'reloadAp');
    case 'firstAid':
      return optNumber(world, 'apFirstAid');
    case 'aim':
      return optNumber(world, 'apAim');
    case 'dropProne':
      return optNumber(world, 'apDropProne');
    case 'standUp':
      return optNumber(world, 'apStandUp');
    case 'swapWeapon':
      return optNumber(world, 'apSwapWeapon');
    case 'look':
      return optNumber(world, 'apLook');
    case 'openDoor':
    case 'closeDoor':
      return optNumber(world, 'apDoor');
    case 'pickUpItem':
      return optNumber(world, 'pickUpItemApCost');
    case 'dropItem':
      return optNumber(world, 'dropItemApCost');
    case 'customAction':
      return typeof a.apCost === 'number' ? a.apCost : 0;
  }
}

/** The world as a plotted cell move is planned on: the other figures move at the same time, so only the map counts. */
export function withoutOthers(world: World, figureId: string): World {
  const figures: World['figures'] = {};
  for (const [id, f] of Object.entries(world.figures)) figures[id] = id === figureId ? f : { ...f, cell: null };
  return { ...world, figures };
}

/** A plotted move to a cell: its path over the map and its AP, or why not (S-PLOT: up to 4 squares within the AP). */
export function planPlottedCell(world: World, f: Figure, goal: Extract<SMoveGoal, { kind: 'cell' }>, apBudget: number): { squares: number; apCost: number } {
  const plan = planMove(withoutOthers(world, f.id), f.id, goal.cell, 1e6);
  if (!plan.ok) refuse('no-path', `${f.name} cannot move to ${goal.cell.c},${goal.cell.r}: ${plan.reason}`);
  const squares = plan.path.length - 1;
  const limit = moveLimitSquares(f);
  if (squares > limit)
    refuse('too-far', `${goal.cell.c},${goal.cell.r} is ${squares} squares from ${f.name}; a plotted move is at most ${limit} squares (S-PLOT${limit < 4 ? ', leg wound S-WOUND' : ''})`);
  if (plan.apCost > apBudget)
    refuse('ap-short', `${f.name} has ${apBudget} AP for moving; the move to ${goal.cell.c},${goal.cell.r} costs ${plan.apCost} AP (${plan.apCost - apBudget} short, S-PLOT)`, plan.apCost - apBudget);
  return { squares, apCost: plan.apCost };
}

function plotChecks(ctx: Ctx, sideId: unknown, figureId: unknown): Figure {
  const w = ctx.world;
  if (!inPlotPhase(w)) refuse('not-plotting', 'the plot phase of this round has ended; plots are made at the start of the next round (S-PLOT)');
  if (typeof sideId !== 'string' || !w.sides[sideId]) refuse('bad-command', `the plot needs "sideId": the plotting side (${Object.keys(w.sides).join(', ')})`);
  const f = getFigure(w, figureId);
  if (f.sideId !== sideId) refuse('not-your-figure', `${f.name} belongs to ${w.sides[f.sideId]?.name ?? f.sideId}, not ${w.sides[sideId].name}: a side plots only its own figures (S-PLOT)`);
  if ((w.turn.plotsDone ?? []).includes(sideId)) refuse('plotting-ended', `${w.sides[sideId].name} has ended plotting this round (S-PLOT)`);
  if (!plotsThisRound(w, f)) refuse('cannot-act', `${f.name} cannot move or act this round (down, stunned or off the map)`);
  return f;
}

function goalOf(ctx: Ctx, f: Figure, goal: unknown): SMoveGoal {
  const g = goal as SMoveGoal | undefined;
  if (!g || typeof g !== 'object') refuse('bad-command', 'plotMove needs "goal": {kind: "cell", cell} or {kind: "toward"|"away", figureId}');
  if (g.kind === 'cell') {
    const c = g.cell;
    if (!c || !Number.isInteger(c.c) || !Number.isInteger(c.r)) refuse('bad-command', 'plotMove goal.cell must be {c, r}');
    if (c.c === f.cell!.c && c.r === f.cell!.r) refuse('no-move', `${f.name} is already at ${c.c},${c.r}`);
    return { kind: 'cell', cell: { c: c.c, r: c.r } };
  }
  if (g.kind === 'toward' || g.kind === 'away') {
    const t = getFigure(ctx.world, g.figureId, 'goal.figureId');
    if (t.id === f.id) refuse('bad-target', `${f.name} cannot move ${g.kind} itself`);
    if (t.status.dead || !t.cell) refuse('bad-target', `${t.name} is not on the map`);
    return { kind: g.kind, figureId: t.id };
  }
  refuse('bad-command', `plotMove goal.kind must be cell, toward or away, got ${JSON.stringify((g as { kind?: unknown }).kind)}`);
}

function actionOf(f: Figure, action: unknown): SPlotAction {
  const a = action as SPlotAction | undefined;
  if (!a || typeof a !== 'object' || typeof a.type !== 'string') refuse('bad-command', 'plotAction needs "action": a command without its figureId, e.g. {type: "attack", targetId}');
  if (!(PLOT_ACTIONS as readonly string[]).includes(a.type)) refuse('bad-action', `"${a.type}" cannot be plotted as ${f.name}'s Action; plot one of ${PLOT_ACTIONS.join(', ')} (S-PLOT)`);
  const copy = JSON.parse(JSON.stringify(a)) as SPlotAction;
  delete copy.figureId;
  return copy;
}

/** AP a figure's plot needs: the move (cell goals) plus the Action. */
function plottedAp(world: World, f: Figure, move: SMoveGoal | undefined, action: SPlotAction | undefined): { moveAp: number; actionAp: number } {
  const actionAp = action ? actionApCost(world, f, action) : 0;
  const moveAp = move?.kind === 'cell' ? planPlottedCell(world, f, move, Infinity).apCost : 0;
  return { moveAp, actionAp };
}

export function plotMove(ctx: Ctx, cmd: { sideId: string; figureId: string; goal: SMoveGoal }): void {
  const f = plotChecks(ctx, cmd.sideId, cmd.figureId);
  const goal = goalOf(ctx, f, cmd.goal);
  const action = ctx.world.turn.plots?.[f.id]?.action;
  const actionAp = action ? actionApCost(ctx.world, f, action) : 0;
  if (goal.kind === 'cell') planPlottedCell(ctx.world, f, goal, f.apLeft - actionAp);
  ctx.emit({ type: 'movePlotted', figureId: f.id, sideId: f.sideId, goal });
}

export function plotAction(ctx: Ctx, cmd: { sideId: string; figureId: string; action: SPlotAction }): void {
  const f = plotChecks(ctx, cmd.sideId, cmd.figureId);
  const action = actionOf(f, cmd.action);
  const { moveAp, actionAp } = plottedAp(ctx.world, f, ctx.world.turn.plots?.[f.id]?.move, action);
  if (moveAp + actionAp > f.apLeft) {
    const short = moveAp + actionAp - f.apLeft;
    refuse('ap-short', `${f.name} has ${f.apLeft} AP; the plotted move costs ${moveAp} and the ${action.type} ${actionAp} AP (${short} short, S-PLOT)`, short);
  }
  ctx.emit({ type: 'actionPlotted', figureId: f.id, sideId: f.sideId, action });
}

export function clearPlot(ctx: Ctx, cmd: { sideId: string; figureId: string }): void {
  const f = plotChecks(ctx, cmd.sideId, cmd.figureId);
  if (!ctx.world.turn.plots?.[f.id]) refuse('no-plot', `${f.name} has no plot to clear`);
  ctx.emit({ type: 'plotCleared', figureId: f.id, sideId: f.sideId });
}

export function endPlotting(ctx: Ctx, sideId: unknown): void {
  const w = ctx.world;
  if (!inPlotPhase(w)) refuse('not-plotting', 'the plot phase of this round has ended (S-PLOT)');
  if (typeof sideId !== 'string' || !w.sides[sideId]) refuse('bad-command', `endPlotting needs "sideId": one of ${Object.keys(w.sides).join(', ')}`);
  if ((w.turn.plotsDone ?? []).includes(sideId)) refuse('plotting-ended', `${w.sides[sideId].name} has already ended plotting this round`);
  if (!sidesToPlot(w).includes(sideId)) refuse('nothing-to-plot', `${w.sides[sideId].name} has no figure able to move or act this round`);
  ctx.emit({ type: 'plottingEnded', sideId });
}

/** S-PLOT: the round opens with the plot phase (no turns: every side plots, then all resolves at once). */
export function startPlotPhase(ctx: Ctx, round: number): void {
  ctx.emit({ type: 'plotPhaseStarted', round });
}

/** The side the app shows plotting (S-PLOT hotseat): the first still to plot played by a human, else the first still to plot. */
export function plottingSideId(world: World): string | null {
  if (!inPlotPhase(world)) return null;
  const left = sidesToPlot(world);
  return left.find((s) => world.sides[s]?.controller !== 'computer') ?? left[0] ?? null;
}
