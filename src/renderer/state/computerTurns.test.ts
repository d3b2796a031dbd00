// Solo play (G-GAME-3) in the app: the pure decision, and the driver run
// against a real Session (fake timers stand in for the pause between steps).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { produce } from 'immer';
import { parseScenarioText } from '../../core/io/scenario';
import { createRng } from '../../core/dice';
import { createSession, type Session } from '../../core/session';
import { activeFigureId, chooseCommand, playEngine, type Command, type GameEvent } from '../../core/rules';
import { arena } from '../../core/rules/testing/world';
import type { World } from '../../core/model/schema';
import { PlayController } from './playController';
import { COMPUTER_STEP_MS, ComputerPlayer, computerDecision } from './computerTurns';

/** Dusty Street, seed 8: order Marshal, Deputy (The Law), Slim, Kid (Dalton Gang). */
function dustyWorld(gang: 'human' | 'computer' = 'human'): World {
  const parsed = parseScenarioText(readFileSync('test/fixtures/dusty-street.grit.json', 'utf8'), 'dusty-street.grit.json');
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return produce({ ...parsed.world, rng: createRng(8) }, (d) => {
    d.sides.gang.controller = gang;
  });
}

/**
 * The Law with HP enough to outlast the gang's round: these tests are about whose turn it is, and a
 * computer gang that shoots well (aimed, G-MOD-1) downs both idle lawmen in round 1 with seed 8.
 */
const sturdyLaw = (world: World): World =>
  produce(world, (d) => {
    for (const id of ['marshal', 'deputy']) d.figures[id]!.hp = d.figures[id]!.stats.hp = 99;
  });

function controllerFor(world: World, fast = false) {
  const session = createSession<Command, GameEvent>(world, playEngine as never);
  const canvas = { applyChanges: () => {}, setOverlay: () => {}, animateMove: () => {}, setLeftButtonPans: () => {} };
  let renders = 0;
  const ctl = new PlayController(session, { canvas, render: () => renders++, save: async () => {}, fast });
  return { ctl, session, renders: () => renders };
}

const started = (world: World) => {
  const s = createSession<Command, GameEvent>(world, playEngine as never);
  expect(s.dispatch({ type: 'startEncounter' }).ok).toBe(true);
  return s.world;
};

