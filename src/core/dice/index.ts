// Public face of core/dice: a seeded serialisable PRNG, dice notation, and faces typed at the table.
export { createRng, nextFloat, nextUint32, rollDie, pickIndex } from './rng';
export type { RngState } from './rng';
export { parseDice, formatDice, addModifier, rollDice, diceRange } from './notation';
export type { DiceExpr } from './notation';
export { facesProblem, totalOfFaces } from './typed';
