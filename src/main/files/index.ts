// Node-side file functions for the Electron main process (and the CLI if it wants them).
export * from './atomic';
export * from './autosave';
export * from './recovery';
export * from './read';
export * from './imageBeside';