const logTypes = (session: Session<Command>, from = 0) => session.log.slice(from).map((c) => `${c.type}:${(c as { figureId?: string }).figureId ?? ''}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('computerDecision (pure)', () => {
  it("G-GAME-3 a human side waits; a computer side gets the computer player's command for its active figure", () => {
    const human = started(dustyWorld('human'));
    expect(activeFigureId(human)).toBe('marshal');
    expect(computerDecision(human, { paused: false, busy: false, commandsThisTurn: 0 })).toEqual({ kind: 'wait', reason: 'human-turn' });
    // Marshal and Deputy end their turns: Slim (Dalton Gang) is up.
    const s = createSession<Command, GameEvent>(dustyWorld('computer'), playEngine as never);
    for (const c of [{ type: 'startEncounter' }, { type: 'endTurn', figureId: 'marshal' }, { type: 'endTurn', figureId: 'deputy' }] as Command[]) expect(s.dispatch(c).ok).toBe(true);
    const d = computerDecision(s.world, { paused: false, busy: false, commandsThisTurn: 0 });
    expect(d).toEqual({ kind: 'act', sideId: 'gang', figureId: 'slim', command: chooseCommand(s.world, 'slim'), capped: false });
    expect(computerDecision(s.world, { paused: true, busy: false, commandsThisTurn: 0 })).toEqual({ kind: 'wait', reason: 'paused' });
    expect(computerDecision(s.world, { paused: false, busy: true, commandsThisTurn: 0 })).toEqual({ kind: 'wait', reason: 'busy' });
  });

  it("G-GAME-3 at the per-round cap the figure's turn is ended instead of asking again", () => {
    const w = started(dustyWorld('computer'));
    const s = createSession<Command, GameEvent>(w, playEngine as never);
    s.dispatch({ type: 'endTurn', figureId: 'marshal' });
    s.dispatch({ type: 'endTurn', figureId: 'deputy' });
    const choose = vi.fn(chooseCommand);
    expect(computerDecision(s.world, { paused: false, busy: false, commandsThisTurn: 5, cap: 5 }, choose)).toEqual({
      kind: 'act',
      sideId: 'gang',
      figureId: 'slim',
      command: { type: 'endTurn', figureId: 'slim' },
      capped: true,
    });
    expect(choose).not.toHaveBeenCalled();
  });

  it('G-GAME-1 nothing to do before the encounter or once one side is left standing', () => {
    expect(computerDecision(dustyWorld('computer'), { paused: false, busy: false, commandsThisTurn: 0 })).toEqual({ kind: 'wait', reason: 'not-started' });
    const over = produce(started(dustyWorld('computer')), (d) => {
      d.figures.marshal.status.dead = true;
      d.figures.deputy.status.dead = true;
    });
    expect(computerDecision(over, { paused: false, busy: false, commandsThisTurn: 0 }).kind).toBe('wait');
  });
});

describe('ComputerPlayer in the play controller (real Session)', () => {
  it("G-GAME-3 the toggle is one logged updateSide; the computer then plays the gang's turns until The Law is up again", () => {
    const { ctl, session } = controllerFor(sturdyLaw(dustyWorld('human')));
    expect(ctl.dispatch({ type: 'startEncounter' })).toEqual({ ok: true });
    const before = session.log.length;
    ctl.actions.setSideController('gang', 'computer');
    expect(session.log.slice(before)).toEqual([{ type: 'updateSide', sideId: 'gang', changes: { controller: 'computer' } }]);
    expect(session.world.sides.gang.controller).toBe('computer');
    expect(ctl.view().log.at(-1)?.text).toBe('GM: Dalton Gang is played by the computer (G-GAME-3)');
    // The Law's turn: the computer does nothing, however long we wait.
    vi.advanceTimersByTime(10 * COMPUTER_STEP_MS);
    expect(session.log.length).toBe(before + 1);
    expect(ctl.view().computer).toEqual({ playingSideId: null, paused: false, waitingSideId: null, note: null });
    ctl.dispatch({ type: 'endTurn', figureId: 'marshal' });
    ctl.dispatch({ type: 'endTurn', figureId: 'deputy' });
    expect(ctl.view().computer?.playingSideId).toBe('gang');
    const slimBefore = session.world.figures.slim;
    const gangStart = session.log.length;
    // One command per pause: nothing before the pause is over.
    vi.advanceTimersByTime(COMPUTER_STEP_MS - 1);
    expect(session.log.length).toBe(gangStart);
    vi.advanceTimersByTime(1);
    expect(session.log.length).toBe(gangStart + 1);
    for (let i = 0; i < 200 && activeFigureId(session.world) !== 'marshal'; i++) vi.advanceTimersByTime(COMPUTER_STEP_MS);
    expect(activeFigureId(session.world)).toBe('marshal');
    expect(session.world.turn.round).toBe(2);
    const played = logTypes(session, gangStart);
    expect(played.every((t) => t.endsWith(':slim') || t.endsWith(':kid'))).toBe(true);
    expect(played.some((t) => t.startsWith('endTurn') || t.startsWith('move') || t.startsWith('attack'))).toBe(true);
    expect(session.world.figures.slim).not.toEqual(slimBefore);
    expect(ctl.view().computer?.playingSideId).toBeNull();
    // The computer's commands are in the game log like the user's.
    expect(ctl.view().log.some((e) => /Slim|Kid/.test(e.text))).toBe(true);
    // Back to human: nothing more happens on the gang's turn.
    ctl.actions.setSideController('gang', 'human');
    ctl.dispatch({ type: 'endTurn', figureId: 'marshal' });
    ctl.dispatch({ type: 'endTurn', figureId: 'deputy' });
    const stopped = session.log.length;
    vi.advanceTimersByTime(20 * COMPUTER_STEP_MS);
    expect(session.log.length).toBe(stopped);
    ctl.dispose();
  });

  it("G-GAME-3 a scenario whose side is already the computer's starts that way; fast plays without a pause", () => {
    const { ctl, session } = controllerFor(sturdyLaw(dustyWorld('computer')), true);
    ctl.dispatch({ type: 'startEncounter' });
    ctl.dispatch({ type: 'endTurn', figureId: 'marshal' });
    ctl.dispatch({ type: 'endTurn', figureId: 'deputy' });
    const gangStart = session.log.length;
    for (let i = 0; i < 200 && activeFigureId(session.world) !== 'marshal'; i++) vi.advanceTimersByTime(1);
    expect(activeFigureId(session.world)).toBe('marshal');
    expect(session.log.length).toBeGreaterThan(gangStart);
    ctl.dispose();
  });

  it('G-GAME-3 an undo pauses the computer until Resume; switching back to human stops it; dispose clears the timer', () => {
    const { ctl, session } = controllerFor(dustyWorld('computer'));
    ctl.dispatch({ type: 'startEncounter' });
    ctl.dispatch({ type: 'endTurn', figureId: 'marshal' });
    ctl.dispatch({ type: 'moveFigure', figureId: 'deputy', to: { c: 7, r: 9 } });
    ctl.dispatch({ type: 'endTurn', figureId: 'deputy' });
    expect(ctl.view().computer?.playingSideId).toBe('gang');
    // The user takes the Deputy's end turn back before the computer moves.
    ctl.actions.undo();
    expect(activeFigureId(session.world)).toBe('deputy');
    ctl.dispatch({ type: 'endTurn', figureId: 'deputy' });
    const pausedAt = session.log.length;
    vi.advanceTimersByTime(20 * COMPUTER_STEP_MS);
    expect(session.log.length).toBe(pausedAt);
    expect(ctl.view().computer).toMatchObject({ playingSideId: null, paused: true, waitingSideId: 'gang' });
    ctl.actions.resumeComputer();
    expect(ctl.view().computer).toMatchObject({ playingSideId: 'gang', paused: false });
    vi.advanceTimersByTime(COMPUTER_STEP_MS);
    expect(session.log.length).toBe(pausedAt + 1);
    ctl.dispose();
    vi.advanceTimersByTime(20 * COMPUTER_STEP_MS);
    expect(session.log.length).toBe(pausedAt + 1);
  });
});

describe('ComputerPlayer guards (stub computer player)', () => {
  /** A and B (red) against N (blue, human); red is the computer's. */
  function redComputer() {
    const w = produce(arena('A . . . . . . . . .\n. . . . . . . . . .\n. . . . . . . . . N', { A: {}, N: {} }), (d) => {
      d.sides.red.controller = 'computer';
    });
    const session = createSession<Command, GameEvent>(w, playEngine as never);
    expect(session.dispatch({ type: 'startEncounter' }).ok).toBe(true);
    if (activeFigureId(session.world) !== 'A') session.dispatch({ type: 'endTurn', figureId: 'N' });
    expect(activeFigureId(session.world)).toBe('A');
    return session;
  }
  const hostOf = (session: Session<Command>) => ({ session, dispatch: (c: Command) => session.dispatch(c) as never, refresh: () => {}, busy: () => false });

  it("G-GAME-3 a refused command ends that figure's turn instead", () => {
    const session = redComputer();
    const start = session.log.length;
    const player = new ComputerPlayer(hostOf(session), { stepMs: 0, choose: (_w, id) => ({ type: 'moveFigure', figureId: id, to: { c: 99, r: 99 } }) });
    player.schedule();
    vi.advanceTimersByTime(1);
    expect(session.log.slice(start)).toEqual([{ type: 'endTurn', figureId: 'A' }]);
    expect(activeFigureId(session.world)).not.toBe('A');
    player.dispose();
  });

  it("G-GAME-3 after the cap of commands in a round the figure's turn is ended for it (figures alternate: counted over the round)", () => {
    const session = redComputer();
    session.dispatch({ type: 'updateSide', sideId: 'blue', changes: { controller: 'computer' } } as never);
    const start = session.log.length;
    // One square along the row each time: legal, and never ends the round by itself.
    const choose = (w: World, id: string): Command => {
      const at = w.figures[id].cell!;
      return { type: 'moveFigure', figureId: id, to: { c: at.c + (at.c < 9 ? 1 : -1), r: at.r } };
    };
    const player = new ComputerPlayer(hostOf(session), { stepMs: 0, cap: 3, choose });
    player.schedule();
    for (let i = 0; i < 20 && session.world.turn.round === 1; i++) vi.advanceTimersByTime(1);
    const mine = (id: string) => logTypes(session, start).filter((t) => t.endsWith(`:${id}`));
    expect(mine('A')).toEqual(['moveFigure:A', 'moveFigure:A', 'moveFigure:A', 'endTurn:A']);
    expect(mine('N')).toEqual(['moveFigure:N', 'moveFigure:N', 'moveFigure:N', 'endTurn:N']);
    expect(session.world.turn.round).toBe(2);
    player.dispose();
  });

  it('G-GAME-3 while the user holds the board the computer waits, then goes on', () => {
    const session = redComputer();
    const start = session.log.length;
    let busy = true;
    const player = new ComputerPlayer({ ...hostOf(session), busy: () => busy }, { stepMs: 0, choose: (_w, id) => ({ type: 'endTurn', figureId: id }) });
    player.schedule();
    vi.advanceTimersByTime(1000);
    expect(session.log.length).toBe(start);
    busy = false;
    vi.advanceTimersByTime(1000);
    expect(session.log.slice(start)).toEqual([{ type: 'endTurn', figureId: 'A' }]);
    player.dispose();
  });
});
