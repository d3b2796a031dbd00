// The measure and LOS tools through the headless driver: idle → measuring →
// fixed → measuring, the read-out written as the preview, nothing dispatched
// (G-LOS-1 for the LOS read).
import { describe, expect, it } from 'vitest';
import { arena } from '../../core/rules/testing/world';
import { ToolDriver } from '../state/toolDriver';

const MAP = `
  A .|. N
  . . . .
`;

const driver = () => new ToolDriver(arena(MAP, { A: {}, N: {} })).turnOf('A');

describe('measure tool', () => {
  it('first click starts, the line follows the pointer, second click fixes it, a third starts again', () => {
    const d = driver().keyDown('x').expectToBeIn('measure.idle');
    expect(d.preview.measureText).toBeNull();
    d.click([0, 1]).expectToBeIn('measure.measuring');
    d.pointerMove([3, 1]);
    expect(d.preview.measureText).toBe('3.0" (15 ft), 3 squares');
    d.click([2, 1]).expectToBeIn('measure.fixed');
    d.pointerMove([0, 0]);
    expect(d.preview.measureLine).toEqual({ from: { c: 0, r: 1 }, to: { c: 2, r: 1 } });
    d.click([1, 1]).expectToBeIn('measure.measuring');
    expect(d.preview.measureLine).toEqual({ from: { c: 1, r: 1 }, to: { c: 1, r: 1 } });
    expect(d.commands()).toEqual([]);
  });

  it('X again restarts the measure; Esc leaves it for select with the line gone', () => {
    const d = driver().keyDown('x').click([0, 1]).click([2, 1]);
    d.keyDown('x').expectToBeIn('measure.idle');
    expect(d.ui.measureFrom).toBeNull();
    d.click([0, 1]).keyDown('Escape').expectToBeIn('select.idle');
    expect(d.preview.measureLine).toBeNull();
    expect(d.ui.measureFrom).toBeNull();
  });
});

describe('LOS tool', () => {
  it('G-LOS-1 the wall between the middle squares blocks the line; the open row below is clear', () => {
    const d = driver().keyDown('v').expectToBeIn('los.idle');
    d.click([0, 0]).pointerMove([3, 0]).expectToBeIn('los.measuring');
    expect(d.preview.measureText).toMatch(/^LOS blocked; 3\.0"/);
    expect(d.overlay.los?.state).toBe('blocked');
    d.keyDown('v').click([0, 1]).click([3, 1]).expectToBeIn('los.fixed');
    expect(d.preview.measureText).toMatch(/^LOS clear; 3\.0"/);
  });
});
