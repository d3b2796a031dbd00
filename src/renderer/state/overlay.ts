// The map overlay for the current play view: rings, reach shading, path, LOS
// line, blast circle, labels. Pure: everything it shows comes from the view
// (which the previews computed with the rules' own functions) and UI state.
import type { RulesCache } from '../../core/spatial/rulesCache';
import type { Cell, FigureId, Point, World } from '../../core/model/schema';
import type { FigureReach } from '../../core/rules/movement';
import { coverOf } from '../../core/rules/sight';
import type { OverlaySpec, RingKind } from '../canvas';
import { cellCentre } from '../tools/previews';
import { figureCenter, type GridKind } from '../../core/geometry/grid';

export { placeSquares } from '../tools/placeSquares';
import type { PlayViewState, ToolId } from './contract';

export interface OverlayInput {
  world: World;
  view: PlayViewState;
  tool: ToolId;
  hoverCell: Cell | null;
  activeId: FigureId | null;
  highlighted: readonly FigureId[];
  /** The figure whose reach is shaded, with its reach and the cache version. */
  mover: { id: FigureId; reach: FigureReach; version: number } | null;
  measureLine: { from: Cell; to: Cell } | null;
  /** Where the place tool may set a charge. */
  squares?: Cell[] | null;
  lastScatter: { from: Point; to: Point } | null;
  lastBurst: { at: Point; radiusInches: number } | null;
  /** The session's rules cache, for the LOS tool's cover test. */
  rulesCache?: RulesCache;
}

/** Centre in inches of a figure's footprint on the map's grid (the LOS line's ends). */
export function centreOf(f: { cell: Cell | null; sizeCells: number }, grid: GridKind): Point {
  return figureCenter(grid, f.cell ?? { c: 0, r: 0 }, f.sizeCells);
}

export function buildOverlay(input: OverlayInput): OverlaySpec {
  const { world, view } = input;
  const spec: OverlaySpec = { hoverCell: input.hoverCell, rings: [] };
  const rings = spec.rings!;
  const ring = (figureId: string, kind: RingKind) => rings.push({ figureId, kind });
  const active = input.activeId;
  if (active) ring(active, 'active');
  if (view.selectedFigureId && view.selectedFigureId !== active) ring(view.selectedFigureId, 'selected');
  for (const id of input.highlighted) ring(id, 'highlight');
  if (input.mover) {
    const { reach } = input.mover;
    const f = world.figures[input.mover.id];
    spec.reach = { key: `${input.mover.version}`, widthCells: world.map.widthCells, heightCells: world.map.heightCells, apCostAt: (c, r) => reach.apCostAt({ c, r }), maxAp: f.apLeft };
  }
  const move = view.movePreview;
  if (move) {
    if (move.path.length > 1) spec.path = { cells: move.path, ok: !move.refusal, label: move.refusal ? '' : `${move.apCost} AP` };
    if (move.refusal) spec.label = { at: cellCentre(move.to, world.map.grid), text: move.refusal, tone: 'bad' };
  }
  const attack = view.attackPreview;
  if (attack) {
    const a = world.figures[attack.attackerId],
      t = world.figures[attack.targetId];
    ring(t.id, 'target');
    const state = !attack.los ? 'blocked' : attack.hiddenFraction > 0 ? 'partial' : 'clear';
    spec.los = { from: centreOf(a, world.map.grid), to: centreOf(t, world.map.grid), state, label: attack.refusal ? 'no shot' : `${attack.chanceInTen}/10` };
    if (attack.refusal) spec.label = { at: centreOf(t, world.map.grid), text: attack.refusal, tone: 'bad' };
  }
  const area = view.areaPreview;
  if (area) {
    spec.circle = { center: area.at, radiusInches: area.radiusInches, kind: area.friendliesHit.length ? 'warning' : 'area' };
    for (const id of area.affected) ring(id, area.friendliesHit.includes(id) ? 'friendly' : 'affected');
    for (const id of area.shielded) ring(id, 'shielded');
    const a = world.figures[area.attackerId];
    // A placed charge is set down beside the figure: no throw line, the squares show where it may go.
    if (!area.placed) spec.los = { from: centreOf(a, world.map.grid), to: area.at, state: area.refusal ? 'blocked' : 'clear', label: area.refusal ? 'no throw' : `${area.chanceInTen}/10` };
    if (area.refusal) spec.label = { at: area.at, text: area.refusal, tone: 'bad' };
    else if (area.placed) spec.label = { at: area.at, text: `${area.radiusInches}" blast ${fuseText(area.placed.fuseRounds)}`, tone: 'info' };
    else if (area.friendliesHit.length) spec.label = { at: area.at, text: `hits friends: ${area.friendliesHit.map((id) => world.figures[id].name).join(', ')}`, tone: 'bad' };
  }
  const line = input.measureLine;
  if (line) {
    const from = cellCentre(line.from, world.map.grid),
      to = cellCentre(line.to, world.map.grid);
    const text = view.measureText ?? '';
    if (input.tool === 'los') {
      const cov = coverOf(world, line.from, line.to, input.rulesCache);
      spec.los = { from, to, state: !cov.los ? 'blocked' : cov.hiddenFraction > 0 ? 'partial' : 'clear' };
    } else spec.los = { from, to, state: 'clear' };
    spec.label = { at: to, text, tone: 'info' };
  }
  if (input.squares) spec.squares = input.squares;
  if (view.doorPick) {
    spec.segments = view.doorPick.wallIds
      .map((id) => world.walls[id])
      .filter(Boolean)
      .map((w) => ({ a: w.a, b: w.b, hover: w.id === view.doorPick!.hoverId }));
  }
  if (input.lastScatter) spec.arrow = input.lastScatter;
  if (input.lastBurst && !spec.circle) spec.circle = { center: input.lastBurst.at, radiusInches: input.lastBurst.radiusInches, kind: 'measure' };
  return spec;
}

function fuseText(rounds: number): string {
  return rounds === 0 ? 'at once' : rounds === 1 ? 'next round' : `in ${rounds} rounds`;
}
