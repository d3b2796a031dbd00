// A World for the rules-level cover bench: the dungeon's rock as
// sight-blocking terrain and one attacker/target figure pair per cover pair.
import { World, type WorldInput, SCENARIO_VERSION } from '../../../src/core/model/schema';
import type { Scene } from './scenes';

export function sceneWorld(s: Scene, pairs: Array<[number, number, number, number]>): World {
  const figures: NonNullable<WorldInput['figures']> = {};
  const fig = (id: string, sideId: string, c: number, r: number) => {
    figures[id] = { id, name: id, sideId, kind: 'NPC', cell: { c, r }, stats: { ap: 6, hp: 6, bod: 5, mnd: 5, mys: 1, rce: 1 }, hp: 6, apLeft: 6 };
  };
  pairs.forEach(([ac, ar, tc, tr], k) => {
    fig(`a${k}`, 'red', ac, ar);
    fig(`t${k}`, 'blue', tc, tr);
  });
  const input: WorldInput = {
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells: s.width, heightCells: s.height },
    terrainTypes: {
      floor: { id: 'floor', name: 'Floor', colour: '#888888', apCost: 1 },
      rock: { id: 'rock', name: 'Rock', colour: '#333333', apCost: null, blocksSight: true },
    },
    terrain: { legend: { '.': 'floor', '#': 'rock' }, rows: s.cells ?? [] },
    figures,
    sides: { red: { id: 'red', name: 'Red', colour: '#aa0000' }, blue: { id: 'blue', name: 'Blue', colour: '#0000aa' } },
    scenario: { title: s.name },
  };
  return World.parse(input);
}
