// Solo play (G-GAME-3): sides whose World record says controller 'computer'
// are played by the rules' computer player (chooseCommand). The decision is
// pure (computerDecision); ComputerPlayer only schedules it: one command at a
// time through the same dispatch as the UI, with a pause between so a user
// can follow on screen. It never fights the user: an undo pauses it until
// "Resume computer" or the side's toggle is pressed again.
import type { FigureId, World } from '../../core/model/schema';
import { activeFigureId, chooseCommand, livingSides, type Command, type Violation } from '../../core/rules';
import { optNumber } from '../../core/rules/options';
import type { EditorCommand } from '../../core/rules/editor';
import type { ChangeCause, Session } from '../../core/session';
import type { ComputerView } from './contract';
import { plotForSide, sideToPlot } from '../../core/rules/ai/simultaneous';

/** Pause between computer commands so each one can be seen (0 with ?fast=1). */
export const COMPUTER_STEP_MS = 350;
/** Re-check while the user holds the board (a drag, a hand-over cover). */
export const COMPUTER_BUSY_RETRY_MS = 200;
/** A figure gets this many computer commands per round before its turn is ended for it (a stall guard; a round has at most AP-many Actions). */
export const COMPUTER_COMMAND_CAP = 40;

export type Controller = 'human' | 'computer';

export type ComputerDecision =
  | { kind: 'wait'; reason: 'not-started' | 'game-over' | 'human-turn' | 'paused' | 'busy' }
  | { kind: 'act'; sideId: string; figureId: FigureId; command: Command; capped: boolean };

/** The side of the active figure when the computer controls it, else null. */
export function computerSideToPlay(world: World): string | null {
  const id = activeFigureId(world);
  const sideId = id ? world.figures[id]?.sideId : undefined;
  return sideId && world.sides[sideId]?.controller === 'computer' ? sideId : null;
}

/**
 * G-GAME-3 option maxRounds: a game the computer plays on every side is
 * called a draw after that many rounds (as `grit sim` does), so two sides
 * that never meet do not play on for ever.
 */
export function roundLimitReached(world: World): boolean {
  const sides = Object.values(world.sides);
  return sides.length > 0 && sides.every((s) => s.controller === 'computer') && world.turn.round > optNumber(world, 'maxRounds');
}

/** G-GAME-1: the game is over when fewer than two sides still have a figure standing, or at the round limit. */
export function gameOver(world: World): boolean {
  return world.turn.round >= 1 && (livingSides(world).length < 2 || roundLimitReached(world));
}

/**
 * What the computer does next on this World: nothing (and why), or the
 * command for the active figure. Past the per-round cap the figure's turn is
 * ended instead of asking the computer player again.
 */
export function computerDecision(
  world: World,
  state: { paused: boolean; busy: boolean; commandsThisTurn: number; cap?: number },
  choose: (world: World, figureId: string) => Command = chooseCommand,
): ComputerDecision {
  const id = activeFigureId(world) as FigureId | undefined;
  if (!id) return { kind: 'wait', reason: world.turn.round < 1 ? 'not-started' : 'game-over' };
  if (gameOver(world)) return { kind: 'wait', reason: 'game-over' };
  const sideId = computerSideToPlay(world);
  if (!sideId) return { kind: 'wait', reason: 'human-turn' };
  if (state.paused) return { kind: 'wait', reason: 'paused' };
  if (state.busy) return { kind: 'wait', reason: 'busy' };
  if (state.commandsThisTurn >= (state.cap ?? COMPUTER_COMMAND_CAP)) return { kind: 'act', sideId, figureId: id, command: { type: 'endTurn', figureId: id }, capped: true };
  return { kind: 'act', sideId, figureId: id, command: choose(world, id), capped: false };
}

/** What the driver needs from the play controller. */
export interface ComputerHost {
  readonly session: Session<Command>;
  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation };
  /** Re-render the panels (the status line changed). */
  refresh(): void;
  /** The user holds the board (a figure drag, a hand-over cover): wait. */
  busy(): boolean;
}

export interface ComputerOptions {
  stepMs?: number;
  cap?: number;
  choose?: (world: World, figureId: string) => Command;
}

