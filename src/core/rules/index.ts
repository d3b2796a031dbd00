// Public face of the rules engine (issue 5): pure resolve, trivial applyEvent.
import { applyEvent } from './apply';
import { isUndoable, resolve } from './resolve';

export { resolve, isUndoable } from './resolve';
export { applyEvent, type TaskProgress } from './apply';
export { COMMAND_TYPES, parseCellRef, type Command, type CommandType, type ManualModifier } from './commands';
export type { GameEvent, EventType, ResolveResult, Violation, RollModifier, DiceRequest } from './events';
export { RULE_OPTIONS, ruleOptionsInForce } from './options';
export { activeFigureId, canTakeTurn, livingSides } from './state';
export { checkAttack } from './combat/modifiers';
export { chooseCommand } from './ai';

export const playEngine = { resolve, applyEvent, isUndoable };
