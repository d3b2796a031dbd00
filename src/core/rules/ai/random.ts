// The weakest opponent `grit sim --vs random` measures the computer against:
// each Action is a uniformly random legal one. Uniform first over the kinds
// of Action the figure can take (move, attack, throw, reload, aim, doors,
// prone/stand, swap, first aid, end turn), then over that kind's choices,
// so the many reachable cells do not drown out every other kind. Its own
// sfc32 stream, seeded from the game's dice seed, keeps a game replayable
// without drawing on the World's dice.
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { createRng, pickIndex, type RngState } from '../../dice';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { reachCosts, weaponById } from '../deps';
import { figureCentre } from '../deps/geom';
import { resolve } from '../resolve';
import { activeFigureId, isDown } from '../state';
import { plotsThisRound } from '../modules/s/plot';
import { applyEvents } from '../play';

/** Each kind of Action the figure could try now, unchecked. */
function candidateKinds(world: World, f: Figure): Command[][] {
  const id = f.id;
  const kinds: Command[][] = [];
  const foes = Object.values(world.figures)
    .filter((o) => o.sideId !== f.sideId && !isDown(o) && o.hp > 0 && o.cell)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const here = f.cell ? `${f.cell.c},${f.cell.r}` : '';
  kinds.push(
    [...reachCosts(world, id, f.apLeft).keys()]
      .filter((k) => k !== here)
      .sort()
      .map((to) => ({ type: 'moveFigure', figureId: id, to })),
  );
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  if (spec?.area) kinds.push(foes.map((e) => ({ type: 'throwArea', figureId: id, at: figureCentre(e, world.map.grid)! })));
  else kinds.push(foes.map((e) => ({ type: 'attack', figureId: id, targetId: e.id })));
  kinds.push([{ type: 'reload', figureId: id }], [{ type: 'aim', figureId: id }], [{ type: f.status.prone ? 'standUp' : 'dropProne', figureId: id }]);
  kinds.push(
    f.loadout.weapons
      .map((_, i) => i)
      .filter((i) => i !== f.loadout.activeWeapon)
      .map((weaponIndex) => ({ type: 'swapWeapon', figureId: id, weaponIndex })),
  );
  const doors = Object.entries(world.walls)
    .filter(([, w]) => w.kind === 'door')
    .map(([wallId]) => wallId)
    .sort();
  kinds.push(
    doors.flatMap(
      (wallId) =>
        [
          { type: 'openDoor', figureId: id, wallId },
          { type: 'closeDoor', figureId: id, wallId },
        ] as Command[],
    ),
  );
  const friends = Object.values(world.figures)
    .filter((o) => o.sideId === f.sideId && o.id !== id && !!o.cell)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  kinds.push(friends.map((o) => ({ type: 'firstAid', figureId: id, targetId: o.id })));
  kinds.push([{ type: 'endTurn', figureId: id }]);
  return kinds.filter((k) => k.length > 0);
}

/** Every answer to a paused hit; resolve keeps only those available to the figure. */
const abortAnswers = (figureId: string): Command[] => (['take', 'block', 'roll', 'dive'] as const).map((choice) => ({ type: 'chooseAbort', figureId, choice }));

/**
 * `plot`, when there: the side's Module S plot (S-PLOT) in the plot phase, the
 * commands up to and including its endPlotting; without it the computer plots.
 */
export type Player = ((world: World, figureId: string, cache?: RulesCache) => Command) & {
  plot?: (world: World, sideId: string, cache?: RulesCache) => Command[];
};

/** A random player for one game; `seed` is the game's dice seed. */
export function randomPlayer(seed: number): Player {
  let rng: RngState = createRng(seed ^ 0x52414e44);
  const pick = (n: number): number => {
    const r = pickIndex(rng, n);
    rng = r.rng;
    return r.value;
  };
  const player: Player = (world, figureId, cache = freshRulesCache()) => {
    const f = world.figures[figureId];
    const end: Command = { type: 'endTurn', figureId };
    if (!f || activeFigureId(world) !== figureId) return end;
    // Module N (N-ABORT): a paused hit waits for its answer, and no other command is legal
    // until it comes; a random one of the answers the rules allow now.
    const kinds = world.pendingAbort ? [abortAnswers(figureId)] : candidateKinds(world, f);
    // Draw kinds without replacement until one has a legal choice; end the turn if none has.
    while (kinds.length) {
      const choices = kinds.splice(pick(kinds.length), 1)[0]!;
      while (choices.length) {
        const c = choices.splice(pick(choices.length), 1)[0]!;
        if (!('violation' in resolve(world, c, cache))) return c;
      }
    }
    return end;
  };
  // Module S (S-PLOT): for each figure that plots, a random legal move goal (none, toward or
  // away from an enemy) and a random legal attack (or none); without it `--vs random` on a
  // module S scenario played the computer's plots for both sides.
  player.plot = (world, sideId, cache = freshRulesCache()) => {
    const out: Command[] = [];
    let w = world;
    const tryAdd = (c: Command): boolean => {
      const r = resolve(w, c, cache);
      if ('violation' in r) return false;
      w = applyEvents(w, r.events);
      out.push(c);
      return true;
    };
    const firstLegal = (choices: Array<Command | null>) => {
      while (choices.length) {
        const c = choices.splice(pick(choices.length), 1)[0]!;
        if (c === null || tryAdd(c)) return;
      }
    };
    const figures = Object.values(world.figures)
      .filter((f) => f.sideId === sideId && plotsThisRound(world, f))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const f of figures) {
      const foes = Object.values(world.figures)
        .filter((o) => o.sideId !== sideId && !isDown(o) && o.hp > 0 && o.cell)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      firstLegal([null, ...foes.flatMap((e) => (['toward', 'away'] as const).map((kind): Command => ({ type: 'plotMove', sideId, figureId: f.id, goal: { kind, figureId: e.id } })))]);
      firstLegal([null, ...foes.map((e): Command => ({ type: 'plotAction', sideId, figureId: f.id, action: { type: 'attack', targetId: e.id } }))]);
    }
    out.push({ type: 'endPlotting', sideId });
    return out;
  };
  return player;
}
