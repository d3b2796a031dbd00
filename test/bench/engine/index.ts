// Engine bench (issue 5): a 10-versus-10 firefight of 20 rounds, resolved in
// the rules engine with the computer player on both sides. Reports commands
// per second (choose + resolve + apply) and the median time of one attack
// resolution, which includes line of sight and cover (G-LOS-2, G-COV-1).
import { World, type WorldInput, SCENARIO_VERSION } from '../../../src/core/model/schema';
import { chooseCommand } from '../../../src/core/rules/ai';
import { resolve } from '../../../src/core/rules/resolve';
import { applyEvents, seeded } from '../../../src/core/rules/play';
import { activeFigureId, livingSides } from '../../../src/core/rules/state';
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
  for (const [x, y] of [[12, 3], [24, 15], [16, 21]]) {
    wall('wall', x, y, x + 5, y);
    wall('wall', x, y, x, y + 4);
    wall('wall', x + 5, y, x + 5, y + 4);
    wall('wall', x, y + 4, x + 2, y + 4);
    wall('window', x + 2, y + 4, x + 3, y + 4);
    wall('wall', x + 3, y + 4, x + 5, y + 4);
  }
  for (const [x, y] of [[8, 10], [30, 8], [20, 12], [10, 18], [28, 24]]) wall('low-wall', x, y, x + 3, y);
  const objects: WorldInput['objects'] = {
    crate1: { id: 'crate1', name: 'Crates', height: 'high', shape: { kind: 'polygon', points: [{ x: 19, y: 6 }, { x: 21, y: 6 }, { x: 21, y: 8 }, { x: 19, y: 8 }] } },
    barrel1: { id: 'barrel1', name: 'Barrel', height: 'low', shape: { kind: 'circle', center: { x: 22.5, y: 19.5 }, radiusInches: 0.45 } },
  };
  const figures: WorldInput['figures'] = {};
  const arms = [
    [{ catalogueId: 'rifle', ammo: 15 }],
    [{ catalogueId: 'revolver', ammo: 6 }],
    [{ catalogueId: 'smg', ammo: 30 }],
    [{ catalogueId: 'grenade-frag', ammo: 2 }, { catalogueId: 'revolver', ammo: 6 }],
  ];
  for (const [side, col] of [['red', 1], ['blue', W - 2]] as const) {
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
  let w = seeded(firefightWorld(), 2026);
  const start = resolve(w, { type: 'startEncounter' });
  if ('violation' in start) throw new Error(start.violation.message);
  w = applyEvents(w, start.events);
  const attackMs: number[] = [];
  let commands = 0;
  let events = 0;
  let engineMs = 0;
  const t0 = performance.now();
  while (w.turn.round <= 20 && livingSides(w).length > 1 && commands < 20000) {
    const id = activeFigureId(w);
    if (!id) break;
    const c = chooseCommand(w, id);
    const ta = performance.now();
    let r = resolve(w, c);
    const tb = performance.now();
    if ((c.type === 'attack' || c.type === 'throwArea') && !('violation' in r)) attackMs.push(tb - ta);
    if ('violation' in r) r = resolve(w, { type: 'endTurn', figureId: id });
    if ('violation' in r) break;
    const tc = performance.now();
    w = applyEvents(w, r.events);
    engineMs += tb - ta + (performance.now() - tc);
    commands++;
    events += r.events.length;
  }
  const totalMs = performance.now() - t0;
  const alive = (side: string) => Object.values(w.figures).filter((f) => f.sideId === side && !f.status.dead && !f.status.unconscious && f.hp > 0).length;
  console.log(`rounds played: ${Math.min(w.turn.round, 20)}; standing: red ${alive('red')}, blue ${alive('blue')}`);
  console.log(`commands: ${commands} (${events} events) in ${totalMs.toFixed(0)} ms -> ${(commands / (totalMs / 1000)).toFixed(0)} commands/s (computer choice + resolve + apply)`);
  console.log(`engine alone (resolve + apply): ${(commands / (engineMs / 1000)).toFixed(0)} commands/s`);
  console.log(`attack resolutions: ${attackMs.length}; median ${median(attackMs).toFixed(3)} ms per attack (resolve incl. LOS, cover, rolls, damage)`);
}
