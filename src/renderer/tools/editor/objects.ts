// The object palette: cover objects a designer places with one click
// (G-COV-1: low objects give cover to a crouching figure, high ones block
// sight). Sizes in inches, centred on the clicked point.
import type { MapObject, Point } from '../../../core/model/schema';

export interface ObjectPreset {
  id: string;
  name: string;
  height: MapObject['height'];
  /** A rectangle (width × depth) or a circle (radius). */
  size: { widthInches: number; depthInches: number } | { radiusInches: number };
}

export const OBJECT_PRESETS: readonly ObjectPreset[] = [
  { id: 'crates', name: 'Crates', height: 'low', size: { widthInches: 1, depthInches: 1 } },
  { id: 'desk', name: 'Desk', height: 'low', size: { widthInches: 1.8, depthInches: 0.8 } },
  { id: 'barrel', name: 'Barrel', height: 'low', size: { radiusInches: 0.4 } },
  { id: 'table', name: 'Table', height: 'low', size: { widthInches: 1.6, depthInches: 0.9 } },
  { id: 'sandbags', name: 'Sandbags', height: 'low', size: { widthInches: 2, depthInches: 0.5 } },
  { id: 'tree', name: 'Tree', height: 'high', size: { radiusInches: 0.7 } },
  { id: 'wagon', name: 'Wagon', height: 'high', size: { widthInches: 3, depthInches: 1.4 } },
  { id: 'pillar', name: 'Pillar', height: 'high', size: { radiusInches: 0.35 } },
  { id: 'rock', name: 'Boulder', height: 'high', size: { widthInches: 1.4, depthInches: 1.2 } },
  { id: 'shelf', name: 'Shelves', height: 'high', size: { widthInches: 2, depthInches: 0.5 } },
];

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** A new object of the preset centred at `at` (no id: the command picks a fresh one). */
export function presetObject(preset: ObjectPreset, at: Point): Omit<MapObject, 'id'> {
  const s = preset.size;
  if ('radiusInches' in s) return { name: preset.name, height: preset.height, shape: { kind: 'circle', center: { x: r3(at.x), y: r3(at.y) }, radiusInches: s.radiusInches } };
  const hw = s.widthInches / 2,
    hd = s.depthInches / 2;
  const pts = [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([dx, dy]) => ({ x: r3(at.x + dx!), y: r3(at.y + dy!) }));
  return { name: preset.name, height: preset.height, shape: { kind: 'polygon', points: pts } };
}
