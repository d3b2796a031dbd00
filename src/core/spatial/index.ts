// rbush index of walls, objects, figures and areas, bulk-loaded from a World
// and updated from change sets (DESIGN "Core ideas"); answers WorldQuery.
import RBush from 'rbush';
import type { Area, Cell, Figure, GridKind, MapObject, Point, Wall, World } from '../model/schema';
import type { ChangeSet } from '../model/changes';
import { cellCenter, cellKey, figureCells } from '../geometry/grid/index';
import type { Box, WorldQuery } from './query';
import { distancePointToBox, segmentsIntersect, segmentTouchesBox, TOUCH_EPS } from './segments';

export type { Box, WorldQuery } from './query';
export { segmentsIntersect, segmentTouchesBox, distancePointToBox } from './segments';

export interface IndexItem extends Box {
  id: string;
}

const INDEXED = ['walls', 'objects', 'figures', 'areas'] as const;
type Indexed = (typeof INDEXED)[number];

/** Half the extent of a cell around its centre: squares are 1", hexes are 1" across flats. */
const cellHalf = (grid: GridKind) => (grid === 'square' ? 0.5 : 1 / Math.sqrt(3));

export function wallBox(w: Wall): Box {
  return { minX: Math.min(w.a.x, w.b.x), minY: Math.min(w.a.y, w.b.y), maxX: Math.max(w.a.x, w.b.x), maxY: Math.max(w.a.y, w.b.y) };
}

