// Drag-to-move as a state machine: a press on the active figure, a drag to a
// square, a release that moves (one command) or cancels (none).
import { describe, expect, it } from 'vitest';
import { arena } from '../../core/rules/testing/world';
import type { Cell, FigureId } from '../../core/model/schema';
import { IDLE, dragCancel, dragDown, dragHolds, dragMove, dragUp, draggableAt, type DragState } from './moveDrag';

const cell = (c: number, r: number) => ({ c, r }) as Cell;
const A = 'A' as FigureId;
const allowAll = () => null;

/** Presses on A at 0,0 and drags through the given cells. */
function dragFromA(...cells: Cell[]): DragState {
  let s = dragDown(IDLE, A, cell(0, 0), 0);
  for (const c of cells) s = dragMove(s, c);
  return s;
}

describe('which press starts a figure drag', () => {
  const w = arena(`
    A . N
    . . .
  `);

  it('only the active figure, with the select or move tool, without the pan key', () => {
    expect(draggableAt(w, cell(0, 0), A, 'select')).toBe('A');
    expect(draggableAt(w, cell(0, 0), A, 'move')).toBe('A');
    expect(draggableAt(w, cell(2, 0), A, 'select')).toBeNull(); // N is not the active figure
    expect(draggableAt(w, cell(1, 0), A, 'select')).toBeNull(); // empty square: the map pans
    expect(draggableAt(w, cell(0, 0), A, 'attack')).toBeNull();
    expect(draggableAt(w, cell(0, 0), A, 'measure')).toBeNull();
    expect(draggableAt(w, cell(0, 0), A, 'select', true)).toBeNull(); // Space held: pan
    expect(draggableAt(w, cell(0, 0), null, 'select')).toBeNull();
    expect(draggableAt(w, null, A, 'select')).toBeNull();
  });
});

describe('drag state machine', () => {
  it('a press is not yet a drag; leaving the square makes it one that follows the pointer', () => {
    const pressed = dragDown(IDLE, A, cell(0, 0), 0);
    expect(pressed).toEqual({ phase: 'pressed', figureId: 'A', from: cell(0, 0) });
    expect(dragMove(pressed, cell(0, 0))).toBe(pressed);
    expect(dragFromA(cell(1, 0), cell(1, 1))).toEqual({ phase: 'dragging', figureId: 'A', from: cell(0, 0), over: cell(1, 1) });
    expect(dragHolds(pressed)).toBe(true);
    expect(dragHolds(IDLE)).toBe(false);
  });

  it('only the left button presses; a press with no figure leaves it idle', () => {
    expect(dragDown(IDLE, A, cell(0, 0), 1)).toBe(IDLE);
    expect(dragDown(IDLE, null, cell(0, 0), 0)).toBe(IDLE);
  });

  it('release on an allowed square commits one move there', () => {
    const r = dragUp(dragFromA(cell(1, 0), cell(2, 1)), cell(2, 1), allowAll);
    expect(r.outcome).toEqual({ kind: 'commit', figureId: 'A', to: cell(2, 1) });
    expect(r.state).toEqual(IDLE);
  });

  it('release where the move is refused cancels with the refusal as the reason', () => {
    const refuse = (id: FigureId, to: Cell) => (to.c === 2 ? `${id}: occupied` : null);
    expect(dragUp(dragFromA(cell(2, 0)), cell(2, 0), refuse).outcome).toEqual({ kind: 'cancel', reason: 'A: occupied' });
    expect(dragUp(dragFromA(cell(2, 0)), null, allowAll).outcome).toEqual({ kind: 'cancel', reason: 'released off the map' });
  });

  it('dragging back onto the start square and releasing does nothing', () => {
    expect(dragUp(dragFromA(cell(1, 0), cell(0, 0)), cell(0, 0), allowAll).outcome).toEqual({ kind: 'cancel', reason: null });
  });

  it('a press released without leaving the square is an ordinary click', () => {
    expect(dragUp(dragDown(IDLE, A, cell(0, 0), 0), cell(0, 0), allowAll).outcome).toEqual({ kind: 'click' });
  });

  it('Esc drops the drag: the later release moves nothing and is not a click', () => {
    const { state, cancelled } = dragCancel(dragFromA(cell(1, 0)));
    expect(cancelled).toBe(true);
    expect(dragHolds(state)).toBe(true);
    expect(dragMove(state, cell(1, 1))).toBe(state);
    expect(dragUp(state, cell(1, 1), allowAll)).toEqual({ state: IDLE, outcome: { kind: 'cancel', reason: null } });
    expect(dragCancel(IDLE)).toEqual({ state: IDLE, cancelled: false });
  });
});
