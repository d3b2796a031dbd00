// Drag-to-move (issue 6 gap): press on the active figure, drag to a square,
// release to move there. Pure: the controller feeds pointer input and gets
// back what to do; the move itself is the same moveFigure command a click
// dispatches, so one drag is one command and one undo step.
import type { Cell, FigureId, World } from '../../core/model/schema';
import { figureAt, movePreview } from './previews';
import type { MovePreview } from './previewTypes';
import { sameCell, type ToolContext, type ToolState } from './tool';
import type { DragState } from './uiState';

export { sameCell };

export type { DragState } from './uiState';

export const IDLE: DragState = { phase: 'idle' };

/** What a release does: an ordinary click, the move, or nothing (with the reason when there is one). */
export type DragOutcome = { kind: 'click' } | { kind: 'commit'; figureId: FigureId; to: Cell } | { kind: 'cancel'; reason: string | null };

/**
 * The figure a left press on `cell` may drag: the active figure (the one
 * whose turn it is), with the select or move tool, unless Space (pan) is held.
 */
export function draggableAt(world: World, cell: Cell | null, activeId: FigureId | null, tool: string, panModifier = false): FigureId | null {
  if (!cell || !activeId || panModifier || (tool !== 'select' && tool !== 'move')) return null;
  const f = figureAt(world, cell);
  return f && f.id === activeId && !f.status.dead ? (f.id as FigureId) : null;
}

export function dragDown(state: DragState, figureId: FigureId | null, cell: Cell | null, button: number): DragState {
  if (state.phase !== 'idle' || button !== 0 || !figureId || !cell) return state;
  return { phase: 'pressed', figureId, from: { c: cell.c, r: cell.r } as Cell };
}

export function dragMove(state: DragState, cell: Cell | null): DragState {
  if (state.phase === 'pressed') {
    if (!cell || sameCell(cell, state.from)) return state;
    return { phase: 'dragging', figureId: state.figureId, from: state.from, over: cell };
  }
  if (state.phase === 'dragging' && !sameCell(cell, state.over)) return { ...state, over: cell };
  return state;
}

/**
 * Release. `refusalAt` is the move preview's refusal for the square (null
 * when the move is allowed) — the same check a click makes before it dispatches.
 */
export function dragUp(state: DragState, cell: Cell | null, refusalAt: (figureId: FigureId, to: Cell) => string | null): { state: DragState; outcome: DragOutcome } {
  switch (state.phase) {
    case 'idle':
    case 'pressed':
      return { state: IDLE, outcome: { kind: 'click' } };
    case 'cancelled':
      return { state: IDLE, outcome: { kind: 'cancel', reason: null } };
    case 'dragging': {
      if (!cell) return { state: IDLE, outcome: { kind: 'cancel', reason: 'released off the map' } };
      if (sameCell(cell, state.from)) return { state: IDLE, outcome: { kind: 'cancel', reason: null } };
      const refusal = refusalAt(state.figureId, cell);
      if (refusal) return { state: IDLE, outcome: { kind: 'cancel', reason: refusal } };
      return { state: IDLE, outcome: { kind: 'commit', figureId: state.figureId, to: { c: cell.c, r: cell.r } as Cell } };
    }
  }
}

/** Esc: a press or drag in progress is dropped (true when there was one). */
export function dragCancel(state: DragState): { state: DragState; cancelled: boolean } {
  if (state.phase === 'pressed' || state.phase === 'dragging') return { state: { phase: 'cancelled' }, cancelled: true };
  return { state, cancelled: false };
}

/** True while the button that started a figure drag is down (pan is held off). */
export function dragHolds(state: DragState): boolean {
  return state.phase !== 'idle';
}

// ---- the select and move tools' shared part: reach, path preview, click-to-move and the drag states ----

/** The tools that move the active figure (by click and by drag). */
export type MoverTool = 'select' | 'move';

/** The figure whose reach is shaded and whose path is previewed, if any. */
export function moverOf(ctx: ToolContext, tool: MoverTool): FigureId | null {
  const active = ctx.active();
  if (!active) return null;
  const { ui } = ctx;
  if (ui.drag.phase === 'pressed' || ui.drag.phase === 'dragging') return ui.drag.figureId === active ? active : null;
  if (tool === 'move') return active;
  // Issue 16 fix 2: the active figure moves on a click unless the player picked another figure.
  return ui.selectedFigureId === null || ui.selectedFigureId === active ? active : null;
}

