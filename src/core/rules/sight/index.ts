// Public face of the sight rules (G-LOS, G-COV, G-AREA-1/5).
export { losBetween, coverOf, smokeBlocks, sightClear, type CoverResult } from './los';
export { blastAt, scatterEnd, type BlastResult, type ScatterResult } from './blast';
export { visibleCellsForSide, visibleFiguresForSide, visibilityPolygonsForSide, visibilityPolygonAt, cellsOf, type FogOptions } from './fog';
export { sightWorld, buildSightWorld, footprintOf, wallBlocksSight, wallIsLowCover, type SightRef, type SightWorld, type WallChangeHint } from './sightWorld';
export type { CoverLevel } from '../../geometry/sight/cover';
