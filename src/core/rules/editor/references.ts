// What still names a side or figure the editor is asked to remove. Removing
// would leave the file with references the loader refuses (objectives,
// entry points, zones owned by a side, carried items; G-WIN-1), so the
// command is refused with the list and the designer changes them first:
// nothing is removed behind their back.
import type { World } from '../../model/schema';
import { checkObjectiveReferences } from '../../model/objectiveRefs';

/** The reference problems of a World, as "path: message" lines. */
function referenceProblems(world: World): Set<string> {
  const out = new Set<string>();
  checkObjectiveReferences(world, (path, message) => out.add(`${path.join('.')}: ${message}`));
  return out;
}

/** Problems `after` has that `before` had not: the references the removal breaks. */
function broken(before: World, after: World): string[] {
  const old = referenceProblems(before);
  return [...referenceProblems(after)].filter((p) => !old.has(p));
}

/** What names the figure: objectives (protect, destroy, figure lists) and items it carries. */
export function figureReferences(world: World, figureId: string): string[] {
  const figures = { ...world.figures };
  delete figures[figureId];
  return broken(world, { ...world, figures });
}

/** What names the side: its figures, objectives, entry points and owned zones (its victory text goes with it, as its name does). */
export function sideReferences(world: World, sideId: string): string[] {
  const out: string[] = [];
  for (const f of Object.values(world.figures)) if (f.sideId === sideId) out.push(`figures.${f.id}: figure "${f.name}" belongs to it`);
  const list = world.scenario.objectives[sideId];
  if (list?.length) out.push(`scenario.objectives.${sideId}: its ${list.length} objective${list.length === 1 ? '' : 's'}`);
  world.scenario.entryPoints.forEach((e, i) => {
    if (e.sideId === sideId) out.push(`scenario.entryPoints.${i}: entry point at ${e.cell.c},${e.cell.r}`);
  });
  for (const z of Object.values(world.scenario.zones)) if (z.sideId === sideId) out.push(`scenario.zones.${z.id}.sideId: zone "${z.name}" is its zone`);
  return out;
}
