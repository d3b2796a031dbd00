import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import type { Objective, Zone } from '../../model/objectives';
import { act, arena, ofType, refused, started } from '../testing/world';
import { activeFigureId } from '../state';
import { createSession } from '../../session/session';
import { playEngine } from '../index';
import { judge, objectiveMet } from './judge';

// A (red) moves first (higher MND); N (blue) starts far away.
const MAP = `
  A . . . .
  . . . . .
  . . . . N
`;
const FIGS = { A: { stats: { mnd: 9 } }, N: { stats: { mnd: 1 } } };

function goals(world: World, objectives: Record<string, Objective[]>, zones: Record<string, Partial<Zone>> = {}, maxRounds?: number): World {
  return produce(world, (d) => {
    d.scenario.objectives = objectives as never;
    d.scenario.zones = Object.fromEntries(Object.entries(zones).map(([id, z]) => [id, { id, name: id, cells: [], rects: [], exit: false, ...z }])) as never;
    if (maxRounds !== undefined) d.scenario.maxRounds = maxRounds;
  });
}
const req = (o: Record<string, unknown>): Objective => ({ when: 'required', ...o }) as Objective;
const down = (w: World, id: string) => produce(w, (d) => void Object.assign(d.figures[id]!.status, { dead: true }));
const endTurn = (w: World) => act(w, { type: 'endTurn', figureId: activeFigureId(w)! });

