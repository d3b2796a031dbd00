// Version 0 (the pre-release editor's format) kept `sides` as an array and the
// terrain as one flat string of width*height legend characters, row by row.
// Version 1 keys sides by id and splits the terrain into rows.
import type { Issue } from '../issues';
import type { Json, Migration, MigrationResult } from './types';

export const v0ToV1: Migration = {
  from: 0,
  to: 1,
  describe: 'sides array -> record by id; terrain.cells flat string -> terrain.rows',
  migrate(json: Json): MigrationResult {
    const issues: Issue[] = [];
    const out: Json = { ...json, version: 1 };

    if (Array.isArray(json.sides)) {
      const sides: Record<string, unknown> = {};
      json.sides.forEach((side, i) => {
        const id = side && typeof side === 'object' ? (side as Json).id : undefined;
        if (typeof id !== 'string' || id === '') issues.push({ path: ['sides', i, 'id'], message: 'a version 0 side needs a string id' });
        else if (id in sides) issues.push({ path: ['sides', i, 'id'], message: `duplicate side id "${id}"` });
        else sides[id] = side;
      });
      out.sides = sides;
    }

    const terrain = json.terrain as Json | undefined;
    if (terrain && typeof terrain === 'object' && 'cells' in terrain) {
      const map = json.map as Json | undefined;
      const width = map && typeof map === 'object' ? map.widthCells : undefined;
      const height = map && typeof map === 'object' ? map.heightCells : undefined;
      const cells = terrain.cells;
      if (typeof cells !== 'string') issues.push({ path: ['terrain', 'cells'], message: 'expected a string of legend characters' });
      else if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || width < 1)
        issues.push({ path: ['map', 'widthCells'], message: 'needed as a positive integer to split terrain.cells into rows' });
      else if (cells.length !== width * height) issues.push({ path: ['terrain', 'cells'], message: `has ${cells.length} characters but the map is ${width}x${height} = ${width * height} cells` });
      else {
        const rows: string[] = [];
        for (let r = 0; r < height; r++) rows.push(cells.slice(r * width, (r + 1) * width));
        const { cells: _dropped, ...rest } = terrain;
        out.terrain = { ...rest, rows };
      }
    }
    return issues.length ? { ok: false, issues } : { ok: true, json: out };
  },
};