export function objectBox(o: MapObject): Box {
  if (o.shape.kind === 'circle') {
    const { center, radiusInches: r } = o.shape;
    return { minX: center.x - r, minY: center.y - r, maxX: center.x + r, maxY: center.y + r };
  }
  const xs = o.shape.points.map((p) => p.x);
  const ys = o.shape.points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

export function areaBox(a: Area): Box {
  return { minX: a.center.x - a.radiusInches, minY: a.center.y - a.radiusInches, maxX: a.center.x + a.radiusInches, maxY: a.center.y + a.radiusInches };
}

/** Boxes of each footprint cell of a figure (empty when off the map). */
export function figureCellBoxes(grid: GridKind, f: Figure): Box[] {
  if (!f.cell) return [];
  const h = cellHalf(grid);
  return figureCells(grid, f.cell, f.sizeCells).map((c) => {
    const p = cellCenter(grid, c);
    return { minX: p.x - h, minY: p.y - h, maxX: p.x + h, maxY: p.y + h };
  });
}

function union(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  return boxes.reduce((u, b) => ({ minX: Math.min(u.minX, b.minX), minY: Math.min(u.minY, b.minY), maxX: Math.max(u.maxX, b.maxX), maxY: Math.max(u.maxY, b.maxY) }));
}

function itemFor(world: World, kind: Indexed, id: string): IndexItem | null {
  let box: Box | null;
  if (kind === 'walls') box = world.walls[id] ? wallBox(world.walls[id]) : null;
  else if (kind === 'objects') box = world.objects[id] ? objectBox(world.objects[id]) : null;
  else if (kind === 'areas') box = world.areas[id] ? areaBox(world.areas[id]) : null;
  else box = world.figures[id] ? union(figureCellBoxes(world.map.grid, world.figures[id])) : null;
  return box ? { ...box, id } : null;
}

export class SpatialIndex implements WorldQuery {
  private trees: Record<Indexed, RBush<IndexItem>> = {
    walls: new RBush(),
    objects: new RBush(),
    figures: new RBush(),
    areas: new RBush(),
  };
  private items: Record<Indexed, Map<string, IndexItem>> = { walls: new Map(), objects: new Map(), figures: new Map(), areas: new Map() };
  private current: World;
  /** Kinds of a view not loaded yet: a resolution step usually asks about one kind (areas) while another changed (figures). */
  private pending = new Set<Indexed>();

  /**
   * `base`: an index whose trees may be shared for the kinds whose record is
   * the same object in both Worlds (immer keeps unchanged records
   * identical). An index built that way must not be `update`d, and is only
   * valid while `base` is not updated (RulesCache drops such views when the
   * session's index moves on).
   */
  constructor(world: World, base?: SpatialIndex) {
    this.current = world;
    if (!base) {
      this.rebuild(world);
      return;
    }
    for (const kind of INDEXED) {
      const same = !base.pending.has(kind) && base.current[kind] === world[kind] && (kind !== 'figures' || base.current.map.grid === world.map.grid);
      if (same) {
        this.trees[kind] = base.trees[kind];
        this.items[kind] = base.items[kind];
      } else this.pending.add(kind);
    }
  }

  private tree(kind: Indexed): RBush<IndexItem> {
    if (this.pending.size && this.pending.delete(kind)) this.loadKind(this.current, kind);
    return this.trees[kind];
  }

  get world(): World {
    return this.current;
  }

  /** Full bulk load (rbush `load`), used at start and after loading a new World. */
  rebuild(world: World): void {
    this.current = world;
    this.pending.clear();
    for (const kind of INDEXED) this.loadKind(world, kind);
  }

  private loadKind(world: World, kind: Indexed): void {
    const list: IndexItem[] = [];
    const map = new Map<string, IndexItem>();
    for (const id of Object.keys(world[kind])) {
      const item = itemFor(world, kind, id);
      if (item) {
        list.push(item);
        map.set(id, item);
      }
    }
    // A fresh tree: a shared one (see the constructor) is never cleared under its other owner.
    this.trees[kind] = new RBush<IndexItem>().load(list);
    this.items[kind] = map;
  }

  /** Re-index only the ids the change set names; a map change (grid kind) rebuilds figures. */
  update(world: World, changes: ChangeSet): void {
    this.current = world;
    for (const kind of INDEXED) {
      const ids = kind === 'figures' && changes.map ? new Set([...this.items.figures.keys(), ...Object.keys(world.figures)]) : changes[kind];
      for (const id of ids) {
        const old = this.items[kind].get(id);
        const next = itemFor(world, kind, id);
        if (old && next && old.minX === next.minX && old.minY === next.minY && old.maxX === next.maxX && old.maxY === next.maxY) continue;
        if (old) {
          this.trees[kind].remove(old);
          this.items[kind].delete(id);
        }
        if (next) {
          this.trees[kind].insert(next);
          this.items[kind].set(id, next);
        }
      }
    }
  }

  /** Sorted contents per tree, for comparing an incremental index with a rebuild. */
  contents(): Record<Indexed, IndexItem[]> {
    const out = {} as Record<Indexed, IndexItem[]>;
    for (const kind of INDEXED) {
      out[kind] = this.tree(kind)
        .all()
        .map((i) => ({ id: i.id, minX: i.minX, minY: i.minY, maxX: i.maxX, maxY: i.maxY }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
    return out;
  }

  wallsCrossingSegment(a: Point, b: Point): Wall[] {
    const box = padded({ minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) });
    return this.tree('walls')
      .search(box)
      .map((i) => this.current.walls[i.id])
      .filter((w) => segmentsIntersect(a, b, w.a, w.b));
  }

  wallsInBox(box: Box): Wall[] {
    return this.tree('walls')
      .search(padded(box))
      .map((i) => this.current.walls[i.id])
      .filter((w) => segmentTouchesBox(w.a, w.b, box));
  }

  figuresWithinRadius(point: Point, radiusInches: number): Figure[] {
    const box = padded({ minX: point.x - radiusInches, minY: point.y - radiusInches, maxX: point.x + radiusInches, maxY: point.y + radiusInches });
    const grid = this.current.map.grid;
    return this.tree('figures')
      .search(box)
      .map((i) => this.current.figures[i.id])
      .filter((f) => figureCellBoxes(grid, f).some((cb) => distancePointToBox(point, cb) <= radiusInches + 1e-9));
  }

  figuresInBox(box: Box): Figure[] {
    return this.tree('figures')
      .search(box)
      .map((i) => this.current.figures[i.id]);
  }

  objectsInBox(box: Box): MapObject[] {
    return this.tree('objects')
      .search(box)
      .map((i) => this.current.objects[i.id]);
  }

  figureAtCell(cell: Cell): Figure | undefined {
    const grid = this.current.map.grid;
    const p = cellCenter(grid, cell);
    const key = cellKey(cell);
    return this.tree('figures')
      .search({ minX: p.x, minY: p.y, maxX: p.x, maxY: p.y })
      .map((i) => this.current.figures[i.id])
      .find((f) => f.cell !== null && figureCells(grid, f.cell, f.sizeCells).some((c) => cellKey(c) === key));
  }

  areasAtPoint(point: Point): Area[] {
    return this.tree('areas')
      .search(padded({ minX: point.x, minY: point.y, maxX: point.x, maxY: point.y }))
      .map((i) => this.current.areas[i.id])
      .filter((a) => Math.hypot(point.x - a.center.x, point.y - a.center.y) <= a.radiusInches + 1e-9);
  }
}

/**
 * The query box widened by the exact tests' tolerance: rbush compares boxes
 * exactly, while the tests accept a touch within TOUCH_EPS (a wall ending
 * 1e-12" off a step's box was missed before; found by the property test).
 */
function padded(b: Box): Box {
  return { minX: b.minX - TOUCH_EPS, minY: b.minY - TOUCH_EPS, maxX: b.maxX + TOUCH_EPS, maxY: b.maxY + TOUCH_EPS };
}

export function createSpatialIndex(world: World): SpatialIndex {
  return new SpatialIndex(world);
}
