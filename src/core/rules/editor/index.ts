// The editor's resolver in the same shape as the play engine, so Session composes both.
export * from './types';
export { resolveEditor } from './resolve';
export { applyEditorEvent } from './apply';
