import { describe, expect, it } from 'vitest';
import { act, arena, started } from '../../core/rules/testing/world';
import type { World } from '../../core/model/schema';
import { activeFigureId } from '../../core/rules';
import { turnNoteOf } from './turnNote';

const MAP = `
  A . B . C
  . . . . .
`;

function game(): World {
  return started(arena(MAP, { A: { name: 'Cole', sideId: 'law' }, B: { name: 'Ray', sideId: 'law' }, C: { name: 'Jack', sideId: 'gang' } }));
}

describe('turn note (issue 16 fix 3)', () => {
  it('G-TURN-1 after a move with AP left: says one action a turn, who comes before the mover again, the AP left and who is next', () => {
    const w0 = game();
    const mover = activeFigureId(w0)!;
    const { world, events } = act(w0, { type: 'moveFigure', figureId: mover, to: { c: 1, r: 1 } } as never);
    const note = turnNoteOf(world, events);
    const f = world.figures[mover];
    const next = world.figures[activeFigureId(world)!];
    const order = world.turn.order;
    const before = world.figures[order[(order.indexOf(mover as never) + order.length - 1) % order.length]];
    expect(note?.figureId).toBe(mover);
    expect(note?.text).toBe(`One action a turn (G-TURN-1): ${f.name} acts again after ${before.name}, ${f.apLeft} AP left. Next: ${next.name}.`);
  });

  it('G-INIT-3 a pass is not explained (the player chose it)', () => {
    const w0 = game();
    const { world, events } = act(w0, { type: 'pass', figureId: activeFigureId(w0)! } as never);
    expect(turnNoteOf(world, events)).toBeNull();
  });

  it('G-TURN-2 ending the turn for the round is not explained', () => {
    const w0 = game();
    const { world, events } = act(w0, { type: 'endTurn', figureId: activeFigureId(w0)! } as never);
    expect(turnNoteOf(world, events)).toBeNull();
  });
});

describe('turn note in the play view (issue 16 fix 3)', () => {
  it('G-TURN-1 after a click-move the view and the log carry the note; the next command clears it from the view', async () => {
    const { ToolDriver } = await import('./toolDriver');
    const d = new ToolDriver(game(), { start: false });
    const mover = d.ctl.active()!;
    const to = mover === 'A' ? [0, 1] : mover === 'B' ? [2, 1] : [4, 1];
    d.click(to as [number, number]);
    const view = d.ctl.view();
    expect(view.turnNote).toMatch(/^One action a turn \(G-TURN-1\): .* acts again after .*, \d+ AP left\. Next: .*\.$/);
    expect(view.log.map((e) => e.text)).toContain(view.turnNote);
    expect(view.log.filter((e) => e.event.type === 'apSpent')).toEqual([]);
    d.ctl.dispatch({ type: 'pass', figureId: d.ctl.active()! } as never);
    expect(d.ctl.view().turnNote).toBeNull();
  });
});
