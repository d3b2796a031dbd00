// Real dice at the table (issue 16 fix 8), the app's half: a command of a
// side that rolls at the table is dispatched with the faces typed so far
// (none at first); each "dice-needed" refusal opens the prompt for that roll,
// each answer dispatches again with its faces added, until the command
// resolves. Nothing reaches the World before that, so Esc drops the action
// whole, and an impossible face keeps the faces already given.
import type { World } from '../../core/model/schema';
import type { Command, DiceRequest, Violation } from '../../core/rules';
import { facesProblem } from '../../core/dice';

export interface TableRoll {
  /** The action as the user asked for it, without faces. */
  command: Command;
  /** Faces of the rolls already answered, in roll order. */
  faces: number[];
  request: DiceRequest;
  /** Why the last answer was refused (an impossible face), shown in the prompt. */
  error: string | null;
}

/** A person's side rolls real dice: its commands go out with `faces`, so the rules ask for the table's rolls. */
export function rollsAtTable(world: World): boolean {
  return Object.values(world.sides).some((s) => s.dice === 'table' && s.controller !== 'computer');
}

export function withFaces(command: Command, faces: number[]): Command {
  return { ...command, faces };
}

type Outcome = { ok: true } | { ok: false; violation: Violation };

/**
 * The prompt after dispatching `command` with `faces`: closed when it
 * resolved or was refused for another reason (that refusal is the toast),
 * the next roll when more faces are needed, the same roll with the reason
 * when a face was impossible.
 */
export function nextTableRoll(command: Command, faces: number[], before: TableRoll | null, result: Outcome): { roll: TableRoll | null; toast: Violation | null } {
  if (result.ok) return { roll: null, toast: null };
  const v = result.violation;
  if (v.code === 'dice-needed' && v.roll) return { roll: { command, faces, request: v.roll, error: null }, toast: null };
  // The rules' message names the faces list for the CLI; the prompt says it about the dice on screen.
  if (v.code === 'impossible-face' && before) return { roll: { ...before, error: `${facesProblem(before.request.notation, faces.slice(before.faces.length)) ?? v.message}.` }, toast: null };
  return { roll: null, toast: v };
}

/** Digits typed for one die read as its face; "" when nothing is typed yet. A d10's 0 is its 10. */
export function faceOfEntry(entry: string, sides: number): number | null {
  if (!/^\d+$/.test(entry)) return null;
  const n = Number(entry);
  return n === 0 && sides === 10 ? 10 : n;
}
