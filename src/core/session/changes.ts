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
