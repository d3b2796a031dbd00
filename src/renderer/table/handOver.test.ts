import { describe, expect, it } from 'vitest';
import type { World } from '../../core/model/schema';
import { worldFromAscii } from '../../core/rules/sight/testWorld';
import { RESOLUTION_SHOWN_MS, activeSideId, createHandOverGate } from './handOver';

function withActive(w: World, id: string): World {
  return { ...w, turn: { ...w.turn, round: 1, order: ['A', 'B', 'c'] as World['turn']['order'], activeIndex: ['A', 'B', 'c'].indexOf(id) } };
}

describe('hand-over screen (issue 7 hotseat secrecy)', () => {
  const base = worldFromAscii('AB.c');

  it('covers when the acting side changes, not between figures of one side, until dismissed', () => {
    const gate = createHandOverGate();
    expect(gate.update(withActive(base, 'A'), true)).toBeNull();
    expect(gate.update(withActive(base, 'B'), true)).toBeNull();
    expect(activeSideId(withActive(base, 'c'))).toBe('blue');
    expect(gate.update(withActive(base, 'c'), true)).toBe('Blue');
    expect(gate.update(withActive(base, 'c'), true)).toBe('Blue');
    gate.dismiss();
    expect(gate.update(withActive(base, 'c'), true)).toBeNull();
  });

  it('does nothing when switched off or when the computer plays the next side', () => {
    const off = createHandOverGate();
    off.update(withActive(base, 'A'), false);
    expect(off.update(withActive(base, 'c'), false)).toBeNull();
    const cpu = structuredClone(base);
    cpu.sides.blue.controller = 'computer';
    const gate = createHandOverGate();
    gate.update(withActive(cpu, 'A'), true);
    expect(gate.update(withActive(cpu, 'c'), true)).toBeNull();
  });
});

describe('hand-over screen with simultaneous rounds (module S, S-PLOT)', () => {
  const base = worldFromAscii('AB.c');
  const plotting = (round: number, done: string[]): World => ({ ...base, turn: { ...base.turn, round, phase: 'plot', plots: {}, plotsDone: done } });

  it('covers between the sides plotting; after a round resolves the cover waits while the moves play out, then comes up', () => {
    let clock = 1000;
    const gate = createHandOverGate(() => clock);
    expect(gate.update(plotting(1, []), true)).toBeNull();
    // Red has ended plotting: hand over to blue at once, no resolution in between.
    expect(gate.update(plotting(1, ['red']), true)).toBe('Blue');
    expect(gate.heldMs()).toBe(0);
    gate.dismiss();
    // Blue ends plotting: the round resolves and round 2's plot phase opens with red again.
    expect(gate.update(plotting(2, []), true)).toBeNull();
    expect(gate.heldMs()).toBe(RESOLUTION_SHOWN_MS);
    clock += RESOLUTION_SHOWN_MS - 1;
    expect(gate.update(plotting(2, []), true)).toBeNull();
    clock += 1;
    expect(gate.update(plotting(2, []), true)).toBe('Red');
    expect(gate.heldMs()).toBe(0);
  });
});
