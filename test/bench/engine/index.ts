// Engine bench (issue 5): a 10-versus-10 firefight of 20 rounds, played
// through a game Session (the app's path, issue 11) with the computer player
// on both sides. Reports commands per second (choose + dispatch) and the
// median time of one attack dispatch, which includes line of sight and cover
// (G-LOS-2, G-COV-1). Reference in the same run: the game's command log
// replayed by a bare resolve + applyEvent loop, against the same log through
// a Session without history (grit play/sim) and with it (the app).
import { World, type WorldInput, SCENARIO_VERSION } from '../../../src/core/model/schema';
import { chooseCommand } from '../../../src/core/rules/ai';
import type { Command } from '../../../src/core/rules/commands';
import { resolve } from '../../../src/core/rules/resolve';
import { applyEvents, seeded } from '../../../src/core/rules/play';
import { activeFigureId, livingSides } from '../../../src/core/rules/state';
import { HEADLESS, newGame } from '../../../src/core/session/game';
import { median } from '../lib';

const W = 40;
const H = 28;

/** A street with houses, low walls and crates; red starts west, blue east. */
export function firefightWorld(perSide = 10): World {
  const rows: string[] = [];
  for (let r = 0; r < H; r++) rows.push('.'.repeat(W));
  const walls: WorldInput['walls'] = {};
  let n = 0;
  const wall = (kind: 'wall' | 'low-wall' | 'window', ax: number, ay: number, bx: number, by: number) => {
    const id = `w${++n}`;
    walls[id] = { id, kind, a: { x: ax, y: ay }, b: { x: bx, y: by } };
  };
  // Three small houses with a window each, and low walls across the street.
  for (const [x, y] of [
    [12, 3],
    [24, 15],
    [16, 21],
  ]) {
    wall('wall', x, y, x + 5, y);
    wall('wall', x, y, x, y + 4);
    wall('wall', x + 5, y, x + 5, y + 4);
    wall('wall', x, y + 4, x + 2, y + 4);
    wall('window', x + 2, y + 4, x + 3, y + 4);
    wall('wall', x + 3, y + 4, x + 5, y + 4);
  }
  for (const [x, y] of [
    [8, 10],
    [30, 8],
    [20, 12],
    [10, 18],
    [28, 24],
  ])
    wall('low-wall', x, y, x + 3, y);
  const objects: WorldInput['objects'] = {
    crate1: {
      id: 'crate1',
      name: 'Crates',
      height: 'high',
      shape: {
        kind: 'polygon',
        points: [
          { x: 19, y: 6 },
          { x: 21, y: 6 },
          { x: 21, y: 8 },
          { x: 19, y: 8 },
        ],
      },
    },
    barrel1: { id: 'barrel1', name: 'Barrel', height: 'low', shape: { kind: 'circle', center: { x: 22.5, y: 19.5 }, radiusInches: 0.45 } },
  };
  const figures: WorldInput['figures'] = {};
  const arms = [
    [{ catalogueId: 'rifle', ammo: 15 }],
    [{ catalogueId: 'revolver', ammo: 6 }],
    [{ catalogueId: 'smg', ammo: 30 }],
    [
      { catalogueId: 'grenade-frag', ammo: 2 },
      { catalogueId: 'revolver', ammo: 6 },
    ],
  ];
  for (const [side, col] of [
    ['red', 1],
    ['blue', W - 2],
  ] as const) {
    for (let i = 0; i < perSide; i++) {
      const id = `${side}${i + 1}`;
      figures[id] = {
        id,
        name: `${side} ${i + 1}`,
        sideId: side,
        kind: i % 3 === 0 ? 'PC' : 'NPC',
        cell: { c: col, r: 2 + i * 2 },
        stats: { ap: 8, hp: 120, bod: 5 + (i % 3), mnd: 4 + (i % 4), mys: 1, rce: 1 },
        hp: 120,
        apLeft: 8,
        loadout: { weapons: arms[i % arms.length], armour: i % 2 ? 'leather' : 'chain', activeWeapon: 0 },
      };
    }
  }
  return World.parse({
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells: W, heightCells: H },
    terrainTypes: { dirt: { id: 'dirt', name: 'Dirt', colour: '#b08d57', apCost: 1 } },
    terrain: { legend: { '.': 'dirt' }, rows },
    walls,
    objects,
    figures,
    sides: { red: { id: 'red', name: 'Red', colour: '#cc3333', controller: 'computer' }, blue: { id: 'blue', name: 'Blue', colour: '#3355cc', controller: 'computer' } },
    scenario: { title: 'Bench firefight', rules: {} },
  });
}

