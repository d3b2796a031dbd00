// ASCII fixtures for sight tests and bench scenes: '#' cells are solid
// blocks (their outline becomes wall segments), letters mark cells by name,
// every other character is open floor. 1 character = 1 square = 1".

export interface AsciiMap {
  width: number;
  height: number;
  /** Flat [ax, ay, bx, by, …] outline segments of '#' cells, unit length. */
  segments: number[];
  solid: (c: number, r: number) => boolean;
  /** Cells marked with a letter, by letter. */
  marks: Record<string, { c: number; r: number }>;
}

export function parseAsciiMap(text: string): AsciiMap {
  const rows = text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l, i, all) => !(l === '' && (i === 0 || i === all.length - 1)));
  const strip = Math.min(...rows.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  const grid = rows.map((l) => l.slice(strip));
  const height = grid.length;
  const width = Math.max(...grid.map((l) => l.length));
  const solid = (c: number, r: number) => r >= 0 && r < height && c >= 0 && c < width && grid[r][c] === '#';
  const marks: AsciiMap['marks'] = {};
  const segments: number[] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const ch = grid[r][c] ?? ' ';
      if (/[A-Za-z]/.test(ch)) marks[ch] = { c, r };
      if (!solid(c, r)) continue;
      if (!solid(c, r - 1)) segments.push(c, r, c + 1, r);
      if (!solid(c, r + 1)) segments.push(c, r + 1, c + 1, r + 1);
      if (!solid(c - 1, r)) segments.push(c, r, c, r + 1);
      if (!solid(c + 1, r)) segments.push(c + 1, r, c + 1, r + 1);
    }
  }
  return { width, height, segments, solid, marks };
}

/** Centre of a square cell in inches. */
export function cellCentre(cell: { c: number; r: number }): { x: number; y: number } {
  return { x: cell.c + 0.5, y: cell.r + 0.5 };
}
