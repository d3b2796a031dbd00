// `grit export <scenario> [--uvtt out.dd2vtt] [--png out.png] [--pdf out.pdf] …`:
// maps out of the app (issue 18). Core draws and lays out; here pngjs encodes
// the pixels and the files are written.
import { PNG } from 'pngjs';
import type { World } from '../../core/model/schema';
import {
  backgroundBase64,
  buildDrawList,
  exportPdf,
  exportUvtt,
  imageSizePx,
  imageSizeProblem,
  rasterize,
  tileLayoutProblem,
  type DrawOptions,
  type PaperName,
  type RgbaImage,
  type TileOptions,
} from '../../core/io/export';
import { type CliContext, CliError, EXIT_OK, loadScenario, parseArgs } from '../context';

export const USAGE =
  'grit export <scenario> [--uvtt <out.dd2vtt>] [--png <out.png>] [--pdf <out.pdf>] [--ppi N] [--paper letter|a4] [--margin IN] [--overlap IN] [--no-grid] [--no-figures] [--no-zones] [--json]';

function numberFlag(v: string | true | undefined, flag: string, fallback: number, min: number, max: number): number {
  if (v === undefined) return fallback;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw new CliError([`grit export: ${flag} needs a number from ${min} to ${max}`, `usage: ${USAGE}`]);
  return n;
}

interface Written {
  kind: 'uvtt' | 'png' | 'pdf';
  file: string;
  [detail: string]: unknown;
}

export async function run(args: string[], ctx: CliContext): Promise<number> {
  const { positional, flags } = parseArgs(args, ['--uvtt', '--png', '--pdf', '--ppi', '--paper', '--margin', '--overlap']);
  const target = (flag: string) => {
    const v = flags.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  const [uvttOut, pngOut, pdfOut] = [target('--uvtt'), target('--png'), target('--pdf')];
  if (positional.length !== 1 || (!uvttOut && !pngOut && !pdfOut)) throw new CliError([`usage: ${USAGE}`]);
  const input = positional[0];
  for (const out of [uvttOut, pngOut, pdfOut]) if (out === input) throw new CliError([`${out}: $: the output would overwrite the scenario; choose another file`]);
  const ppi = numberFlag(flags.get('--ppi'), '--ppi', 100, 10, 1200);
  const paper = (flags.get('--paper') ?? 'letter') as string;
  if (paper !== 'letter' && paper !== 'a4') throw new CliError([`grit export: --paper is letter or a4, not "${paper}"`, `usage: ${USAGE}`]);
  const tile: TileOptions = {
    paper: paper as PaperName,
    marginInches: numberFlag(flags.get('--margin'), '--margin', 0.5, 0, 3),
    overlapInches: numberFlag(flags.get('--overlap'), '--overlap', 0.5, 0, 3),
    orientation: 'auto',
  };
  const tileProblem = tileLayoutProblem(tile);
  if (tileProblem) throw new CliError([`grit export: ${tileProblem}`]);
  const draw: DrawOptions = { grid: !flags.has('--no-grid'), figures: !flags.has('--no-figures'), zones: !flags.has('--no-zones') };

  const world = loadScenario(ctx, input);
  const notes: string[] = [];
  const written: Written[] = [];
  const write = (file: string, bytes: Uint8Array | string) => {
    try {
      if (typeof bytes === 'string') ctx.writeText(file, bytes);
      else ctx.writeBytes(file, bytes);
    } catch (err) {
      throw new CliError([`${file}: $: cannot write (${(err as Error).message})`]);
    }
  };

  // Refuse before writing anything, so a hex map with --uvtt --png leaves no half export.
  if (uvttOut && world.map.grid !== 'square') {
    const r = exportUvtt(world, { pixelsPerGrid: ppi });
    if (!r.ok) throw new CliError([`${input}: ${r.error}`]);
  }
  const list = buildDrawList(world, draw);
  if (pngOut || (uvttOut && !backgroundBase64(world))) {
    const { width, height } = imageSizePx(list, ppi);
    const problem = imageSizeProblem(width, height);
    if (problem) throw new CliError([`${input}: $.map: at --ppi ${ppi}, ${problem}`]);
  }

  if (pngOut) {
    const img = rasterize(list, ppi, decodeBackground(world, notes));
    write(pngOut, encodePng(img));
    written.push({ kind: 'png', file: pngOut, widthPx: img.width, heightPx: img.height, ppi });
  }
  if (uvttOut) {
    // The imported picture is kept as is; a drawn map is drawn without figures (they are not part of the map).
    let imageBase64 = backgroundBase64(world) ?? undefined;
    if (!imageBase64) imageBase64 = Buffer.from(encodePng(rasterize(buildDrawList(world, { grid: false, figures: false, zones: false }), ppi))).toString('base64');
    const r = exportUvtt(world, { pixelsPerGrid: ppi, imageBase64 });
    if (!r.ok) throw new CliError([`${input}: ${r.error}`]);
    r.skipped.forEach((s) => notes.push(`not in the Universal VTT file: ${s}`));
    write(uvttOut, r.text);
    written.push({ kind: 'uvtt', file: uvttOut, pixelsPerGrid: ppi });
  }
  if (pdfOut) {
    const pdf = await exportPdf(list, { ...tile, title: world.scenario.title });
    notes.push(...pdf.notes);
    write(pdfOut, pdf.bytes);
    written.push({ kind: 'pdf', file: pdfOut, paper: tile.paper, orientation: pdf.layout.orientation, pages: pdf.layout.tiles.length, rows: pdf.layout.rows, columns: pdf.layout.columns });
  }

  if (flags.has('--json')) {
    ctx.stdout(JSON.stringify({ scenario: world.scenario.title, written, notes }, null, 2));
    return EXIT_OK;
  }
  for (const w of written) {
    if (w.kind === 'png') ctx.stdout(`wrote ${w.file}: ${w.widthPx}x${w.heightPx} px at ${w.ppi} pixels per inch`);
    if (w.kind === 'uvtt') ctx.stdout(`wrote ${w.file}: Universal VTT 0.3, ${w.pixelsPerGrid} pixels per square`);
    if (w.kind === 'pdf')
      ctx.stdout(`wrote ${w.file}: ${w.pages} ${w.paper === 'a4' ? 'A4' : 'Letter'} pages (${w.rows} rows x ${w.columns} columns, ${w.orientation}), 1 square = 1 inch; print at 100%`);
  }
  notes.forEach((n) => ctx.stderr(`${input}: ${n}`));
  return EXIT_OK;
}

function encodePng(img: RgbaImage): Uint8Array {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  return PNG.sync.write(png);
}

/** The imported picture as pixels for the rasterizer (PNG only: no JPEG decoder is installed). */
function decodeBackground(world: World, notes: string[]): RgbaImage | undefined {
  const src = world.map.background?.src;
  if (!src) return undefined;
  const m = /^data:image\/png;base64,(.*)$/s.exec(src);
  if (!m) {
    notes.push('map.background: only embedded PNG pictures go into the PNG export; drawn without it');
    return undefined;
  }
  try {
    const png = PNG.sync.read(Buffer.from(m[1], 'base64'));
    return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
  } catch (err) {
    notes.push(`map.background: the picture could not be read (${(err as Error).message}); drawn without it`);
    return undefined;
  }
}
