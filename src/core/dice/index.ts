// Public face of core/dice: a seeded serialisable PRNG and dice notation.
export { createRng, nextFloat, nextUint32, rollDie, pickIndex } from './rng';
export type { RngState } from './rng';
export { parseDice, formatDice, addModifier, rollDice, diceRange } from './notation';
export type { DiceExpr } from './notation';