/** The path and AP cost to the hovered (or dragged-over) cell: the planMove the rules resolve with. */
export function movePreviewOf(ctx: ToolContext, tool: MoverTool): MovePreview | null {
  const id = moverOf(ctx, tool);
  const { ui, world } = ctx;
  if (ui.drag.phase === 'cancelled') return null;
  if (ui.drag.phase === 'dragging') {
    // While dragging, an occupied square shows why it cannot be the end (no selection on release).
    return id && ui.drag.over ? movePreview(world, id, ui.drag.over, ctx.reach.get(world, id, ctx.rulesCache), ctx.rulesCache) : null;
  }
  if (!id || !ui.hoverCell) return null;
  if (figureAt(world, ui.hoverCell) && tool === 'select') return null;
  return movePreview(world, id, ui.hoverCell, ctx.reach.get(world, id, ctx.rulesCache), ctx.rulesCache);
}

/** The refusal a move to `to` would get (null when allowed): the check both click and drag make before dispatching. */
export function moveRefusal(ctx: ToolContext, figureId: FigureId, to: Cell): string | null {
  const preview = movePreview(ctx.world, figureId, to, ctx.reach.get(ctx.world, figureId, ctx.rulesCache), ctx.rulesCache);
  if (!preview) return 'the figure is already there';
  return preview.refusal ?? null;
}

/** Click: pick a figure, or move the mover to the square (G-MOVE-1), or drop the selection. */
export function clickToMove(ctx: ToolContext, tool: MoverTool, cell: Cell): void {
  const occupant = figureAt(ctx.world, cell);
  if (occupant && (tool === 'select' || occupant.id !== ctx.active())) {
    ctx.selectFigure(occupant.id as FigureId);
    return;
  }
  const mover = moverOf(ctx, tool);
  if (!mover) {
    ctx.selectFigure(null);
    return;
  }
  const preview = movePreviewOf(ctx, tool);
  if (preview?.refusal) {
    ctx.refuse(preview.refusal, 'no-path');
    return;
  }
  ctx.dispatch({ type: 'moveFigure', figureId: mover, to: cell });
}

const STATE_OF_PHASE: Record<DragState['phase'], string> = { idle: 'idle', pressed: 'pointing', dragging: 'dragging', cancelled: 'cancelled' };

function toPhase(ctx: ToolContext, next: DragState): void {
  ctx.set({ drag: next });
  ctx.transition(STATE_OF_PHASE[next.phase]);
}

/** Esc during a press or drag: dropped; the pan stays held until the button comes up (the press still belongs to the figure). */
function cancelDrag(ctx: ToolContext): boolean {
  const { state, cancelled } = dragCancel(ctx.ui.drag);
  if (!cancelled) return false;
  ctx.set({ violation: null });
  toPhase(ctx, state);
  return true;
}

function release(ctx: ToolContext, cell: Cell | null): boolean {
  const { state, outcome } = dragUp(ctx.ui.drag, cell, (id, to) => moveRefusal(ctx, id, to));
  toPhase(ctx, state);
  ctx.holdPan(false);
  // Released off the map (issue 16 fix 4): no hover is left behind, so no path or label stays drawn to the last square.
  if (!cell) ctx.set({ hoverCell: null, hoverPoint: null });
  if (outcome.kind === 'commit') {
    ctx.dispatch({ type: 'moveFigure', figureId: outcome.figureId, to: outcome.to });
    return true;
  }
  if (outcome.kind === 'cancel') {
    ctx.set({ violation: outcome.reason ? { code: 'no-path', message: `${outcome.reason} (drag cancelled, nothing moved)` } : null });
    return true;
  }
  return false;
}

/**
 * idle → pointing (pressed on the active figure) → dragging → idle, with
 * cancelled (Esc) waiting for the button. A release in `pointing` is a click.
 */
export function moverStates(tool: MoverTool): Record<string, ToolState> {
  const held: ToolState = {
    holdsPointer: true,
    onPointerMove: (ctx, ev) => {
      const next = dragMove(ctx.ui.drag, ev.cell);
      if (next !== ctx.ui.drag) toPhase(ctx, next);
    },
    onPointerUp: (ctx, ev) => release(ctx, ev.cell),
    onCancel: cancelDrag,
  };
  return {
    idle: {
      onPointerDown: (ctx, ev) => {
        const figureId = ev.button === 0 ? draggableAt(ctx.world, ev.cell, ctx.active(), tool, ev.panModifier) : null;
        const next = dragDown(ctx.ui.drag, figureId, ev.cell, ev.button);
        if (next === ctx.ui.drag || next.phase !== 'pressed') return;
        ctx.holdPan(true);
        // Pressing the figure picks it, as a click would: its reach shows while dragging.
        ctx.set({ selectedFigureId: next.figureId, selectedByUser: true });
        toPhase(ctx, next);
      },
      onClick: (ctx, cell) => clickToMove(ctx, tool, cell),
    },
    pointing: held,
    dragging: held,
    cancelled: { ...held, onPointerMove: undefined, onCancel: undefined },
  };
}
