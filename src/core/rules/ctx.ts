// A resolution in progress: events so far and the World as they leave it.
// Each emitted event is applied at once (immer, copy-on-write) so later steps
// of the same command see its effect while the caller's World is untouched.
import { produce } from 'immer';
import type { RngState, World } from '../model/schema';
import { applyEvent } from './apply';
import { facesProblem, parseDice, rollDice, totalOfFaces } from './deps';
import { freshRulesCache, type RulesCache } from '../spatial/rulesCache';
import type { DiceRequest, GameEvent, RollModifier, Violation } from './events';
import { moduleOn } from '../model/modules';
import { moduleRollModifiers } from './modules/rollModifiers';

/**
 * A refusal by the rules: an expected outcome, not a fault, so it is thrown
 * without a stack trace. Previews resolve a command on every pointer move and
 * most hovers are refused (out of reach, no line of sight): V8 captured the
 * stack on each, part of the slowest moves (issue 16 hover tail). The message
 * and `violation` say what was refused; nothing reads the stack.
 */
export class RuleViolation extends Error {
  readonly violation: Violation;

  constructor(violation: Violation) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    // Error's constructor does not throw for a string message, so the limit is always put back.
    super(violation.message);
    Error.stackTraceLimit = limit;
    this.violation = violation;
  }
}

export function refuse(code: string, message: string, shortfall?: number): never {
  throw new RuleViolation(shortfall === undefined ? { code, message } : { code, message, shortfall });
}

export class Ctx {
  readonly events: GameEvent[] = [];
  /** Module S (S-ACT): while set, applyDamage collects damage here instead of applying it. */
  deferredDamage?: Array<{ targetId: string; rawDamage: number; source: string }>;
  /** `cache`: the session's rules cache (spatial index, sight structures); a fresh one for one-off calls. */
  constructor(
    public world: World,
    readonly cache: RulesCache = freshRulesCache(),
  ) {}

  emit(e: GameEvent): void {
    this.events.push(e);
    this.world = produce(this.world, (d) => applyEvent(d as World, e));
    // G-WIN-7: what a figure carries falls to its cell when it goes down.
    if (e.type === 'figureDowned') {
      const cell = this.world.figures[e.figureId]?.cell;
      for (const item of Object.values(this.world.items ?? {})) {
        if (item.carriedBy === e.figureId && cell) this.emit({ type: 'itemDropped', figureId: e.figureId, itemId: item.id, cell: { ...cell }, fell: true });
      }
    }
  }

  /** A game's dice are seeded when it starts (a fresh seed, or a fixed one): a World without them is a caller's bug, never a silent seed. */
  get rng(): RngState {
    if (!this.world.rng) refuse('no-dice', 'the World has no dice state (rng): start the game from a seed (G-GAME-2)');
    return this.world.rng;
  }

  /**
   * Real dice (issue 16 fix 8). Chosen over a "pending roll" pause like
   * N-ABORT's pendingAbort: the command carries the faces (boardgame.io
   * style), so resolve stays pure, a refused command changes nothing, the log
   * and saves replay as they do with seeded dice, and previews and the
   * computer's what-ifs (no `faces`) still roll seeded. A roll whose side
   * rolls at the table takes the next faces; when they run out resolve
   * refuses with "dice-needed" and the roll's request, so the app asks for
   * it and resolves again with one roll more. Undefined: every roll is seeded.
   */
  tableFaces?: { faces: readonly unknown[]; used: number };
  /** The side acting in the command: it rolls the dice of a roll that names no figure. */
  actorSideId?: string;

  /** The side rolling at the table for this roll, or undefined when the app rolls it (a side the computer plays always does). */
  private tableSide(figureId: string | undefined, sideId: string | undefined): string | undefined {
    if (!this.tableFaces) return undefined;
    const id = sideId ?? (figureId ? this.world.figures[figureId]?.sideId : undefined) ?? this.actorSideId;
    const side = id ? this.world.sides[id] : undefined;
    return side && side.dice === 'table' && side.controller !== 'computer' ? side.id : undefined;
  }

