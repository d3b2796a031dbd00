export * from './session';
export { changeSetFromPatches } from './changes';
export { savedGameOf, restoreSession, type RestoreResult } from './savedGame';
export type { ChangeSet } from '../model/changes';
export { createGameSession, gameEngine, headlessGame, HEADLESS, newGame, playCommands, seededWorld, type GameSession, type PlayCommandsResult } from './game';
