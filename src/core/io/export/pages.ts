// How a map is tiled over sheets of paper at true scale (1 inch of map = 1
// inch of paper = 72 PDF points): pure layout, used by the PDF writer and by
// tests that count pages.

export const POINTS_PER_INCH = 72;

export type PaperName = 'letter' | 'a4';
export const PAPER_SIZES_INCHES: Record<PaperName, { widthInches: number; heightInches: number }> = {
  letter: { widthInches: 8.5, heightInches: 11 },
  a4: { widthInches: 210 / 25.4, heightInches: 297 / 25.4 },
};

export interface TileOptions {
  paper: PaperName;
  /** White border most printers need; crop marks and the page label live in it. */
  marginInches: number;
  /** Map printed on both neighbouring sheets, so they can be lined up and taped. */
  overlapInches: number;
  orientation: 'portrait' | 'landscape' | 'auto';
}

export const DEFAULT_TILE_OPTIONS: TileOptions = { paper: 'letter', marginInches: 0.5, overlapInches: 0.5, orientation: 'auto' };

export interface PageTile {
  /** 1-based, as printed on the page ("row 2, column 3"). */
  row: number;
  column: number;
  /** The window of the map on this page, in map inches. */
  mapXInches: number;
  mapYInches: number;
  widthInches: number;
  heightInches: number;
}

export interface PageLayout {
  paper: PaperName;
  orientation: 'portrait' | 'landscape';
  pageWidthInches: number;
  pageHeightInches: number;
  marginInches: number;
  overlapInches: number;
  rows: number;
  columns: number;
  /** Row by row, left to right. */
  tiles: PageTile[];
}

/** Sheets needed along one side: the first holds `printable`, each next one `printable - overlap` more. */
function sheetsAlong(mapInches: number, printableInches: number, overlapInches: number): number {
  if (mapInches <= printableInches + 1e-9) return 1;
  return 1 + Math.ceil((mapInches - printableInches) / (printableInches - overlapInches) - 1e-9);
}

export function tileLayoutProblem(options: TileOptions): string | null {
  const paper = PAPER_SIZES_INCHES[options.paper];
  if (!paper) return `unknown paper "${options.paper}" (letter or a4)`;
  const printable = Math.min(paper.widthInches, paper.heightInches) - 2 * options.marginInches;
  if (!(options.marginInches >= 0) || printable < 1) return `margin ${options.marginInches}" leaves less than 1" to print on`;
  if (!(options.overlapInches >= 0) || options.overlapInches > printable / 2) return `overlap ${options.overlapInches}" must be between 0 and half the printable width (${printable / 2}")`;
  return null;
}

export function tileMap(mapWidthInches: number, mapHeightInches: number, options: TileOptions = DEFAULT_TILE_OPTIONS): PageLayout {
  const problem = tileLayoutProblem(options);
  if (problem) throw new RangeError(problem);
  const paper = PAPER_SIZES_INCHES[options.paper];
  const layoutFor = (orientation: 'portrait' | 'landscape'): PageLayout => {
    const pageWidthInches = orientation === 'portrait' ? paper.widthInches : paper.heightInches;
    const pageHeightInches = orientation === 'portrait' ? paper.heightInches : paper.widthInches;
    const printW = pageWidthInches - 2 * options.marginInches;
    const printH = pageHeightInches - 2 * options.marginInches;
    const columns = sheetsAlong(mapWidthInches, printW, options.overlapInches);
    const rows = sheetsAlong(mapHeightInches, printH, options.overlapInches);
    const tiles: PageTile[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const mapXInches = c * (printW - options.overlapInches);
        const mapYInches = r * (printH - options.overlapInches);
        tiles.push({
          row: r + 1,
          column: c + 1,
          mapXInches,
          mapYInches,
          widthInches: Math.min(printW, mapWidthInches - mapXInches),
          heightInches: Math.min(printH, mapHeightInches - mapYInches),
        });
      }
    }
    return { paper: options.paper, orientation, pageWidthInches, pageHeightInches, marginInches: options.marginInches, overlapInches: options.overlapInches, rows, columns, tiles };
  };
  if (options.orientation !== 'auto') return layoutFor(options.orientation);
  const portrait = layoutFor('portrait');
  const landscape = layoutFor('landscape');
  return landscape.tiles.length < portrait.tiles.length ? landscape : portrait;
}