export class ComputerPlayer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private paused = false;
  private note: string | null = null;
  /** Commands given to each figure this round (G-TURN: figures alternate, so a figure's round spans several activations). */
  private round = 0;
  private readonly commandsThisRound = new Map<string, number>();
  private disposed = false;
  private readonly unsubscribe: () => void;
  private readonly stepMs: number;
  private readonly cap: number;
  private readonly choose: (world: World, figureId: string) => Command;

  constructor(
    private readonly host: ComputerHost,
    options: ComputerOptions = {},
  ) {
    this.stepMs = options.stepMs ?? COMPUTER_STEP_MS;
    this.cap = options.cap ?? COMPUTER_COMMAND_CAP;
    this.choose = options.choose ?? ((world, id) => chooseCommand(world, id, host.session.rulesCache));
    this.unsubscribe = host.session.subscribe((_w, _c, _e, cause) => this.onChange(cause));
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.unsubscribe();
  }

  /** For the panel: who the computer plays now, paused, and the last problem. */
  view(): ComputerView {
    const world = this.host.session.world;
    const last = this.lastView;
    // A pointer move asks again with the same World: the same object keeps the panels from re-rendering (issue 16 speed).
    if (last && last.world === world && last.paused === this.paused && last.view.note === this.note) return last.view;
    const sideId = gameOver(world) ? null : computerSideToPlay(world);
    const anyComputer = Object.values(world.sides).some((s) => s.controller === 'computer');
    const view = { playingSideId: this.paused ? null : sideId, paused: this.paused && anyComputer, waitingSideId: this.paused ? sideId : null, note: this.note };
    this.lastView = { world, paused: this.paused, view };
    return view;
  }

  private lastView: { world: unknown; paused: boolean; view: ComputerView } | null = null;

  /** Hand a side to the computer or back (updateSide: logged, one undo step); either way the computer is no longer paused. */
  setController(sideId: string, controller: Controller): { ok: true } | { ok: false; violation: Violation } {
    this.paused = false;
    this.note = null;
    const r = this.host.dispatch({ type: 'updateSide', sideId, changes: { controller } } as EditorCommand);
    this.schedule();
    this.host.refresh();
    return r;
  }

  resume(): void {
    this.paused = false;
    this.note = null;
    this.schedule();
    this.host.refresh();
  }

  /** Looks at the World and, when a computer side is to act, plans the next command. Safe to call any time. */
  schedule(): void {
    if (this.disposed || this.timer !== null) return;
    const d = this.decide();
    if (d.kind === 'act' || this.sideToPlot()) this.setTimer(this.stepMs);
    else if (d.reason === 'busy') this.setTimer(COMPUTER_BUSY_RETRY_MS);
  }

  private onChange(cause: ChangeCause): void {
    if (cause === 'undo') {
      // Do not replay what the user just took back: wait for Resume.
      this.paused = true;
      this.clearTimer();
      this.host.refresh();
      return;
    }
    if (cause === 'load') {
      this.clearTimer();
      return;
    }
    this.schedule();
  }

  private decide(): ComputerDecision {
    const world = this.host.session.world;
    if (world.turn.round !== this.round) {
      this.round = world.turn.round;
      this.commandsThisRound.clear();
    }
    const id = activeFigureId(world);
    const count = (id && this.commandsThisRound.get(id)) || 0;
    return computerDecision(world, { paused: this.paused, busy: this.host.busy(), commandsThisTurn: count, cap: this.cap }, this.choose);
  }

  /** One command: the computer's choice; refused, the figure's turn ends; refused too, the computer pauses and says why. */
  step(): void {
    this.timer = null;
    if (this.disposed) return;
    // Module S (S-PLOT): a computer side plots all its figures, then ends plotting.
    const plotting = this.sideToPlot();
    if (plotting) {
      if (this.host.busy()) return this.setTimer(COMPUTER_BUSY_RETRY_MS);
      for (const c of plotForSide(this.host.session.world, plotting, this.host.session.rulesCache)) this.host.dispatch(c);
      return;
    }
    const d = this.decide();
    if (d.kind !== 'act') {
      if (d.reason === 'busy') this.setTimer(COMPUTER_BUSY_RETRY_MS);
      return;
    }
    this.commandsThisRound.set(d.figureId, (this.commandsThisRound.get(d.figureId) ?? 0) + 1);
    const r = this.host.dispatch(d.command);
    if (r.ok) return; // the Session's change schedules the next step
    if (d.command.type !== 'endTurn') {
      const end = this.host.dispatch({ type: 'endTurn', figureId: d.figureId });
      if (end.ok) return;
    }
    this.paused = true;
    this.note = `The computer could not go on with ${this.host.session.world.figures[d.figureId]?.name ?? d.figureId}: ${r.violation.message}`;
    this.host.refresh();
  }

  /** Module S: the computer side still to plot, when the computer is not paused. */
  private sideToPlot(): string | null {
    const world = this.host.session.world;
    if (this.paused || gameOver(world)) return null;
    return sideToPlot(world, (s) => world.sides[s]?.controller === 'computer');
  }

  private setTimer(ms: number): void {
    this.timer = setTimeout(() => this.step(), ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
