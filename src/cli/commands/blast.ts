// `grit blast <scenario> <x,y> <radiusInches> [--json]`: who a burst at a
// point affects (G-AREA-1). JSON: {"affected":[ids],"shielded":[ids],"cells":["c,r",…]}
// On hex maps the cells are hexes (offset c,r) whose centre the burst sees.
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import { mapExtentInches } from '../../core/geometry/grid';
import { blastAt } from '../../core/rules/sight';

const USAGE = 'usage: grit blast <scenario> <x,y> <radiusInches> [--json]';

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, []);
  for (const f of flags.keys()) if (f !== '--json') throw new CliError([`grit blast: unknown option ${f}`, USAGE]);
  if (positional.length !== 3) throw new CliError([USAGE]);
  const [file, pointText, radiusText] = positional as [string, string, string];
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(pointText.trim());
  if (!m) throw new CliError([`grit blast: <x,y>: expected a point in inches like 12.5,8, got "${pointText}"`]);
  const radius = /^\d+(\.\d+)?$/.test(radiusText) ? Number(radiusText) : NaN;
  if (!(radius > 0 && radius <= 1000)) throw new CliError([`grit blast: <radiusInches>: expected a number of inches above 0 and up to 1000, got "${radiusText}"`]);
  const world = loadScenario(ctx, file);
  const point = { x: Number(m[1]), y: Number(m[2]) };
  const { widthInches, heightInches } = mapExtentInches(world.map.grid, world.map.widthCells, world.map.heightCells);
  if (point.x < 0 || point.y < 0 || point.x > widthInches || point.y > heightInches) {
    const size = world.map.grid === 'square' ? `${widthInches}x${heightInches}"` : `${round3(widthInches)}x${round3(heightInches)}" ${world.map.grid}`;
    throw new CliError([`${file}: $.map: point ${pointText} is outside the ${size} map`]);
  }
  const res = blastAt(world, point, radius);
  const cells = res.cells.map((c) => `${c.c},${c.r}`);
  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify({ affected: res.affected, shielded: res.shielded, cells }));
    return EXIT_OK;
  }
  ctx.stdout(`burst at ${point.x},${point.y} radius ${radius}" covers ${cells.length} cells`);
  ctx.stdout(`affected: ${res.affected.length ? res.affected.join(', ') : '(none)'}`);
  ctx.stdout(`shielded: ${res.shielded.length ? res.shielded.join(', ') : '(none)'}`);
  return EXIT_OK;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;
