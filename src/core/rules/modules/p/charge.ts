// P-CHARGE (RULES §9.1, text 002 "Charging an Opponent"): a straight move
// ending adjacent to an enemy, up to ⌊1.5×⌋ the squares the AP spent would
// buy, then one melee attack at +1; until the charger's first turn of the
// next round attacks against it get +1. Lance-like weapons deal double damage
// on a charge; a defender set against a charge strikes the arriving charger
// first, for double damage. Also the "set against a charge" readying action
// and the flee command (P-RETREAT).
import type { Cell, Figure, World } from '../../../model/schema';
import { parseCellRef, type CellRef, type ManualModifier } from '../../commands';
import { refuse, type Ctx } from '../../ctx';
import { planMove } from '../../deps';
import { footprintGap } from '../../deps/geom';
import { diagonalRuleOf } from '../../movement';
import { attack, heldWeapon } from '../../combat/attack';
import { moveFigure } from '../../actions/basic';
import { canActPhysically, getFigure, isDown, payAp } from '../../state';
import type { RulesCache } from '../../../spatial/rulesCache';
import { isLanceLike } from './attackPlan';
import { afterMove, engagedEnemies } from './retreat';
import { cubeRound, cubeToOffset, hexOrientation, offsetToCube, type HexOrientation } from '../../../geometry/grid';

/** Cells of the straight line from a to b (Bresenham, 8-connected), both ends included. */
export function straightLine(a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  let c = a.c;
  let r = a.r;
  const dc = Math.abs(b.c - a.c);
  const dr = -Math.abs(b.r - a.r);
  const sc = a.c < b.c ? 1 : -1;
  const sr = a.r < b.r ? 1 : -1;
  let err = dc + dr;
  for (;;) {
    out.push({ c, r });
    if (c === b.c && r === b.r) return out;
    const e2 = 2 * err;
    if (e2 >= dr) {
      err += dr;
      c += sc;
    }
    if (e2 <= dc) {
      err += dc;
      r += sr;
    }
  }
}

/**
 * Hexes of the straight line from a to b, both ends included: the cube
 * coordinates interpolated and rounded, one hex per step. The nudge keeps a
 * line running exactly along hex edges on one side of it, the same every time.
 */
export function hexStraightLine(a: Cell, b: Cell, o: HexOrientation): Cell[] {
  const ha = offsetToCube(a, o);
  const hb = offsetToCube(b, o);
  const n = Math.max(Math.abs(ha.q - hb.q), Math.abs(ha.r - hb.r), Math.abs(ha.s - hb.s));
  const out: Cell[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = ha.q + 1e-6 + (hb.q - ha.q) * t;
    const r = ha.r + 2e-6 + (hb.r - ha.r) * t;
    out.push(cubeToOffset(cubeRound(q, r), o));
  }
  return out;
}

/** The lane of a charge on the map's grid: Bresenham squares, or the straight hex line. */
export function chargeLine(world: World, a: Cell, b: Cell): Cell[] {
  const o = hexOrientation(world.map.grid);
  return o ? hexStraightLine(a, b, o) : straightLine(a, b);
}

/** The ordinary AP of moving along a straight line, or why it cannot be walked (each step must be a plain step: no wall, no corner cutting). */
export function straightMoveAp(world: World, figureId: string, line: Cell[], cache?: RulesCache): { ok: true; apCost: number } | { ok: false; reason: string } {
  const f = world.figures[figureId];
  // Hex grids have no diagonals (G-MOVE-2): every step is one hex.
  const hex = world.map.grid !== 'square';
  const alternate = diagonalRuleOf(world) !== 'chebyshev';
  let diagonals = 0;
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const at = { ...world, figures: { ...world.figures, [figureId]: { ...f, cell: line[i - 1] } } };
    const plan = planMove(at, figureId, line[i], 1e6, cache);
    if (!plan.ok || plan.path.length !== 2) return { ok: false, reason: `the straight line is blocked at ${line[i].c},${line[i].r}${plan.ok ? '' : `: ${plan.reason}`}` };
    const diagonal = !hex && line[i].c !== line[i - 1].c && line[i].r !== line[i - 1].r;
    if (diagonal) diagonals++;
    // G-MOVE-2 alternate (and euclidean, rounded the same way): every second diagonal of the move costs double.
    total += diagonal && alternate && diagonals % 2 === 0 ? 2 * plan.apCost : plan.apCost;
  }
  return { ok: true, apCost: total };
}

/** P-CHARGE: the AP a charge's move costs, ⌈⅔ × the ordinary AP⌉ (1.5× the squares for the AP spent). */
export function chargeMoveAp(ordinaryAp: number): number {
  return Math.ceil((2 * ordinaryAp) / 3);
}

export interface ChargePlan {
  to: Cell;
  path: Cell[];
  ordinaryAp: number;
  apCost: number;
}

