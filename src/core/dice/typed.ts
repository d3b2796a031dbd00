// Faces rolled with real dice and typed in (issue 16 fix 8). The same total
// as a seeded roll of the same faces, so a typed roll and an app roll of
// equal faces resolve alike (total = floor(sum / divisor) + modifier).
import { parseDice, type DiceExpr } from './notation';

/** Why these faces cannot be this roll's, or null when they can (one face per die, each 1..sides). */
export function facesProblem(expr: DiceExpr | string, faces: readonly unknown[]): string | null {
  const e = typeof expr === 'string' ? parseDice(expr) : expr;
  if (faces.length !== e.count) return `${e.notation || 'the roll'} throws ${e.count} ${e.count === 1 ? 'die' : 'dice'}, ${faces.length} ${faces.length === 1 ? 'face was' : 'faces were'} given`;
  for (const f of faces) {
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > e.sides) return `${JSON.stringify(f)} is not a face of a d${e.sides} (it shows 1 to ${e.sides})`;
  }
  return null;
}

/** The roll's total from faces already checked with facesProblem. */
export function totalOfFaces(expr: DiceExpr | string, faces: readonly number[]): number {
  const e = typeof expr === 'string' ? parseDice(expr) : expr;
  const sum = faces.reduce((a, b) => a + b, 0);
  return Math.floor(sum / e.divisor) + e.modifier;
}
