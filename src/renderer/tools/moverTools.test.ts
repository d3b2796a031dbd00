// The select and move tools played through the headless driver: states
// entered, commands dispatched, previews written (G-MOVE-1).
import { describe, expect, it } from 'vitest';
import { arena } from '../../core/rules/testing/world';
import { ToolDriver } from '../state/toolDriver';

const MAP = `
  A . . . .
  . . . # .
  . . . . N
`;

function driver() {
  return new ToolDriver(arena(MAP, { A: { weapons: ['revolver'] }, N: {} })).turnOf('A');
}

describe('select tool', () => {
  it('G-MOVE-1 issue 16 fix 2: on a new turn the active figure is the mover; a click on a reachable square moves it (no click on the figure first)', () => {
    const d = driver().expectToBeIn('select.idle');
    expect(d.ui.selectedFigureId).toBe('A');
    expect(d.preview.mover).toBe('A');
    d.pointerMove([1, 2]);
    expect(d.preview.move).toMatchObject({ figureId: 'A', to: { c: 1, r: 2 } });
    d.click([1, 2]);
    expect(d.commands()).toEqual([{ type: 'moveFigure', figureId: 'A', to: { c: 1, r: 2 } }]);
  });

  it('G-MOVE-1 with another figure picked, a click on a square drops that pick and moves nothing', () => {
    const d = driver().click([4, 2]);
    expect(d.ui.selectedFigureId).toBe('N');
    expect(d.preview.mover).toBeNull();
    d.click([1, 1]);
    expect(d.commands()).toEqual([]);
    expect(d.ui.selectedFigureId).toBeNull();
    expect(d.preview.mover).toBe('A');
  });

  it('G-MOVE-1 clicking the active figure shows its reach; hover writes path and AP; a click on a square dispatches moveFigure', () => {
    const d = driver().expectToBeIn('select.idle');
    d.click([0, 0]);
    expect(d.ui.selectedFigureId).toBe('A');
    expect(d.preview.mover).toBe('A');
    d.pointerMove([2, 0]);
    expect(d.preview.move).toMatchObject({ figureId: 'A', to: { c: 2, r: 0 }, apCost: 2 });
    expect(d.overlay.path?.label).toBe('2 AP');
    d.click([2, 0]).expectToBeIn('select.idle');
    expect(d.commands()).toEqual([{ type: 'moveFigure', figureId: 'A', to: { c: 2, r: 0 } }]);
  });

  it('G-MOVE-1 a click on rock is refused with the reason and dispatches nothing', () => {
    const d = driver().click([0, 0]).click([3, 1]);
    expect(d.commands()).toEqual([]);
    expect(d.ui.violation?.code).toBe('no-path');
  });

  it('G-MOVE-1 press on the active figure → pointing → dragging → release: one moveFigure; Esc mid-drag → cancelled, nothing moves', () => {
    const d = driver();
    d.pointerDown([0, 0]).expectToBeIn('select.pointing');
    d.dragTo([1, 1]).expectToBeIn('select.dragging');
    expect(d.preview.move).toMatchObject({ to: { c: 1, r: 1 } });
    d.pointerUp([1, 1]).expectToBeIn('select.idle');
    expect(d.commands()).toEqual([{ type: 'moveFigure', figureId: 'A', to: { c: 1, r: 1 } }]);

    d.turnOf('A').pointerDown([1, 1]).dragTo([2, 2]).expectToBeIn('select.dragging');
    d.keyDown('Escape').expectToBeIn('select.cancelled');
    expect(d.preview.move).toBeNull();
    d.pointerUp([2, 2]).expectToBeIn('select.idle');
    expect(d.commands()).toEqual([]);
    expect(d.ui.tool).toBe('select');
  });

  it('G-MOVE-1 issue 16 fix 4: a drag released off the map leaves no path or label behind', () => {
    const d = driver();
    d.pointerDown([0, 0]).dragTo([2, 0]).expectToBeIn('select.dragging');
    d.dragTo([4, 0]);
    expect(d.overlay.path?.label).toBeTruthy();
    d.pointerUp(null).expectToBeIn('select.idle');
    expect(d.commands()).toEqual([]);
    expect(d.ui.hoverCell).toBeNull();
    expect(d.preview.move).toBeNull();
    expect(d.overlay.path).toBeUndefined();
  });

  it('a press on another figure or with Space held never starts a drag', () => {
    const d = driver();
    d.pointerDown([4, 2]).expectToBeIn('select.idle');
    d.ctl.onPointer({ kind: 'down', cell: { c: 0, r: 0 } as never, point: { x: 0.5, y: 0.5 }, button: 0, buttons: 1, shiftKey: false, click: false, panModifier: true });
    d.expectToBeIn('select.idle');
    expect(d.ui.drag.phase).toBe('idle');
  });
});

describe('move tool', () => {
  it('G-MOVE-1 M shows the reach without a selection; a click on an enemy selects it, on a square moves', () => {
    const d = driver().keyDown('m').expectToBeIn('move.idle');
    expect(d.preview.mover).toBe('A');
    d.pointerMove([1, 0]);
    expect(d.preview.move?.apCost).toBe(1);
    d.click([4, 2]);
    expect(d.ui.selectedFigureId).toBe('N');
    expect(d.commands()).toEqual([]);
    d.click([1, 0]);
    expect(d.commands()).toEqual([{ type: 'moveFigure', figureId: 'A', to: { c: 1, r: 0 } }]);
  });

  it('Esc (not dragging) or a right click drops back to select.idle', () => {
    const d = driver().keyDown('m').keyDown('Escape').expectToBeIn('select.idle');
    d.keyDown('m').rightClick([1, 1]).expectToBeIn('select.idle');
  });
});
