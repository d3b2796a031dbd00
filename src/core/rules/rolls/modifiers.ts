// Roll modifiers (G-ROLL-2/3): automatic ones come from the map with their
// source; manual ones are whole numbers -3..+3, with at most 3 negatives per
// positive (no GM). Every modifier is logged with its source.
import type { World } from '../../model/schema';
import type { ManualModifier } from '../commands';
import { refuse } from '../ctx';
import type { RollModifier } from '../events';
import { optBool, optNumber } from '../options';

export function checkManualModifiers(world: World, auto: RollModifier[], manual: unknown): RollModifier[] {
  if (manual === undefined || manual === null) return auto;
  if (!Array.isArray(manual)) refuse('bad-modifier', 'modifiers must be an array of {value, source}');
  const out: RollModifier[] = [...auto];
  (manual as ManualModifier[]).forEach((m, i) => {
    if (!m || typeof m !== 'object' || !Number.isInteger(m.value) || m.value < -3 || m.value > 3)
      refuse('bad-modifier', `modifiers[${i}]: a modifier is a whole number from -3 to +3 (G-ROLL-2), got ${JSON.stringify(m?.value)}`);
    if (typeof m.source !== 'string' || !m.source.trim()) refuse('bad-modifier', `modifiers[${i}]: every modifier needs a source (G-ROLL-3)`);
    if (m.value !== 0) out.push({ value: m.value, source: m.source });
  });
  const positives = out.filter((m) => m.value > 0).length;
  const manualNegatives = out.filter((m) => m.value < 0 && !m.auto).length;
  const per = optNumber(world, 'maxNegativesPerPositive');
  // G-ROLL-2: the limit is for games without a GM; a GM's modifiers stand as given.
  if (!optBool(world, 'gmMode') && manualNegatives > per * positives)
    refuse('too-many-negatives', `at most ${per} negative modifiers per positive one (G-ROLL-2): ${manualNegatives} negative against ${positives} positive`);
  return out;
}

export function sumModifiers(mods: RollModifier[]): number {
  return mods.reduce((s, m) => s + m.value, 0);
}
