import { describe, expect, it } from 'vitest';
import { act, arena, startedWithRolls } from '../../../core/rules/testing/world';
import { withModules } from '../../../core/rules/modules/testing';
import { createHandOverGate } from '../../table/handOver';

describe('N-ABORT in hotseat', () => {
  it('N-ABORT a paused hit hands the window to the defender’s side (the prompt is behind the hand-over screen), and back when the other side acts', () => {
    // A (red, knife) hits N (blue): attack 3 hits, damage 6.
    const w0 = startedWithRolls(withModules(arena(`A N`, { A: { stats: { mnd: 9 }, weapons: ['knife'] }, N: { stats: { mnd: 1 } } }), ['N']), [
      [10, 3],
      [10, 6],
    ]);
    const gate = createHandOverGate();
    expect(gate.update(w0, true)).toBeNull();
    const hit = act(w0, { type: 'attack', figureId: 'A', targetId: 'N' }).world;
    expect(hit.pendingAbort?.targetId).toBe('N');
    expect(gate.update(hit, true)).toBe(hit.sides.blue!.name);
    gate.dismiss();
    const answered = act(hit, { type: 'chooseAbort', figureId: 'N', choice: 'take' }).world;
    // The attack was A's Action: N's own turn follows, same side, no second screen; then A's side gets the screen back.
    expect(gate.update(answered, true)).toBeNull();
    const next = act(answered, { type: 'endTurn', figureId: 'N' }).world;
    expect(gate.update(next, true)).toBe(next.sides.red!.name);
  });
  it('N-ABORT a blast pauses for the blue figure it catches (Dive for Cover) behind the hand-over screen', () => {
    // A (red) throws dynamite at N (blue): hit on 1, N's damage 3d10.
    const w0 = startedWithRolls(withModules(arena(`A . . . . . N`, { A: { stats: { mnd: 9 }, weapons: ['dynamite'] }, N: { stats: { mnd: 1 } } }), ['N']), [[10, 1]]);
    const gate = createHandOverGate();
    expect(gate.update(w0, true)).toBeNull();
    const caught = act(w0, { type: 'throwArea', figureId: 'A', weaponIndex: 0, at: { x: 6.5, y: 0.5 } }).world;
    expect(caught.pendingAbort).toMatchObject({ targetId: 'N', burst: { weaponId: 'dynamite' } });
    expect(gate.update(caught, true)).toBe(caught.sides.blue!.name);
  });
});
