// Drag-to-move (issue 6 gap): press on the active figure, drag to a square,
// release to move there. Pure: the controller feeds pointer input and gets
// back what to do; the move itself is the same moveFigure command a click
// dispatches, so one drag is one command and one undo step.
import type { Cell, FigureId, World } from '../../core/model/schema';
import type { ToolId } from '../state/contract';
import { figureAt } from './previews';

export type DragState =
  | { phase: 'idle' }
  /** Button down on the figure; it has not left the pressed square yet (a release here is a click). */
  | { phase: 'pressed'; figureId: FigureId; from: Cell }
  /** The pointer has left the pressed square: the path preview follows `over`. */
  | { phase: 'dragging'; figureId: FigureId; from: Cell; over: Cell | null }
  /** Esc during the drag: nothing happens until the button comes up. */
  | { phase: 'cancelled' };

export const IDLE: DragState = { phase: 'idle' };

/** What a release does: an ordinary click, the move, or nothing (with the reason when there is one). */
export type DragOutcome = { kind: 'click' } | { kind: 'commit'; figureId: FigureId; to: Cell } | { kind: 'cancel'; reason: string | null };

/**
 * The figure a left press on `cell` may drag: the active figure (the one
 * whose turn it is), with the select or move tool, unless Space (pan) is held.
 */
export function draggableAt(world: World, cell: Cell | null, activeId: FigureId | null, tool: ToolId, panModifier = false): FigureId | null {
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

export function sameCell(a: Cell | null, b: Cell | null): boolean {
  return a === b || (!!a && !!b && a.c === b.c && a.r === b.r);
}