  /**
   * The faces of one roll: typed at the table (refused when missing or
   * impossible) or from the World's seeded dice. `ask` is what the table is
   * told (target, modifiers); `sideId` names the rolling side when no figure does.
   */
  draw(
    purpose: string,
    notation: string,
    figureId?: string,
    ask: { target?: number; modifiers?: RollModifier[]; sideId?: string } = {},
  ): { total: number; faces: number[]; rng: RngState; atTable: boolean } {
    const expr = parseDice(notation);
    const sideId = expr.count > 0 ? this.tableSide(figureId, ask.sideId) : undefined;
    const typed = this.tableFaces;
    if (!sideId || !typed) return { ...rollDice(expr, this.rng), atTable: false };
    const faces = typed.faces.slice(typed.used, typed.used + expr.count);
    const request: DiceRequest = {
      purpose,
      notation,
      count: expr.count,
      sides: expr.sides,
      sideId,
      ...(figureId ? { figureId } : {}),
      ...(ask.target !== undefined ? { target: ask.target } : {}),
      modifiers: ask.modifiers ?? [],
      faceIndex: typed.used,
    };
    if (faces.length < expr.count) {
      const given = typed.faces.length - typed.used;
      throw new RuleViolation({
        code: 'dice-needed',
        message: `roll ${notation} at the table for ${purpose}: ${given ? `${given} of its ${expr.count} faces given` : 'its faces are needed'} (faces[${typed.used}]…)`,
        roll: request,
      });
    }
    const problem = facesProblem(expr, faces);
    if (problem) throw new RuleViolation({ code: 'impossible-face', message: `faces[${typed.used}…]: ${problem}, for ${purpose}`, roll: request });
    typed.used += expr.count;
    return { total: totalOfFaces(expr, faces as number[]), faces: faces as number[], rng: this.rng, atTable: true };
  }

  /** Rolls notation with the World's dice (or the table's) and logs it (G-GAME-2). `by`: the side rolling when it is not the figure's. */
  roll(purpose: string, notation: string, figureId?: string, by?: { sideId?: string }): { total: number; faces: number[] } {
    const r = this.draw(purpose, notation, figureId, by);
    this.emit({
      type: 'diceRolled',
      purpose,
      ...(figureId ? { figureId } : {}),
      notation,
      faces: r.faces,
      modifiers: [],
      total: r.total,
      rng: r.rng,
      ...(r.atTable ? { atTable: true as const } : {}),
    });
    return { total: r.total, faces: r.faces };
  }

  /**
   * G-ROLL-1: 1d10, success when the roll <= stat + modifiers. `natural`
   * applies the G-ATK-2 option (1 always hits, 10 always misses).
   */
  actionRoll(purpose: string, figureId: string, stat: number, modifiers: RollModifier[], natural = false): { roll: number; target: number; success: boolean } {
    // Modules N/L: injury (N-INJURY) or wounds (L-BAR) apply to all rolls; attack rolls already carry them from checkAttack.
    if ((moduleOn(this.world, 'N') || moduleOn(this.world, 'L')) && !modifiers.some((m) => /\((N-INJURY|L-BAR)\)$/.test(m.source)))
      modifiers = [...modifiers, ...moduleRollModifiers(this.world, this.world.figures[figureId]!)];
    const target = stat + modifiers.reduce((s, m) => s + m.value, 0);
    const r = this.draw(purpose, '1d10', figureId, { target, modifiers });
    const roll = r.faces[0];
    let success = roll <= target;
    if (natural && roll === 1) success = true;
    if (natural && roll === 10) success = false;
    this.emit({ type: 'diceRolled', purpose, figureId, notation: '1d10', faces: r.faces, modifiers, total: roll, target, success, rng: r.rng, ...(r.atTable ? { atTable: true as const } : {}) });
    return { roll, target, success };
  }
}