describe('G-WIN-1/2 the judge, one objective kind at a time', () => {
  const w0 = started(arena(MAP, FIGS));
  const road = { cells: [{ c: 4, r: 0 }] };

  it('G-WIN-1 reach: moving into the zone wins at once; one square short does not', () => {
    const w = goals(w0, { red: [req({ id: 'go', kind: 'reach', zone: 'road' })] }, { road });
    expect(activeFigureId(w)).toBe('A');
    const short = act(w, { type: 'moveFigure', figureId: 'A', to: { c: 3, r: 0 } });
    expect(ofType(short.events, 'sideWon')).toEqual([]);
    const there = act(w, { type: 'moveFigure', figureId: 'A', to: { c: 4, r: 0 } });
    expect(ofType(there.events, 'sideWon')).toEqual([expect.objectContaining({ sideId: 'red', objectiveIds: ['go'], reason: 'red wins: get a figure to road (round 1).' })]);
    expect(there.world.outcome?.result).toBe('won');
  });

  it('G-WIN-2 after the end no game command is accepted, with the reason; undo takes the game back', () => {
    const w = goals(w0, { red: [req({ id: 'go', kind: 'reach', zone: 'road' })] }, { road });
    const session = createSession(w, playEngine);
    expect(session.dispatch({ type: 'moveFigure', figureId: 'A', to: { c: 4, r: 0 } } as never).ok).toBe(true);
    expect(session.world.outcome?.result).toBe('won');
    const r = session.dispatch({ type: 'endTurn', figureId: activeFigureId(session.world) ?? 'N' } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violation).toEqual({ code: 'game-over', message: 'the game is over: red wins: get a figure to road (round 1). Undo to take it back.' });
    expect(session.undo()).toBe(true);
    expect(session.world.outcome).toBeUndefined();
    expect(session.dispatch({ type: 'moveFigure', figureId: 'A', to: { c: 1, r: 0 } } as never).ok).toBe(true);
  });

  it('G-WIN-1 eliminate: every enemy down wins; one enemy up does not', () => {
    const w = goals(w0, { red: [req({ id: 'kill', kind: 'eliminate' })] });
    expect(objectiveMet(w, 'red', w.scenario.objectives.red![0]!)).toBe(false);
    expect(objectiveMet(down(w, 'N'), 'red', w.scenario.objectives.red![0]!)).toBe(true);
    expect(judge(down(w, 'N'), null)).toMatchObject({ result: 'won', sideId: 'red' });
  });

  it('G-WIN-1 hold: held alone at the end of round 1 wins; an enemy in the zone stops it', () => {
    const zone = { rects: [{ c: 0, r: 0, widthCells: 2, heightCells: 2 }] };
    const w = goals(w0, { red: [req({ id: 'farm', kind: 'hold', zone: 'farm', atRound: 1 })] }, { farm: zone });
    const after = endTurn(endTurn(w).world);
    expect(ofType(after.events, 'objectiveRoundsCounted')).toEqual([{ type: 'objectiveRoundsCounted', round: 1, rounds: { 'red:farm': 1 } }]);
    expect(after.world.outcome).toMatchObject({ result: 'won', sideId: 'red', reason: 'red wins: hold farm at the end of round 1 (round 1).' });
    const contested = produce(w, (d) => void (d.figures.N!.cell = { c: 1, r: 1 } as never));
    const c = endTurn(endTurn(contested).world);
    expect(c.world.outcome).toBeUndefined();
    expect(c.world.objectiveRounds).toEqual({ 'red:farm': 0 });
  });

  it('G-WIN-1 hold for K rounds running needs K round ends in a row', () => {
    const zone = { rects: [{ c: 0, r: 0, widthCells: 2, heightCells: 2 }] };
    const w = goals(w0, { red: [req({ id: 'farm', kind: 'hold', zone: 'farm', forRounds: 2 })] }, { farm: zone });
    const r1 = endTurn(endTurn(w).world).world;
    expect(r1.outcome).toBeUndefined();
    const r2 = endTurn(endTurn(r1).world).world;
    expect(r2.outcome).toMatchObject({ result: 'won', sideId: 'red' });
  });

  it('G-WIN-1 survive: up at the end of round 2 wins; down or too early does not', () => {
    const o = req({ id: 'live', kind: 'survive', figures: ['A'], untilRound: 2 } as never);
    const w = goals(w0, { red: [o] });
    expect(objectiveMet(w, 'red', o, 1)).toBe(false);
    expect(objectiveMet(w, 'red', o, 2)).toBe(true);
    expect(objectiveMet(down(w, 'A'), 'red', o, 2)).toBe(false);
  });

  it('G-WIN-1 protect: holds while the figure is up, fails when it goes down', () => {
    const o = req({ id: 'guard', kind: 'protect', figure: 'N' } as never) as Objective;
    const w = goals(w0, { blue: [o] });
    expect(objectiveMet(w, 'blue', o)).toBe(true);
    expect(objectiveMet(down(w, 'N'), 'blue', o)).toBe(false);
  });

  it('G-WIN-1 destroy: the named figure down wins; up does not', () => {
    const o = req({ id: 'hit', kind: 'destroy', figure: 'N' } as never) as Objective;
    const w = goals(w0, { red: [o] });
    expect(objectiveMet(w, 'red', o)).toBe(false);
    expect(judge(down(w, 'N'), null)).toMatchObject({ result: 'won', sideId: 'red', objectiveIds: ['hit'] });
  });

  it('G-WIN-1 take: the item carried by a figure of the side into the zone wins; lying in the zone does not', () => {
    const o = req({ id: 'loot', kind: 'take', item: 'box', zone: 'road' } as never) as Objective;
    const base = goals(w0, { red: [o] }, { road: { cells: [{ c: 0, r: 0 }] } });
    const lying = produce(base, (d) => void (d.items.box = { id: 'box', name: 'Strongbox', cell: { c: 0, r: 0 }, heavy: true, unlocks: [] } as never));
    expect(objectiveMet(lying, 'red', o)).toBe(false);
    const carried = produce(base, (d) => void (d.items.box = { id: 'box', name: 'Strongbox', cell: null, carriedBy: 'A', heavy: true, unlocks: [] } as never));
    expect(objectiveMet(carried, 'red', o)).toBe(true);
  });

  it('G-WIN-2 any-of: one of the group is enough alongside every required one', () => {
    const w = goals(
      w0,
      {
        red: [
          { id: 'kill', kind: 'eliminate', when: 'any-of' },
          { id: 'go', kind: 'reach', zone: 'road', when: 'any-of' },
        ] as Objective[],
      },
      { road: { cells: [{ c: 0, r: 0 }] } },
    );
    expect(judge(w, null)).toMatchObject({ result: 'won', objectiveIds: ['go'] });
  });

  it('G-WIN-2 two sides meeting their objectives at once is a draw', () => {
    const w = goals(w0, { red: [req({ id: 'a', kind: 'protect', figure: 'A' } as never)], blue: [req({ id: 'b', kind: 'protect', figure: 'N' } as never)] } as never);
    expect(judge(w, null)?.result).toBe('drawn');
  });

  it('G-WIN-3 round limit: the side whose at-time-out objectives hold wins; none is a draw', () => {
    const live = { id: 'live', kind: 'survive', untilRound: 1, when: 'at-time-out' } as Objective;
    const w = goals(w0, { blue: [live], red: [{ id: 'kill', kind: 'eliminate', when: 'required' }] }, {}, 1);
    const end = endTurn(endTurn(w).world);
    expect(end.world.outcome).toMatchObject({ result: 'won', sideId: 'blue', reason: 'blue wins at the round limit (1): keep every figure up until the end of round 1.' });
    expect(end.world.turn.round).toBe(1);
    const none = goals(w0, { red: [{ id: 'kill', kind: 'eliminate', when: 'required' }] }, {}, 1);
    expect(endTurn(endTurn(none).world).world.outcome).toMatchObject({ result: 'drawn', reason: 'Draw: the round limit (1) passed and no side met its objectives.' });
  });

  it('G-WIN-4 victory points decide at the round limit; equal points draw', () => {
    const zone = { rects: [{ c: 0, r: 0, widthCells: 2, heightCells: 2 }] };
    const w = goals(
      w0,
      {
        red: [
          { id: 'farm', kind: 'hold', zone: 'farm', when: 'at-time-out', points: 3 },
          { id: 'k', kind: 'eliminate', when: 'at-time-out', points: 5 },
        ],
        blue: [
          { id: 'live', kind: 'survive', untilRound: 1, when: 'at-time-out', points: 2 },
          { id: 'k', kind: 'eliminate', when: 'at-time-out', points: 5 },
        ],
      } as never,
      { farm: zone },
      1,
    );
    expect(endTurn(endTurn(w).world).world.outcome).toMatchObject({ result: 'won', sideId: 'red', reason: 'red wins on victory points at the round limit (1): red 3, blue 2.' });
  });

  it('G-WIN-2 no objectives: play goes on as before (nothing judged)', () => {
    expect(judge(down(w0, 'N'), null)).toBeNull();
    expect(refused(goals(down(w0, 'N'), {}), { type: 'startEncounter' }).code).not.toBe('game-over');
  });
});
