// `grit info <scenario> [--json]`: title, grid, size, record counts, rule options.
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import type { World } from '../../core/model/schema';
import { ruleOptionsInForce } from '../../core/rules/options';
import { rulingsFor } from '../../core/rules/catalogue';
import { activeModules, MODULES } from '../../core/model/modules';

export interface ScenarioInfoJson {
  title: string;
  grid: string;
  widthCells: number;
  heightCells: number;
  counts: { walls: number; doors: number; windows: number; objects: number; figures: number; sides: number; areas: number; lights: number };
  options: unknown;
  /** Catalogue rulings for the weapons this scenario's figures carry (where the tables disagree). */
  rulings: Array<{ catalogueId: string; ruling: string }>;
  /** Rule modules on (RULES §9), each with its own options in force. */
  modules: Array<{ id: string; title: string; section: string; summary: string; options: Array<{ id: string; value: unknown; default: unknown; ruleId: string }> }>;
}

/** The modules a scenario turns on, with the options whose rule ids are the module's (N-…, L-…). */
export function modulesInfo(world: World): ScenarioInfoJson['modules'] {
  const inForce = ruleOptionsInForce(world);
  return activeModules(world).map((id) => {
    const m = MODULES[id];
    return {
      id,
      title: m.title,
      section: m.section,
      summary: m.summary,
      options: inForce.filter((o) => o.ruleId.startsWith(`${id}-`)).map((o) => ({ id: o.id, value: o.value, default: o.default, ruleId: o.ruleId })),
    };
  });
}

export function scenarioInfo(world: World): ScenarioInfoJson {
  const walls = Object.values(world.walls);
  return {
    title: world.scenario.title,
    grid: world.map.grid,
    widthCells: world.map.widthCells,
    heightCells: world.map.heightCells,
    counts: {
      // Low walls and fences are wall segments too; doors and windows are counted apart.
      walls: walls.filter((w) => w.kind !== 'door' && w.kind !== 'window').length,
      doors: walls.filter((w) => w.kind === 'door').length,
      windows: walls.filter((w) => w.kind === 'window').length,
      objects: Object.keys(world.objects).length,
      figures: Object.keys(world.figures).length,
      sides: Object.keys(world.sides).length,
      areas: Object.keys(world.areas).length,
      lights: world.lights?.length ?? 0,
    },
    options: ruleOptionsInForce(world),
    rulings: rulingsFor(Object.values(world.figures).flatMap((f) => f.loadout.weapons.map((w) => w.catalogueId))),
    modules: modulesInfo(world),
  };
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, []);
  if (positional.length !== 1) throw new CliError(['usage: grit info <scenario> [--json]']);
  const world = loadScenario(ctx, positional[0]);
  const info = scenarioInfo(world);
  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify(info, null, 2));
    return EXIT_OK;
  }
  const c = info.counts;
  ctx.stdout(`${info.title}`);
  ctx.stdout(`grid: ${info.grid}, ${info.widthCells}x${info.heightCells} cells`);
  ctx.stdout(`walls ${c.walls}, doors ${c.doors}, windows ${c.windows}, objects ${c.objects}, figures ${c.figures}, sides ${c.sides}, areas ${c.areas}, lights ${c.lights}`);
  ctx.stdout(info.modules.length ? 'modules:' : 'modules: none (GRIT Basic)');
  for (const m of info.modules) {
    ctx.stdout(`  ${m.id} ${m.title} (RULES §${m.section}): ${m.summary}`);
    for (const o of m.options) ctx.stdout(`    ${o.id} = ${JSON.stringify(o.value)}${o.value === o.default ? '' : ` (default ${JSON.stringify(o.default)})`} (${o.ruleId})`);
  }
  ctx.stdout('rule options:');
  for (const o of ruleOptionsInForce(world)) ctx.stdout(`  ${o.id} = ${JSON.stringify(o.value)}${o.value === o.default ? '' : ` (default ${JSON.stringify(o.default)})`}`);
  if (info.rulings.length) {
    ctx.stdout('catalogue rulings:');
    for (const r of info.rulings) ctx.stdout(`  ${r.catalogueId}: ${r.ruling}`);
  }
  return EXIT_OK;
}
