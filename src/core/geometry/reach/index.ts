export * from './reach';
export * from './squareKernel';
export * from './squareGraph';
export { reachSquareReference, squareStepUnits, flipsParity } from './squareReference';
