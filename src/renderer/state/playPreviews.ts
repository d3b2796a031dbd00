// What the current tool previews under the pointer (issue 6): the move path
// and cost (hover or drag), the attack, the area or placed-charge template,
// the measure / LOS read-out and the door the force tool would pick. All come
// from tools/previews, the same pure functions the rules resolve with.
import type { Cell, FigureId } from '../../core/model/schema';
import { coverOf } from '../../core/rules/sight';
import { areaPreview, attackPreview, cellCentre, figureAt, measureText, movePreview } from '../tools/previews';
import { doorAtPoint, forceableDoors } from '../tools/actionTargets';
import type { AreaPreview, AttackPreview, MovePreview, PlayViewState } from './contract';
import type { PlayCore } from './playCore';

/** The figure whose reach is shaded and whose path is previewed, if any. */
export function moveFigureId(core: PlayCore): FigureId | null {
  const active = core.active();
  if (!active) return null;
  const { ui } = core;
  if (ui.drag.phase === 'pressed' || ui.drag.phase === 'dragging') return ui.drag.figureId === active ? active : null;
  if (ui.tool === 'move') return active;
  if (ui.tool === 'select' && ui.selectedByUser && ui.selectedFigureId === active) return active;
  return null;
}

export function currentMovePreview(core: PlayCore): MovePreview | null {
  const id = moveFigureId(core);
  const { ui } = core;
  if (ui.drag.phase === 'cancelled') return null;
  if (ui.drag.phase === 'dragging') {
    // While dragging, an occupied square shows why it cannot be the end (no selection on release).
    return id && ui.drag.over ? movePreview(core.world, id, ui.drag.over, core.reach.get(core.world, id)) : null;
  }
  if (!id || !ui.hoverCell) return null;
  const occupant = figureAt(core.world, ui.hoverCell);
  if (occupant && ui.tool === 'select') return null;
  return movePreview(core.world, id, ui.hoverCell, core.reach.get(core.world, id));
}

/** The refusal a move to `to` would get (null when allowed): the check both click and drag make before dispatching. */
export function moveRefusal(core: PlayCore, figureId: FigureId, to: Cell): string | null {
  const preview = movePreview(core.world, figureId, to, core.reach.get(core.world, figureId));
  if (!preview) return 'the figure is already there';
  return preview.refusal ?? null;
}

export function currentAttackPreview(core: PlayCore): AttackPreview | null {
  const active = core.active();
  const { ui } = core;
  if (ui.tool !== 'attack' || !active || !ui.hoverCell) return null;
  const target = figureAt(core.world, ui.hoverCell);
  if (!target || target.id === active) return null;
  return attackPreview(core.world, { attackerId: active, targetId: target.id, weaponIndex: ui.weaponIndex, shots: ui.shots, modifiers: ui.manualModifiers }, core.session.rulesCache);
}

export function currentAreaPreview(core: PlayCore): AreaPreview | null {
  const active = core.active();
  const { ui } = core;
  if (!active) return null;
  if (ui.tool === 'place') {
    // A charge goes on a cell (its centre), not on a free point.
    if (!ui.hoverCell) return null;
    return areaPreview(core.world, { attackerId: active, weaponIndex: ui.weaponIndex, at: cellCentre(ui.hoverCell, core.world.map.grid), modifiers: [], placed: true }, core.session.rulesCache);
  }
  if (ui.tool !== 'area' || !ui.hoverPoint) return null;
  return areaPreview(core.world, { attackerId: active, weaponIndex: ui.weaponIndex, at: ui.hoverPoint, modifiers: ui.manualModifiers }, core.session.rulesCache);
}

export function measureLine(core: PlayCore): { from: Cell; to: Cell } | null {
  const { ui } = core;
  if ((ui.tool !== 'measure' && ui.tool !== 'los') || !ui.measureFrom) return null;
  const to = ui.measureFixed ? ui.measureTo : ui.hoverCell;
  return to ? { from: ui.measureFrom, to } : null;
}

export function currentMeasureText(core: PlayCore): string | null {
  const line = measureLine(core);
  if (!line) return null;
  const text = measureText(line.from, line.to, core.world.map.grid);
  if (core.ui.tool === 'measure') return text;
  const cov = coverOf(core.world, line.from, line.to, core.session.rulesCache);
  const sight = cov.los ? (cov.hiddenFraction > 0 ? `partial: ${Math.round(cov.hiddenFraction * 100)}% hidden, cover ${cov.cover}, concealment ${cov.concealment}` : 'clear') : 'blocked';
  return `LOS ${sight}; ${text}`;
}

/** Force tool: the doors the active figure can force and the one the pointer is on. */
export function currentDoorPick(core: PlayCore): PlayViewState['doorPick'] {
  const active = core.active();
  if (core.ui.tool !== 'force' || !active) return null;
  const doors = forceableDoors(core.world, core.world.figures[active]);
  const hover = core.ui.hoverPoint ? doorAtPoint(doors, core.ui.hoverPoint) : null;
  return { wallIds: doors.map((d) => d.id), hoverId: hover?.id ?? null };
}
