// Dice notation as used by the GRIT tables: "1d10", "3d10", "1d10 +2",
// "1d10 –2" (en dash in the source), "1d10 ÷2" (unarmed, G-OBJ-4), and plain
// constants such as "1" (smoke and stun grenades).
//
// Semantics of a roll (documented once, here):
//   total = floor(sum of faces / divisor) + modifier
// The divisor applies to the dice only, whatever the written order, because
// the text's "1d10 ÷2" halves the die ("always round down") and a DV bonus
// bought with OP (G-OBJ-1) is added after. The minimum of 1 on a hit (G-DMG-1)
// is the damage rule's job, not the notation's: `total` may be 0 or negative.
import type { RngState } from './rng';
import { rollDie } from './rng';

export interface DiceExpr {
  count: number;
  sides: number;
  modifier: number;
  /** 1, or 2 for "÷2". */
  divisor: number;
  /** The notation as given (trimmed). */
  notation: string;
}

const MAX_COUNT = 1000;
const MAX_SIDES = 1000;

// NdS, then any mix of "÷k" / "/k" and "+m" / "-m" terms.
const DICE_RE = /^(\d+)\s*[dD]\s*(\d+)((?:\s*(?:[÷/]\s*\d+|[+-]\s*\d+))*)$/;
const TERM_RE = /([÷/+-])\s*(\d+)/g;

export function parseDice(notation: string): DiceExpr {
  if (typeof notation !== 'string') throw new Error(`dice notation must be a string, got ${typeof notation}`);
  const trimmed = notation.trim();
  // Unicode minus and en/em dashes appear in the source text.
  const s = trimmed.replace(/[–—−]/g, '-');
  if (/^[+-]?\d+$/.test(s)) {
    return { count: 0, sides: 0, modifier: Number(s), divisor: 1, notation: trimmed };
  }
  const m = DICE_RE.exec(s);
  if (!m) {
    throw new Error(`bad dice notation "${notation}": expected NdS with optional +M, -M or ÷D (e.g. "1d10", "2d10 +3", "1d10 ÷2") or a whole number`);
  }
  const count = Number(m[1]);
  const sides = Number(m[2]);
  if (count < 1 || count > MAX_COUNT) throw new Error(`bad dice notation "${notation}": dice count must be 1..${MAX_COUNT}`);
  if (sides < 1 || sides > MAX_SIDES) throw new Error(`bad dice notation "${notation}": sides must be 1..${MAX_SIDES}`);
  let modifier = 0;
  let divisor = 1;
  let sawDivisor = false;
  for (const t of m[3].matchAll(TERM_RE)) {
    const n = Number(t[2]);
    if (t[1] === '÷' || t[1] === '/') {
      if (sawDivisor) throw new Error(`bad dice notation "${notation}": only one divisor is allowed`);
      if (n < 1) throw new Error(`bad dice notation "${notation}": divisor must be at least 1`);
      divisor = n;
      sawDivisor = true;
    } else {
      modifier += t[1] === '+' ? n : -n;
    }
  }
  return { count, sides, modifier, divisor, notation: trimmed };
}

/** Canonical text: "1d10", "2d10+3", "1d10-2", "1d10÷2+1", "1". */
export function formatDice(expr: Omit<DiceExpr, 'notation'>): string {
  if (expr.count === 0) return String(expr.modifier);
  const div = expr.divisor > 1 ? `÷${expr.divisor}` : '';
  const mod = expr.modifier > 0 ? `+${expr.modifier}` : expr.modifier < 0 ? `${expr.modifier}` : '';
  return `${expr.count}d${expr.sides}${div}${mod}`;
}

/** Returns a copy of the expression with `delta` added to its modifier. */
export function addModifier(expr: DiceExpr, delta: number): DiceExpr {
  const next = { ...expr, modifier: expr.modifier + delta };
  return { ...next, notation: formatDice(next) };
}

export function rollDice(expr: DiceExpr | string, rng: RngState): { total: number; faces: number[]; rng: RngState } {
  const e = typeof expr === 'string' ? parseDice(expr) : expr;
  const faces: number[] = [];
  let cur = rng;
  for (let i = 0; i < e.count; i++) {
    const r = rollDie(cur, e.sides);
    faces.push(r.value);
    cur = r.rng;
  }
  const sum = faces.reduce((a, b) => a + b, 0);
  return { total: Math.floor(sum / e.divisor) + e.modifier, faces, rng: cur };
}

/** Lowest and highest possible totals, for previews ("3–12"). */
export function diceRange(expr: DiceExpr | string): { min: number; max: number } {
  const e = typeof expr === 'string' ? parseDice(expr) : expr;
  return {
    min: Math.floor(e.count / e.divisor) + e.modifier,
    max: Math.floor((e.count * e.sides) / e.divisor) + e.modifier,
  };
}
