// `grit los <scenario> <from> <to> [--json]`: line of sight, cover and
// concealment from one figure or cell to another (G-LOS-1..4, G-COV-1).
// Cells are `c,r` on square and hex maps alike (hex: offset coordinates,
// sight from the hex centre).
// JSON: {"los":bool,"hidden":0..1,"cover":level,"concealment":level,"distanceInches":n}
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import type { World } from '../../core/model/schema';
import { coverOf, type SightRef } from '../../core/rules/sight';

const USAGE = 'usage: grit los <scenario> <from> <to> [--json]   (from/to: figure id or cell c,r)';

/** A figure id or a `c,r` cell of the map; bad references name the file and JSON path. */
export function parseSightRef(world: World, file: string, text: string): SightRef {
  const m = /^(\d+),(\d+)$/.exec(text.trim());
  if (m) {
    const c = Number(m[1]),
      r = Number(m[2]);
    if (c >= world.map.widthCells || r >= world.map.heightCells) {
      throw new CliError([`${file}: $.map: cell ${c},${r} is outside the ${world.map.widthCells}x${world.map.heightCells} map`]);
    }
    return { c, r };
  }
  const figure = world.figures[text];
  if (!figure) {
    const known = Object.keys(world.figures);
    throw new CliError([`${file}: $.figures: no figure "${text}" and not a cell c,r${known.length ? ` (figures: ${known.join(', ')})` : ''}`]);
  }
  if (figure.cell === null) throw new CliError([`${file}: $.figures.${text}.cell: ${figure.name} is not on the map`]);
  return text;
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, []);
  for (const f of flags.keys()) if (f !== '--json') throw new CliError([`grit los: unknown option ${f}`, USAGE]);
  if (positional.length !== 3) throw new CliError([USAGE]);
  const [file, fromText, toText] = positional as [string, string, string];
  const world = loadScenario(ctx, file);
  const from = parseSightRef(world, file, fromText),
    to = parseSightRef(world, file, toText);
  const cov = coverOf(world, from, to);
  const out = {
    los: cov.los,
    hidden: round(cov.hiddenFraction, 4),
    cover: cov.cover,
    concealment: cov.concealment,
    distanceInches: round(cov.distanceInches, 3),
  };
  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify(out));
    return EXIT_OK;
  }
  ctx.stdout(`${fromText} -> ${toText}: ${out.los ? 'line of sight' : 'no line of sight'}`);
  ctx.stdout(`hidden ${Math.round(out.hidden * 100)}%, cover ${out.cover}, concealment ${out.concealment}${cov.lowCover ? ` (low cover: ${cov.lowCover})` : ''}`);
  ctx.stdout(`distance ${out.distanceInches}" (${round(out.distanceInches * 5, 1)} ft)`);
  return EXIT_OK;
}

function round(v: number, digits: number): number {
  const k = 10 ** digits;
  return Math.round(v * k) / k;
}