export async function runEngineBench(): Promise<void> {
  console.log('\n== engine bench: 10 v 10 firefight, 20 rounds, computer on both sides ==');
  const session = newGame(firefightWorld(), 2026, HEADLESS);
  const start = session.dispatch({ type: 'startEncounter' });
  if (!start.ok) throw new Error(start.violation.message);
  const attackMs: number[] = [];
  let commands = 0;
  let events = 0;
  let engineMs = 0;
  const t0 = performance.now();
  while (session.world.turn.round <= 20 && livingSides(session.world).length > 1 && commands < 20000) {
    const id = activeFigureId(session.world);
    if (!id) break;
    const c = chooseCommand(session.world, id, session.rulesCache);
    const ta = performance.now();
    let r = session.dispatch(c);
    const tb = performance.now();
    if ((c.type === 'attack' || c.type === 'throwArea') && r.ok) attackMs.push(tb - ta);
    let tc = tb;
    if (!r.ok) {
      r = session.dispatch({ type: 'endTurn', figureId: id });
      tc = performance.now();
    }
    if (!r.ok) break;
    engineMs += tc - ta;
    commands++;
    events += r.events.length;
  }
  const totalMs = performance.now() - t0;
  const w = session.world;
  const alive = (side: string) => Object.values(w.figures).filter((f) => f.sideId === side && !f.status.dead && !f.status.unconscious && f.hp > 0).length;
  console.log(`rounds played: ${Math.min(w.turn.round, 20)}; standing: red ${alive('red')}, blue ${alive('blue')}`);
  console.log(`commands: ${commands} (${events} events) in ${totalMs.toFixed(0)} ms -> ${(commands / (totalMs / 1000)).toFixed(0)} commands/s (computer choice + Session dispatch)`);
  console.log(`engine alone (Session dispatch, no history): ${(commands / (engineMs / 1000)).toFixed(0)} commands/s`);
  console.log(`attack dispatches: ${attackMs.length}; median ${median(attackMs).toFixed(3)} ms per attack (resolve incl. LOS, cover, rolls, damage)`);
  replayBench(session.log as Command[]);
}

/** The same log replayed three ways, interleaved, 7 runs each: medians and ratios to the bare loop. */
function replayBench(log: Command[]): void {
  const scenario = firefightWorld();
  const bare = () => {
    let w = seeded(scenario, 2026);
    for (const c of log) {
      const r = resolve(w, c);
      if ('violation' in r) throw new Error(r.violation.message);
      w = applyEvents(w, r.events);
    }
  };
  const viaSession = (options: typeof HEADLESS) => () => {
    const s = newGame(scenario, 2026, options);
    const r = s.replay(log);
    if (!r.ok) throw new Error(r.violation.message);
  };
  const ways: Array<[string, () => void]> = [
    ['bare resolve + applyEvent (reference)', bare],
    ['Session, history off (grit play/sim)', viaSession(HEADLESS)],
    ['Session, undo history (app)', viaSession({})],
  ];
  const times = ways.map(() => [] as number[]);
  for (let run = 0; run < 7; run++)
    ways.forEach(([, fn], i) => {
      const t = performance.now();
      fn();
      times[i]!.push(performance.now() - t);
    });
  const ref = median(times[0]!);
  console.log(`replay of the ${log.length}-command log (median of 7):`);
  ways.forEach(([name], i) => console.log(`  ${name}: ${median(times[i]!).toFixed(0)} ms, ${(median(times[i]!) / ref).toFixed(2)}× the reference`));
}
