// What the place-charge and force-door actions can act on (issue 6 gaps).
// Pure read-outs that decide which buttons are offered and what a click
// picks; the rules still check distance, AP and turn when the command runs.
import type { Figure, Point, Wall, World } from '../../core/model/schema';
import { weaponById } from '../../core/rules/catalogue';
import { figureCentre, pointSegmentDistance } from '../../core/rules/deps/geom';

/** G-ACT-1 / G-TURN-3: a door is worked on from within 1" of the figure's centre (same test as the rules). */
export const DOOR_REACH_INCHES = 1;

/** Most distance from a click to a door segment for the click to pick that door. */
export const DOOR_PICK_INCHES = 0.75;

export interface PlaceableCharge {
  /** Loadout index (the weaponIndex of the throwArea command). */
  index: number;
  name: string;
  drawn: boolean;
  radiusInches: number;
}

/** Loadout weapons that can be set down as a charge (catalogue category "placed", e.g. dynamite), drawn one first. */
export function placeableCharges(f: Figure): PlaceableCharge[] {
  const out: PlaceableCharge[] = [];
  f.loadout.weapons.forEach((lw, index) => {
    const spec = weaponById(lw.catalogueId);
    if (!spec?.area || !spec.categories.includes('placed')) return;
    out.push({ index, name: spec.name, drawn: index === f.loadout.activeWeapon, radiusInches: spec.area.radiusInches });
  });
  return out.sort((a, b) => Number(b.drawn) - Number(a.drawn) || a.index - b.index);
}

const doorLists = new WeakMap<World['walls'], Wall[]>();

/**
 * The map's doors sorted by id, once per walls record (immer gives a new one
 * exactly when a wall changes): the action bar asks on every render, which is
 * every pointer move, and a scan of 10 000 walls each time cost milliseconds.
 */
export function doorsOf(world: World): readonly Wall[] {
  let doors = doorLists.get(world.walls);
  if (!doors)
    doorLists.set(
      world.walls,
      (doors = Object.values(world.walls)
        .filter((w) => w.kind === 'door')
        .sort((a, b) => a.id.localeCompare(b.id))),
    );
  return doors;
}

/** Closed or locked doors within 1" of the figure: what it can force (an open one needs no forcing). */
export function forceableDoors(world: World, f: Figure): Wall[] {
  const p = figureCentre(f, world.map.grid);
  if (!p) return [];
  return doorsOf(world).filter((w) => w.door !== 'open' && pointSegmentDistance(p, w.a, w.b) <= DOOR_REACH_INCHES + 1e-9);
}

/** The door among `doors` nearest the point, if within DOOR_PICK_INCHES of it. */
export function doorAtPoint(doors: readonly Wall[], point: Point): Wall | null {
  let best: Wall | null = null;
  let bestInches = DOOR_PICK_INCHES + 1e-9;
  for (const d of doors) {
    const inches = pointSegmentDistance(point, d.a, d.b);
    if (inches <= bestInches) {
      best = d;
      bestInches = inches;
    }
  }
  return best;
}

/** The task name a forced door runs under; the computer player uses the same one, so progress is shared. */
export function forceTaskName(wallId: string): string {
  return `force door ${wallId}`;
}

export interface TaskLine {
  name: string;
  apDone: number;
  apNeeded: number;
  /** The door being forced, when the task is one. */
  wallId: string | null;
}

/** Unfinished long tasks of a figure (G-TURN-3), forced doors first named by their wall. */
export function tasksOf(world: World, figureId: string): TaskLine[] {
  return Object.values(world.tasks ?? {})
    .filter((t) => t.figureId === figureId)
    .map((t) => {
      const m = /^force door (.+)$/.exec(t.name);
      return { name: t.name, apDone: t.apDone, apNeeded: t.apNeeded, wallId: m && world.walls[m[1]] ? m[1] : null };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
