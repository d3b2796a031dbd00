// Change set from immer patch paths: the first path element names the
// collection, the second the record id.
import type { Patch } from 'immer';
import type { World } from '../model/schema';
import { emptyChangeSet, KEYED_COLLECTIONS, type ChangeSet, type KeyedCollection } from '../model/changes';

const KEYED = new Set<string>(KEYED_COLLECTIONS);

export function changeSetFromPatches(patches: readonly Patch[], before: World, after: World, into: ChangeSet = emptyChangeSet()): ChangeSet {
  for (const p of patches) {
    const head = p.path[0];
    if (head === undefined) {
      // The whole World was replaced: every id of both sides changed.
      for (const k of KEYED_COLLECTIONS) addAllKeys(into, k, before, after);
      into.terrain = into.map = into.scenario = into.turn = into.rng = into.lights = into.tasks = true;
      continue;
    }
    if (typeof head === 'string' && KEYED.has(head)) {
      const k = head as KeyedCollection;
      if (p.path.length >= 2) into[k].add(String(p.path[1]));
      else addAllKeys(into, k, before, after);
      continue;
    }
    switch (head) {
      case 'terrain':
        into.terrain = true;
        break;
      case 'map':
        into.map = true;
        break;
      case 'scenario':
        into.scenario = true;
        break;
      case 'turn':
        into.turn = true;
        break;
      case 'rng':
        into.rng = true;
        break;
      case 'lights':
        into.lights = true;
        break;
      case 'tasks':
        into.tasks = true;
        break;
    }
  }
  return into;
}

function addAllKeys(cs: ChangeSet, k: KeyedCollection, before: World, after: World): void {
  for (const id of Object.keys(before[k] ?? {})) cs[k].add(id);
  for (const id of Object.keys(after[k] ?? {})) cs[k].add(id);
}

/**
 * Change set by comparing references: immer keeps every untouched record and
 * collection identical, so this names exactly what a produce() changed
 * without asking it for patches (Sessions without history).
 */
export function changeSetFromDiff(before: World, after: World, into: ChangeSet = emptyChangeSet()): ChangeSet {
  if (before === after) return into;
  for (const k of KEYED_COLLECTIONS) {
    const a = before[k] ?? {};
    const b = after[k] ?? {};
    if (a === b) continue;
    for (const id of Object.keys(a)) if (a[id] !== b[id]) into[k].add(id);
    for (const id of Object.keys(b)) if (!(id in a)) into[k].add(id);
  }
  if (before.terrain !== after.terrain) into.terrain = true;
  if (before.map !== after.map) into.map = true;
  if (before.scenario !== after.scenario) into.scenario = true;
  if (before.turn !== after.turn) into.turn = true;
  if (before.rng !== after.rng) into.rng = true;
  if (before.lights !== after.lights) into.lights = true;
  if (before.tasks !== after.tasks) into.tasks = true;
  return into;
}