/** The charge lane to `target`: the given end cell, or the cheapest straight one ending adjacent (ties by cell). */
export function planCharge(world: World, f: Figure, target: Figure, to: Cell | null, cache?: RulesCache): ChargePlan | { reason: string } {
  if (!f.cell || !target.cell) return { reason: 'both figures must be on the map' };
  if (footprintGap(f, target, world.map.grid) <= 1) return { reason: `${f.name} is already adjacent to ${target.name}: a charge needs a run-up` };
  const ends: Cell[] = [];
  if (to) ends.push(to);
  else {
    // Square footprints grow right and down from their cell; hex ones around it.
    const hex = world.map.grid !== 'square';
    const before = hex ? f.sizeCells + target.sizeCells : f.sizeCells;
    const after = hex ? f.sizeCells + target.sizeCells : target.sizeCells;
    for (let dr = -before; dr <= after; dr++)
      for (let dc = -before; dc <= after; dc++) {
        const c = { c: target.cell.c + dc, r: target.cell.r + dr };
        if (c.c >= 0 && c.r >= 0 && c.c < world.map.widthCells && c.r < world.map.heightCells) ends.push(c);
      }
  }
  let best: ChargePlan | null = null;
  let why = `no straight lane ends next to ${target.name}`;
  for (const end of ends) {
    const gap = footprintGap({ ...f, cell: end }, target, world.map.grid);
    if (gap !== 1) {
      if (to) return { reason: `${end.c},${end.r} is not next to ${target.name} (P-CHARGE)` };
      continue;
    }
    const line = chargeLine(world, f.cell, end);
    const cost = straightMoveAp(world, f.id, line, cache);
    if (!cost.ok) {
      why = cost.reason;
      if (to) return { reason: cost.reason };
      continue;
    }
    const plan = { to: end, path: line, ordinaryAp: cost.apCost, apCost: chargeMoveAp(cost.apCost) };
    if (!best || plan.apCost < best.apCost || (plan.apCost === best.apCost && line.length < best.path.length)) best = plan;
  }
  return best ?? { reason: why };
}

export function charge(ctx: Ctx, cmd: { figureId: string; targetId: string; weaponIndex?: number; to?: CellRef; modifiers?: ManualModifier[] }): void {
  const f = getFigure(ctx.world, cmd.figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot charge (G-HP-1)`);
  if (f.status.prone) refuse('prone', `${f.name} is prone: stand up before charging (P-CHARGE)`);
  const t = getFigure(ctx.world, cmd.targetId, 'targetId');
  if (t.sideId === f.sideId || isDown(t)) refuse('bad-target', `${t.name} is not a standing enemy of ${f.name}`);
  const w = heldWeapon(ctx.world, f, cmd.weaponIndex);
  if (!w.spec.categories.includes('melee')) refuse('not-melee', `a charge ends in a melee attack: ${f.name} holds the ${w.spec.name}, not a melee weapon (P-CHARGE)`);
  if ((f.status.movesThisRound ?? 0) >= 1 && !f.status.meleeThisRound)
    refuse('melee-after-moves', `${f.name} has already moved this round: a charge would be a second move before melee (P-MELEE-MOVE)`);
  const to = cmd.to === undefined ? null : parseCellRef(cmd.to);
  if (cmd.to !== undefined && !to) refuse('bad-command', `charge: "to" must be "c,r" or {c, r}, got ${JSON.stringify(cmd.to)}`);
  const plan = planCharge(ctx.world, f, t, to, ctx.cache);
  if ('reason' in plan) refuse('no-charge', `${f.name} cannot charge ${t.name}: ${plan.reason}`);
  const total = plan.apCost + w.apPerAttack;
  if (total > f.apLeft) refuse('ap-short', `${f.name} has ${f.apLeft} AP left; the charge costs ${plan.apCost} AP to run and ${w.apPerAttack} to strike (${total - f.apLeft} short)`, total - f.apLeft);
  payAp(ctx, f.id, plan.apCost, `charge to ${plan.to.c},${plan.to.r} (${plan.path.length - 1} squares for ${plan.apCost} AP, P-CHARGE)`);
  ctx.emit({ type: 'figureMoved', figureId: f.id, from: f.cell, to: plan.to, path: plan.path, apCost: plan.apCost });
  ctx.emit({ type: 'statusChanged', figureId: f.id, status: { chargedRound: ctx.world.turn.round } });
  afterMove(ctx, f.id, plan.path);
  if (!canActPhysically(ctx.world.figures[f.id])) return;
  // A defender set against the charge strikes the arriving charger first, for double damage.
  const d = ctx.world.figures[t.id];
  if (d.status.setVsCharge && canActPhysically(d)) {
    ctx.emit({ type: 'statusChanged', figureId: d.id, status: { setVsCharge: false } });
    const dw = heldWeapon(ctx.world, d, undefined);
    if (dw.spec.categories.includes('melee')) attack(ctx, { figureId: d.id, targetId: f.id, shots: 1 }, { free: true, damageTimes: 2, why: 'set against a charge (P-CHARGE)' });
    if (!canActPhysically(ctx.world.figures[f.id])) return;
  }
  const lance = isLanceLike(ctx.world, w.catalogueId);
  attack(
    ctx,
    { figureId: f.id, targetId: t.id, weaponIndex: cmd.weaponIndex, shots: 1, ...(cmd.modifiers ? { modifiers: cmd.modifiers } : {}) },
    { modifiers: [{ value: 1, source: 'charging (P-CHARGE)', auto: true }], damageTimes: lance ? 2 : 1, why: lance ? `${w.spec.name} on a charge (P-CHARGE)` : 'charge (P-CHARGE)' },
  );
}

/** Readies "set against a charge" until the figure's next turn (P-CHARGE); 1 AP, like aim. */
export function setVsCharge(ctx: Ctx, figureId: string): void {
  const f = getFigure(ctx.world, figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot ready (G-HP-1)`);
  if (f.status.setVsCharge) refuse('already', `${f.name} is already set against a charge`);
  payAp(ctx, figureId, 1, 'set against a charge (P-CHARGE)');
  ctx.emit({ type: 'statusChanged', figureId, status: { setVsCharge: true } });
}

/** P-RETREAT flee: a move out of melee at full rate; the foes left behind strike first (moveFigure does that under P). */
export function flee(ctx: Ctx, figureId: string, to: CellRef): void {
  const f = getFigure(ctx.world, figureId);
  if (!engagedEnemies(ctx.world, f).length) refuse('not-engaged', `${f.name} is not in melee: nothing to flee from (P-RETREAT); move instead`);
  moveFigure(ctx, figureId, to);
}
