export { MapCanvas, type CanvasChanges, type ClientPoint } from './mapCanvas';
export { PX_PER_INCH } from './units';
