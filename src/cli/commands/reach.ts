// `grit reach <scenario> <figureId> [--ap N] [--json]`: every cell the figure
// can end a move on (G-MOVE-4), with its AP cost. JSON: {"cells":[{"cell":"c,r","ap":n}]}
// sorted by row then column; the figure's own cell is listed at 0 AP.
// Hex maps: cells are offset c,r hexes, one hex step per move (G-MOVE-2).
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';
import { reachForFigure } from '../../core/rules/movement';

const USAGE = 'usage: grit reach <scenario> <figureId> [--ap N] [--json]';

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['--ap']);
  if (positional.length !== 2) throw new CliError([USAGE]);
  for (const f of flags.keys()) if (f !== '--ap' && f !== '--json') throw new CliError([`grit reach: unknown option ${f}`, USAGE]);
  const [file, figureId] = positional as [string, string];
  const world = loadScenario(ctx, file);
  const figure = world.figures[figureId];
  if (!figure) {
    const known = Object.keys(world.figures);
    throw new CliError([`${file}: $.figures: no figure "${figureId}"${known.length ? ` (figures: ${known.join(', ')})` : ''}`]);
  }
  if (figure.cell === null) throw new CliError([`${file}: $.figures.${figureId}.cell: ${figure.name} is not on the map`]);
  let apBudget = figure.apLeft;
  const apFlag = flags.get('--ap');
  if (apFlag !== undefined) {
    const n = typeof apFlag === 'string' && /^\d+$/.test(apFlag) ? Number(apFlag) : NaN;
    if (!Number.isSafeInteger(n) || n > 10000) throw new CliError([`grit reach: --ap: expected a whole number of AP from 0 to 10000, got "${String(apFlag)}"`]);
    apBudget = n;
  }
  const { cells } = reachForFigure(world, figureId, apBudget);
  const list = [...cells.values()].map((e) => ({ cell: `${e.cell.c},${e.cell.r}`, ap: e.apCost, c: e.cell.c, r: e.cell.r })).sort((a, b) => a.r - b.r || a.c - b.c);
  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify({ cells: list.map(({ cell, ap }) => ({ cell, ap })) }));
    return EXIT_OK;
  }
  ctx.stdout(`${figure.name} (${figure.id}) at ${figure.cell.c},${figure.cell.r} with ${apBudget} AP can reach ${list.length} cells:`);
  // A cost map: digits 0-9, letters for 10-35, '+' above, '.' out of reach, '@' the figure.
  // Hex maps space the cells out; pointy odd rows are indented half a cell, as on the map.
  const byKey = new Map(list.map((e) => [e.cell, e.ap]));
  const grid = world.map.grid;
  if (grid === 'hex-flat') ctx.stdout('(hex-flat: odd columns sit half a hex lower)');
  for (let r = 0; r < world.map.heightCells; r++) {
    const marks: string[] = [];
    for (let c = 0; c < world.map.widthCells; c++) {
      const ap = byKey.get(`${c},${r}`);
      marks.push(c === figure.cell.c && r === figure.cell.r ? '@' : ap === undefined ? '.' : ap < 10 ? String(ap) : ap < 36 ? String.fromCharCode(87 + ap) : '+');
    }
    ctx.stdout(grid === 'square' ? marks.join('') : (grid === 'hex-pointy' && r % 2 === 1 ? ' ' : '') + marks.join(' '));
  }
  return EXIT_OK;
}
