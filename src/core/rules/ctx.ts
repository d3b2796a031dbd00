// A resolution in progress: events so far and the World as they leave it.
// Each emitted event is applied at once (immer, copy-on-write) so later steps
// of the same command see its effect while the caller's World is untouched.
import { produce } from 'immer';
import type { RngState, World } from '../model/schema';
import { applyEvent } from './apply';
import { rollDice } from './deps';
import { freshRulesCache, type RulesCache } from '../spatial/rulesCache';
import type { GameEvent, RollModifier, Violation } from './events';
import { moduleOn } from '../model/modules';
import { moduleRollModifiers } from './modules/rollModifiers';

export class RuleViolation extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

export function refuse(code: string, message: string, shortfall?: number): never {
  throw new RuleViolation(shortfall === undefined ? { code, message } : { code, message, shortfall });
}

export class Ctx {
  readonly events: GameEvent[] = [];
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

  /** Rolls notation with the World's dice and logs it (G-GAME-2). */
  roll(purpose: string, notation: string, figureId?: string): { total: number; faces: number[] } {
    const r = rollDice(notation, this.rng);
    this.emit({ type: 'diceRolled', purpose, ...(figureId ? { figureId } : {}), notation, faces: r.faces, modifiers: [], total: r.total, rng: r.rng });
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
    const r = rollDice('1d10', this.rng);
    const target = stat + modifiers.reduce((s, m) => s + m.value, 0);
    const roll = r.faces[0];
    let success = roll <= target;
    if (natural && roll === 1) success = true;
    if (natural && roll === 10) success = false;
    this.emit({ type: 'diceRolled', purpose, figureId, notation: '1d10', faces: r.faces, modifiers, total: roll, target, success, rng: r.rng });
    return { roll, target, success };
  }
}
