// Writes maps/building-breach.commands.json: up to three full rounds of the modern map
// that show an SMG burst, frag, smoke and stun grenades, a door, a reload and a
// pass. Each turn takes the first showcase action the rules allow, else the
// computer player's choice, so the list is legal by construction.
// Run: node --import tsx scripts/commands/breach.ts [first seed]  (writes seed 1 from 1)
import { readFileSync, writeFileSync } from 'node:fs';
import { produce } from 'immer';
import { parseScenarioText } from '../../src/core/io/scenario';
import type { World } from '../../src/core/model/schema';
import { activeFigureId, chooseCommand, resolve, type Command, type GameEvent } from '../../src/core/rules';
import { HEADLESS, newGame } from '../../src/core/session';

const MAP = 'maps/building-breach.grit.json';
const OUT = 'maps/building-breach.commands.json';

function play(seed: number): { commands: Command[]; events: GameEvent[] } {
  const parsed = parseScenarioText(readFileSync(MAP, 'utf8'), MAP);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  // The same Session as the app and `grit play`, so the list replays there exactly.
  const session = newGame(parsed.world, seed, HEADLESS);
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  const done = new Set<string>();
  const run = (c: Command): boolean => {
    const r = session.dispatch(c);
    if (!r.ok) return false;
    commands.push(c);
    events.push(...(r.events as GameEvent[]));
    return true;
  };
  run({ type: 'startEncounter' });
  for (let guard = 0; guard < 300 && session.world.turn.round <= 3; guard++) {
    const world: World = session.world;
    const id = activeFigureId(world);
    if (!id) break;
    const me = world.figures[id];
    const enemies = Object.values(world.figures).filter((f) => f.sideId !== me.sideId && !f.status.dead && f.cell);
    const weaponIndex = (catalogueId: string) => me.loadout.weapons.findIndex((w) => w.catalogueId === catalogueId);
    const tries: Array<[string, Command[]]> = [];
    const smg = weaponIndex('smg');
    if (smg >= 0 && !done.has('burst'))
      tries.push(['burst', enemies.flatMap((e) => [6, 5, 4, 3].map((shots): Command => ({ type: 'attack', figureId: id, targetId: e.id, weaponIndex: smg, shots })))]);
    for (const [key, grenade] of [
      ['frag', 'grenade-frag'],
      ['smoke', 'grenade-smoke'],
      ['stun', 'grenade-stun'],
    ] as const) {
      const i = weaponIndex(grenade);
      if (i < 0 || done.has(key)) continue;
      // At an enemy, else at a point short of it on the line from the thrower (1-5"), which the
      // thrower may see when the enemy itself is out of sight (the burst still reaches it).
      const throws = enemies.flatMap((e): Command[] => {
        const to = { x: e.cell!.c + 0.5, y: e.cell!.r + 0.5 };
        const from = { x: me.cell!.c + 0.5, y: me.cell!.r + 0.5 };
        const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
        const at = [0, 1, 2, 3, 4, 5]
          .filter((d) => d < len)
          .map((d) => ({ x: Math.round((to.x + ((from.x - to.x) * d) / len) * 10) / 10, y: Math.round((to.y + ((from.y - to.y) * d) / len) * 10) / 10 }));
        return at.map((p): Command => ({ type: 'throwArea', figureId: id, weaponIndex: i, at: p }));
      });
      tries.push([key, throws]);
      // A grenade must be drawn first (one Action); draw it when a throw would then be legal.
      const drawn = produce(world, (d) => {
        d.figures[id].loadout.activeWeapon = i;
      });
      if (me.loadout.activeWeapon !== i && throws.some((c) => !('violation' in resolve(drawn, c)))) tries.push([`draw-${key}`, [{ type: 'swapWeapon', figureId: id, weaponIndex: i }]]);
    }
    if (smg >= 0 && done.has('burst') && !done.has('reload') && (me.loadout.weapons[smg].ammo ?? 30) < 30) tries.push(['reload', [{ type: 'reload', figureId: id, weaponIndex: smg }]]);
    if (!done.has('pass') && world.turn.round === 1) tries.push(['pass', [{ type: 'pass', figureId: id }]]);
    let acted = false;
    for (const [key, options] of tries) {
      if (DEBUG && key !== 'pass') {
        const r = resolve(world, options[0]);
        if ('violation' in r) console.log(' ', key, id, r.violation.message);
      }
      const before = events.length;
      if (options.some((c) => run(c))) {
        // A burst counts once three or more of its shots were rolled (the target may drop first).
        const shotRolls = events.slice(before).filter((e) => e.type === 'diceRolled' && /^attack \d+\/\d+/.test(e.purpose)).length;
        if (!key.startsWith('draw-') && (key !== 'burst' || shotRolls >= 3)) done.add(key);
        acted = true;
        break;
      }
    }
    if (!acted && !run(chooseCommand(world, id))) run({ type: 'endTurn', figureId: id });
  }
  return { commands, events };
}

const world_round = (events: GameEvent[]) => events.filter((e) => e.type === 'roundStarted').length;
/** Shots rolled for the first SMG burst of three or more (what the replay test checks). */
const firstBurstRolls = (events: GameEvent[]) => {
  const start = events.findIndex((e) => e.type === 'attackDeclared' && e.weaponId === 'smg' && e.shots >= 3);
  if (start < 0) return 0;
  let rolls = 0;
  for (const e of events.slice(start + 1)) {
    if (e.type === 'attackDeclared' || e.type === 'turnEnded') break;
    if (e.type === 'diceRolled' && /^attack \d+\/\d+/.test(e.purpose)) rolls++;
  }
  return rolls;
};
const wanted = (events: GameEvent[]) => {
  const of = <T extends GameEvent['type']>(t: T) => events.filter((e) => e.type === t) as Extract<GameEvent, { type: T }>[];
  return (
    of('roundEnded').some((e) => e.round === 2) &&
    of('attackDeclared').some((e) => e.weaponId === 'smg' && e.shots >= 3) &&
    firstBurstRolls(events) >= 3 &&
    of('attackDeclared').some((e) => e.weaponId === 'grenade-frag') &&
    of('areaCreated').some((e) => e.area.effect === 'smoke') &&
    of('diceRolled').some((e) => /^stun: Mind roll/.test(e.purpose)) &&
    of('doorChanged').some((e) => e.door === 'open') &&
    of('weaponReloaded').length > 0 &&
    of('figurePassed').length > 0 &&
    of('figureDone').length > 0
  );
};

const DEBUG = process.env.DEBUG === '1';
const first = Number(process.argv[2] ?? 1);
for (let seed = first; seed < first + 400; seed++) {
  const { commands, events } = play(seed);
  if (DEBUG) {
    const t = new Set(events.map((e) => e.type));
    console.log(seed, commands.length, world_round(events), [...t].join(' '));
  }
  if (!wanted(events)) continue;
  writeFileSync(OUT, '[\n' + commands.map((c) => '  ' + JSON.stringify(c)).join(',\n') + '\n]\n');
  console.log(`seed ${seed}: ${commands.length} commands written to ${OUT}`);
  process.exit(0);
}
console.error('no seed in range gives every showcase event');
process.exit(1);
