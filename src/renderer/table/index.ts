// Public face of the table view (issue 7).
export { isTableViewUrl, startTableView, type GritTableHandle } from './tablePage';
export { startWithTable } from './entry';
export { createHandOverGate, activeSideId, type HandOverGate } from './handOver';
export { overlaysFromPlayView } from './overlays';
export type { TableControlsState, TableControlsActions } from './controlsContract';
export { attachTableLink, type TableBridge, type TableGmOptions } from './gmBridge';
export { buildTableProjection, defaultPlayerSides, playersVisibleCells, NO_OVERLAYS, type OverlaySwitches, type ProjectionOptions } from './projection';
export { createTableLink, type TableLink } from './link';
export { pxPerInchFromDiagonal, pxPerInchFromRuler, cssPxPerInch, type Calibration } from './calibration';
