// Movement rules (G-MOVE-1..4, G-ACT-1 move costs): reach overlay and move planning.
export { reachForFigure, planMove, squareReachForFigure, diagonalRuleOf, type FigureReach, type ReachCell, type PlanResult } from './reach';
export { squareGraph, terrainCosts, wallMasks, wallMoveEffect, moveSegments, type TerrainCosts } from './graph';
export { objectCells, objectContains, blockingObjectAt, type ObjectCells } from './objects';
