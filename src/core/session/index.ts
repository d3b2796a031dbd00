export * from './session';
export { changeSetFromPatches } from './changes';
export type { ChangeSet } from '../model/changes';
