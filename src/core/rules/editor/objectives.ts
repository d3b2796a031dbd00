// Zones and objectives as the editor edits them (G-WIN-1): each change is one
// `updateScenario` command (checked by the same zod schema as files), built
// here so the panel stays a view. A zone in use by an objective is not deleted
// silently: the caller gets the objectives that name it.
import type { World } from '../../model/schema';
import type { Objective, ObjectiveKind, Zone } from '../../model/objectives';
import { freshId } from '../../model/ids';
import type { EditorCommand } from './types';

type ScenarioUpdate = Extract<EditorCommand, { type: 'updateScenario' }>;

/** A new objective of `kind` for the side, valid against the schema with the World's first zone, enemy figure and item. */
export function newObjective(world: World, sideId: string, kind: ObjectiveKind): Objective {
  const taken = Object.fromEntries((world.scenario.objectives[sideId] ?? []).map((o) => [o.id, true]));
  const id = freshId(kind, taken);
  const zone = Object.keys(world.scenario.zones)[0] ?? '';
  const enemy = Object.values(world.figures).find((f) => f.sideId !== sideId)?.id ?? '';
  const friend = Object.values(world.figures).find((f) => f.sideId === sideId)?.id ?? '';
  const item = Object.keys(world.items)[0] ?? '';
  const base = { id, when: 'required' as const };
  switch (kind) {
    case 'eliminate':
      return { ...base, kind };
    case 'reach':
      return { ...base, kind, zone };
    case 'hold':
      return { ...base, kind, zone, forRounds: 1 };
    case 'survive':
      return { ...base, kind, untilRound: world.scenario.maxRounds ?? 10 };
    case 'protect':
      return { ...base, kind, figure: friend };
    case 'destroy':
      return { ...base, kind, figure: enemy };
    case 'take':
      return { ...base, kind, item, zone };
  }
}

/** The side's objectives replaced by `list`. */
export function setObjectives(world: World, sideId: string, list: Objective[]): ScenarioUpdate {
  const objectives = { ...world.scenario.objectives, [sideId]: list };
  if (list.length === 0) delete objectives[sideId];
  return { type: 'updateScenario', changes: { objectives } };
}

/** One objective changed (kind-specific fields kept as given; a kind change starts from that kind's defaults). */
export function updateObjective(world: World, sideId: string, index: number, changes: Partial<Objective>): ScenarioUpdate {
  const list = [...(world.scenario.objectives[sideId] ?? [])];
  const old = list[index];
  if (!old) throw new Error(`side "${sideId}" has no objective ${index}`);
  if (changes.kind && changes.kind !== old.kind) {
    const fresh = newObjective(world, sideId, changes.kind);
    list[index] = { ...fresh, id: old.id, when: old.when, ...(old.points !== undefined ? { points: old.points } : {}), ...(old.label !== undefined ? { label: old.label } : {}) };
  } else {
    const next = { ...old, ...changes } as Record<string, unknown>;
    // An emptied optional field is left out of the file rather than written as "" or null.
    for (const [k, v] of Object.entries(next)) if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0 && k === 'figures')) delete next[k];
    list[index] = next as Objective;
  }
  return setObjectives(world, sideId, list);
}

export function removeObjective(world: World, sideId: string, index: number): ScenarioUpdate {
  return setObjectives(
    world,
    sideId,
    (world.scenario.objectives[sideId] ?? []).filter((_, i) => i !== index),
  );
}

export function addObjective(world: World, sideId: string, kind: ObjectiveKind): ScenarioUpdate {
  return setObjectives(world, sideId, [...(world.scenario.objectives[sideId] ?? []), newObjective(world, sideId, kind)]);
}

/** A zone's name, side or exit flag changed. */
export function updateZone(world: World, zoneId: string, changes: Partial<Pick<Zone, 'name' | 'sideId' | 'exit'>>): ScenarioUpdate {
  const old = world.scenario.zones[zoneId];
  if (!old) throw new Error(`zone "${zoneId}" does not exist`);
  const next: Record<string, unknown> = { ...old, ...changes };
  if (next['sideId'] === undefined || next['sideId'] === '') delete next['sideId'];
  return { type: 'updateScenario', changes: { zones: { ...world.scenario.zones, [zoneId]: next as Zone } } };
}

/** Objectives (side id and index) that name the zone. */
export function zoneUsers(world: World, zoneId: string): Array<{ sideId: string; index: number; id: string }> {
  const out: Array<{ sideId: string; index: number; id: string }> = [];
  for (const [sideId, list] of Object.entries(world.scenario.objectives)) list.forEach((o, index) => ('zone' in o && o.zone === zoneId ? out.push({ sideId, index, id: o.id }) : undefined));
  return out;
}

/** Deletes a zone; refused while an objective names it (the loader would refuse the file). */
export function deleteZone(world: World, zoneId: string): { ok: true; command: ScenarioUpdate } | { ok: false; error: string } {
  if (!world.scenario.zones[zoneId]) return { ok: false, error: `zone "${zoneId}" does not exist` };
  const users = zoneUsers(world, zoneId);
  if (users.length)
    return { ok: false, error: `zone "${world.scenario.zones[zoneId]!.name}" is named by objective ${users.map((u) => `"${u.id}" of side ${u.sideId}`).join(', ')}; change those first` };
  const zones = { ...world.scenario.zones };
  delete zones[zoneId];
  return { ok: true, command: { type: 'updateScenario', changes: { zones } } };
}

/** The side's briefing ("victory" text, G-WIN-1) set; an empty text removes it. */
export function setVictoryText(world: World, sideId: string, text: string): ScenarioUpdate {
  const victory = { ...world.scenario.victory };
  if (text.trim()) victory[sideId] = text;
  else delete victory[sideId];
  return { type: 'updateScenario', changes: { victory } };
}
