// The scenario schema's building blocks: record ids, points and cells
// (distances in inches; cells {c, r}, 0-based column and row; 1 cell = 1").
// Part of the zod schema that schema.ts assembles and re-exports.
import { z } from 'zod';

const id = <B extends string>(brand: B) => z.string().min(1).max(200).brand(brand);
export const FigureId = id('FigureId');
export const WallId = id('WallId');
export const ObjectId = id('ObjectId');
export const AreaId = id('AreaId');
export const SideId = id('SideId');
export const TerrainTypeId = id('TerrainTypeId');
export type FigureId = z.infer<typeof FigureId>;
export type WallId = z.infer<typeof WallId>;
export type ObjectId = z.infer<typeof ObjectId>;
export type AreaId = z.infer<typeof AreaId>;
export type SideId = z.infer<typeof SideId>;
export type TerrainTypeId = z.infer<typeof TerrainTypeId>;

export const finite = z.number().finite();
/** Map sizes are bounded so a hostile file cannot ask for a billion cells. */
export const MAX_MAP_CELLS = 1000;

export const Point = z.object({ x: finite.min(-1e5).max(1e5), y: finite.min(-1e5).max(1e5) });
export type Point = z.infer<typeof Point>;
export const Cell = z.object({ c: z.number().int().min(0).max(MAX_MAP_CELLS), r: z.number().int().min(0).max(MAX_MAP_CELLS) });
export type Cell = z.infer<typeof Cell>;
