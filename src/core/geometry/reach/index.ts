export * from './reach';
export * from './squareKernel';
export * from './squareGraph';
