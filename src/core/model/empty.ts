// A blank scenario for the designer's "New map": one open terrain type, no sides.
import { World, type GridKind, SCENARIO_VERSION } from './schema';

export interface EmptyWorldOptions {
  title?: string;
  widthCells?: number;
  heightCells?: number;
  grid?: GridKind;
}

export function emptyWorld(options: EmptyWorldOptions = {}): World {
  const widthCells = options.widthCells ?? 24;
  const heightCells = options.heightCells ?? 16;
  return World.parse({
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: options.grid ?? 'square', widthCells, heightCells },
    terrainTypes: { open: { id: 'open', name: 'Open ground', colour: '#9c8f6e', apCost: 1 } },
    terrain: { legend: { '.': 'open' }, rows: Array.from({ length: heightCells }, () => '.'.repeat(widthCells)) },
    sides: {},
    scenario: { title: options.title ?? 'New scenario' },
  });
}
