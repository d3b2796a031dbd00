import { describe, expect, it } from 'vitest';
import type { World } from '../../core/model/schema';
import { worldFromAscii } from '../../core/rules/sight/testWorld';
import { activeSideId, createHandOverGate } from './handOver';

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
