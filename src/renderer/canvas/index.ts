export { MapCanvas, type CanvasChanges, type ClientPoint } from './mapCanvas';
export { PX_PER_INCH } from './units';
export type { ScreenInsets } from './camera';
export type { OverlaySpec, MapPointerEvent, ReachShading, LosState, RingKind } from './overlays/types';
export type { EditorOverlaySpec } from './editor/types';
export { GRID_LINE_ALPHA } from './layers/gridLayer';
