// Pointer input on the map for the play tools (issue 6): hover previews,
// clicks per tool, and drag-to-move (tools/moveDrag). Tools act on clicks
// (pointer up within a few pixels of the down) so a left drag on empty map
// keeps panning; a press on the active figure holds the pan and drags it.
import type { Cell } from '../../core/model/schema';
import type { MapPointerEvent } from '../canvas';
import { areaCommand, attackCommand, cellCentre, figureAt } from '../tools/previews';
import { doorAtPoint, forceableDoors } from '../tools/actionTargets';
import { IDLE, dragCancel, dragDown, dragHolds, dragMove, dragUp, draggableAt, sameCell } from '../tools/moveDrag';
import { currentMovePreview, moveFigureId, moveRefusal } from './playPreviews';
import { snapPoint, type PlayCore } from './playCore';

export function onPointer(core: PlayCore, ev: MapPointerEvent): void {
  const { ui } = core;
  if (ev.kind === 'down') {
    const figureId = draggableAt(core.world, ev.cell, core.active(), ui.tool, ev.panModifier);
    const next = dragDown(ui.drag, ev.button === 0 ? figureId : null, ev.cell, ev.button);
    if (next !== ui.drag) {
      ui.drag = next;
      core.host.canvas.holdPan?.(true);
      // Pressing the figure picks it, as a click would: its reach shows while dragging.
      ui.selectedFigureId = next.phase === 'pressed' ? next.figureId : ui.selectedFigureId;
      ui.selectedByUser = true;
      core.refresh();
    }
    return;
  }
  if (ev.kind === 'leave') {
    // Pointer capture keeps a drag's moves coming; its preview stays.
    if (dragHolds(ui.drag)) return;
    ui.hoverCell = null;
    ui.hoverPoint = null;
    core.refresh();
    return;
  }
  if (ev.kind === 'move') {
    if (dragHolds(ui.drag)) {
      const next = dragMove(ui.drag, ev.cell);
      const cellChanged = !sameCell(ev.cell, ui.hoverCell);
      ui.hoverCell = ev.cell;
      ui.hoverPoint = snapPoint(ev.point);
      if (next !== ui.drag || cellChanged) {
        ui.drag = next;
        core.refresh();
      }
      return;
    }
    // While the map is dragged (panned) the previews wait: no work per move.
    if (ev.buttons !== 0) return;
    const point = snapPoint(ev.point);
    const cellChanged = !sameCell(ev.cell, ui.hoverCell);
    const pointChanged = (ui.tool === 'area' || ui.tool === 'force') && (!ui.hoverPoint || ui.hoverPoint.x !== point.x || ui.hoverPoint.y !== point.y);
    if (!cellChanged && !pointChanged) return;
    ui.hoverCell = ev.cell;
    ui.hoverPoint = point;
    core.refresh();
    return;
  }
  // 'up'
  if (dragHolds(ui.drag)) {
    const { state, outcome } = dragUp(ui.drag, ev.cell, (id, to) => moveRefusal(core, id, to));
    ui.drag = state;
    core.host.canvas.holdPan?.(false);
    if (outcome.kind === 'commit') {
      core.dispatch({ type: 'moveFigure', figureId: outcome.figureId, to: outcome.to });
      return;
    }
    if (outcome.kind === 'cancel') {
      ui.violation = outcome.reason ? { code: 'no-path', message: `${outcome.reason} (drag cancelled, nothing moved)` } : null;
      core.refresh();
      return;
    }
  }
  if (ev.click && ev.button === 2) {
    core.cancel();
    return;
  }
  if (!ev.click || ev.button !== 0 || !ev.cell) return;
  ui.hoverCell = ev.cell;
  ui.hoverPoint = snapPoint(ev.point);
  click(core, ev.cell);
}

/** Esc: drops a figure drag in progress (true when there was one). */
export function cancelDrag(core: PlayCore): boolean {
  const { state, cancelled } = dragCancel(core.ui.drag);
  if (!cancelled) return false;
  // The pan stays held until the button comes up (the press still belongs to the figure).
  core.ui.drag = state;
  core.ui.violation = null;
  core.refresh();
  return true;
}

/** Forgets a drag whose button-up never arrived (a new game, dispose). */
export function resetDrag(core: PlayCore): void {
  if (core.ui.drag.phase !== 'idle') core.host.canvas.holdPan?.(false);
  core.ui.drag = IDLE;
}

function click(core: PlayCore, cell: Cell): void {
  const { ui } = core;
  const world = core.world;
  const active = core.active();
  const occupant = figureAt(world, cell);
  switch (ui.tool) {
    case 'select':
    case 'move': {
      if (occupant && (ui.tool === 'select' || occupant.id !== active)) {
        core.selectFigure(occupant.id);
        return;
      }
      const mover = moveFigureId(core);
      if (!mover) {
        core.selectFigure(null);
        return;
      }
      const preview = currentMovePreview(core);
      if (preview?.refusal) {
        ui.violation = { code: 'no-path', message: preview.refusal };
        core.refresh();
        return;
      }
      core.dispatch({ type: 'moveFigure', figureId: mover, to: cell });
      return;
    }
    case 'attack': {
      if (!active || !occupant || occupant.id === active) return;
      core.dispatch(attackCommand({ attackerId: active, targetId: occupant.id, weaponIndex: ui.weaponIndex, shots: ui.shots, modifiers: ui.manualModifiers }));
      return;
    }
    case 'area': {
      if (!active || !ui.hoverPoint) return;
      core.dispatch(areaCommand({ attackerId: active, weaponIndex: ui.weaponIndex, at: ui.hoverPoint, modifiers: ui.manualModifiers }));
      return;
    }
    case 'place': {
      if (!active) return;
      core.dispatch(areaCommand({ attackerId: active, weaponIndex: ui.weaponIndex, at: cellCentre(cell, core.world.map.grid), modifiers: [], placed: true }));
      return;
    }
    case 'force': {
      if (!active || !ui.hoverPoint) return;
      const doors = forceableDoors(world, world.figures[active]);
      const door = doorAtPoint(doors, ui.hoverPoint);
      if (!door) {
        ui.violation = { code: 'no-target', message: doors.length ? `click one of the doors within 1": ${doors.map((d) => d.id).join(', ')}` : 'no closed door within 1"' };
        core.refresh();
        return;
      }
      core.actions.forceDoor(door.id);
      return;
    }
    case 'measure':
    case 'los': {
      if (!ui.measureFrom || ui.measureFixed) {
        ui.measureFrom = cell;
        ui.measureTo = null;
        ui.measureFixed = false;
      } else {
        ui.measureTo = cell;
        ui.measureFixed = true;
      }
      core.refresh();
      return;
    }
  }
}
