// Generates maps/courtyard-melee.grit.json: "Melee in the Courtyard", the
// shipped scenario for module S (simultaneous rounds, RULES 9.4).
// Run: node scripts/scenarios/courtyard-melee.mjs
// Three castle guards and three raiders in a walled courtyard, mostly blades:
// every round both sides plot in secret, the moves meet in the middle and the
// blows land together, and a PC at 0 HP or below rolls on the wound tables.
// Balance (grit sim, 400 games from seed 1, the computer plotting a round ahead): guards 56% (51–61%), raiders 36% (31–41%), 33 draws; see gmNotes.
import { box, doorOpening as door, figure, humanSides, roundInCell, terrainType, wallLine, writeScenario } from './lib.mjs';

const W = 16;
const H = 12;

const terrainTypes = {
  flags: terrainType('flags', 'Flagstones', '#8a8478', 1),
  straw: terrainType('straw', 'Wet straw', '#a08a4a', 2),
  well: terrainType('well', 'Well', '#3f5f7a', null),
};
const legend = { '.': 'flags', s: 'straw', o: 'well' };

// Columns:   0         1
//            0123456789012345
const rows = [
  '................', //  0
  '................', //  1
  '..ss............', //  2
  '..ss............', //  3
  '................', //  4
  '.......oo.......', //  5
  '.......oo.......', //  6
  '................', //  7
  '............ss..', //  8
  '............ss..', //  9
  '................', // 10
  '................', // 11
];

const walls = {};
// The courtyard wall, with the keep's door north and the gate south.
wallLine(walls, 'wall-n', [0, 0], [16, 0], { 8: door('keep-door') });
wallLine(walls, 'wall-s', [0, 12], [16, 12], { 7: door('gate', 'locked') });
wallLine(walls, 'wall-w', [0, 0], [0, 12]);
wallLine(walls, 'wall-e', [16, 0], [16, 12]);

const objects = {};
box(objects, 'cart', 'Supply cart', 'high', [3, 7], [5, 8]);
box(objects, 'barrels', 'Barrels', 'low', [11.1, 3.1], [12.9, 3.9]);
roundInCell(objects, 'post', 'Hitching post', 'high', [10, 9], 0.3);

const figures = {};
const guard = (id, name, label, cell, stats, weapons, armour) => figure(figures, { id, name, label, sideId: 'guards', kind: 'PC', cell, stats, weapons, armour });
const raider = (id, name, label, cell, stats, weapons, armour) => figure(figures, { id, name, label, sideId: 'raiders', kind: 'PC', cell, stats, weapons, armour });
guard('sergeant', 'Sergeant Brannock', 'SB', [6, 1], { ap: 6, hp: 8, bod: 7, mnd: 5, mys: 1, rce: 3 }, [['long-sword']], 'chain');
guard('pikeman', 'Edda the pike', 'EP', [8, 2], { ap: 6, hp: 8, bod: 6, mnd: 5, mys: 2, rce: 3 }, [['spear']], 'leather');
guard('archer', 'Wat the archer', 'WA', [10, 1], { ap: 7, hp: 7, bod: 6, mnd: 6, mys: 1, rce: 3 }, [['short-bow'], ['knife']], 'padded-cloth');
raider('reaver', 'Red Ulf', 'RU', [6, 10], { ap: 6, hp: 9, bod: 7, mnd: 4, mys: 1, rce: 3 }, [['axe-one-handed']], 'hardened-leather');
raider('cutthroat', 'Sly Nell', 'SN', [8, 10], { ap: 7, hp: 7, bod: 7, mnd: 5, mys: 1, rce: 3 }, [['short-sword']], 'padded-cloth');
// Pip shoots a short bow (a sling until the computer plotted a round ahead: then the guards won 74% of 200).
raider('slinger', 'Pip the bowman', 'PB', [10, 11], { ap: 7, hp: 7, bod: 6, mnd: 6, mys: 1, rce: 3 }, [['short-bow'], ['knife']], 'padded-cloth');

const sides = humanSides([
  ['guards', 'Castle guards', '#3a7bd5', true],
  ['raiders', 'Raiders', '#b03a2e', true],
]);

writeScenario('courtyard-melee.grit.json', {
  widthCells: W,
  heightCells: H,
  terrainTypes,
  legend,
  rows,
  walls,
  objects,
  figures,
  sides,
  scenario: {
    title: 'Melee in the Courtyard',
    briefing:
      'Raiders have come over the wall into the castle courtyard. The guards run out of the keep to meet them. ' +
      'Simultaneous rounds (module S): each round both sides plot every move and Action in secret, then all moves resolve together and all blows land together.',
    victory: {
      guards: 'Put every raider down.',
      raiders: 'Put every guard down.',
    },
    objectives: {
      guards: [{ id: 'drive-off', kind: 'eliminate', when: 'required', label: 'put every raider down' }],
      raiders: [{ id: 'cut-down', kind: 'eliminate', when: 'required', label: 'put every guard down' }],
    },
    maxRounds: 15,
    entryPoints: [
      ['guards', 8, 0, 'Keep door'],
      ['raiders', 7, 11, 'Gate'],
    ],
    opBudget: 300,
    rules: { modules: ['S'] },
    gmNotes:
      'Module S: plot, then moves and actions together; every figure is a PC, so a hit that leaves one at 0 HP or below rolls on the wound tables (S-WOUND). ' +
      'Wet straw costs 2 AP a square; the well is impassable, the cart and the hitching post are high objects. ' +
      'Balance (grit sim, 400 games from seed 1, computer against computer): Castle guards 224 wins (56%, 95% interval 51–61%), Raiders 143 (36%, 31–41%), 33 draws, 8.1 rounds on average; the guards are favoured a little. Pip shoots a short bow: with a sling the guards won 74% of 200 once the computer plotted a round ahead.',
  },
});
