// Generates maps/tavern-brawl.grit.json: "Last Orders at the Rusty Anchor".
// Run: node scripts/scenarios/tavern-brawl.mjs
// A gritty knife-and-cudgel brawl with rule modules N (Grim-n-Gritty 4.0:
// Block, Roll with the Blow, trauma) and L (the Life Bar: pips, Soak,
// Disabled, Dying) on (RULES §9.2, §9.3). Its notes compare the same fight
// under GRIT Basic (the same file with "modules" removed) over `grit sim` games.
import { box, doorOpening, figure, humanSides, roundInCell, terrainType, wallLine, writeScenario } from './lib.mjs';

const W = 16;
const H = 10;

const terrainTypes = {
  floor: terrainType('floor', 'Tavern floor', '#7a5a3a', 1),
  bar: terrainType('bar', 'Behind the bar', '#5e4630', 1),
  street: terrainType('street', 'Wet street', '#55585c', 1),
};
const legend = { '.': 'floor', b: 'bar', s: 'street' };

// Columns:   0         1
//            0123456789012345
const rows = [
  '..............ss', // 0
  '..............ss', // 1
  '..............ss', // 2
  '..............ss', // 3
  '..............ss', // 4
  '..............ss', // 5
  '..............ss', // 6
  'bbbb..........ss', // 7
  'bbbb..........ss', // 8
  'bbbb..........ss', // 9
];

const walls = {};
// The tavern's east wall with the street door (open: the watch may come).
wallLine(walls, 'east', [14, 0], [14, 10], { 5: doorOpening('street-door', 'open') });

const objects = {};
box(objects, 'counter', 'Bar counter', 'low', [0, 6.6], [4, 7]);
box(objects, 'counter-end', 'Bar counter', 'low', [3.6, 7], [4, 10]);
roundInCell(objects, 'table1', 'Table', 'low', [2, 1], 0.45);
roundInCell(objects, 'table2', 'Table', 'low', [9, 3], 0.45);
roundInCell(objects, 'table3', 'Table', 'low', [7, 7], 0.45);
roundInCell(objects, 'pillar', 'Pillar', 'high', [11, 6], 0.3);

const figures = {};
// The dockers: heavier, with cudgels and a boat-hook axe.
figure(figures, {
  id: 'bram',
  name: 'Big Bram',
  label: 'BB',
  sideId: 'dockers',
  kind: 'PC',
  cell: [5, 2],
  stats: { ap: 7, hp: 9, bod: 7, mnd: 3, mys: 1, rce: 3 },
  weapons: [['axe-one-handed']],
  armour: 'leather',
});
figure(figures, {
  id: 'nell',
  name: 'Nell Hookhand',
  label: 'NH',
  sideId: 'dockers',
  kind: 'PC',
  cell: [5, 4],
  stats: { ap: 8, hp: 8, bod: 6, mnd: 4, mys: 1, rce: 3 },
  weapons: [['knife']],
  armour: 'hardened-leather',
});
figure(figures, {
  id: 'tam',
  name: 'Tam Cudgel',
  label: 'TC',
  sideId: 'dockers',
  kind: 'PC',
  cell: [4, 3],
  stats: { ap: 8, hp: 9, bod: 6, mnd: 3, mys: 1, rce: 3 },
  weapons: [['club-one-handed']],
  armour: 'hardened-leather',
  shield: 'buckler',
});
// The river gang: quicker, with knives and a short sword.
figure(figures, {
  id: 'vex',
  name: 'Vex',
  label: 'VX',
  sideId: 'gang',
  kind: 'NPC',
  cell: [9, 2],
  stats: { ap: 9, hp: 7, bod: 6, mnd: 4, mys: 1, rce: 3 },
  weapons: [['short-sword']],
  armour: 'leather',
});
figure(figures, {
  id: 'rook',
  name: 'Rook',
  label: 'RK',
  sideId: 'gang',
  kind: 'NPC',
  cell: [9, 5],
  stats: { ap: 9, hp: 7, bod: 6, mnd: 4, mys: 1, rce: 3 },
  weapons: [['knife']],
  armour: 'leather',
});
figure(figures, {
  id: 'wren',
  name: 'Wren',
  label: 'WR',
  sideId: 'gang',
  kind: 'NPC',
  cell: [10, 7],
  stats: { ap: 9, hp: 7, bod: 5, mnd: 5, mys: 1, rce: 3 },
  weapons: [['knife']],
  armour: 'padded-cloth',
  shield: 'shield',
});

const sides = humanSides([
  ['dockers', 'Dockers', '#2f6fb0', true],
  ['gang', 'River gang', '#b03a2f', false],
]);

writeScenario('tavern-brawl.grit.json', {
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
    title: 'Last Orders at the Rusty Anchor',
    briefing:
      'Words over a spilled jug turn to blades at closing time. Three dockers by the bar face three of the river gang by the street door. ' +
      'Nobody has a gun; everybody has something sharp. Played with the Grim-n-Gritty modules: a hit can be blocked or rolled with, ' +
      'at the cost of next round’s AP, and wounds fill a life bar instead of HP.',
    victory: {
      dockers: 'Put the river gang down.',
      gang: 'Put the dockers down.',
    },
    objectives: {
      dockers: [{ id: 'gang-down', kind: 'eliminate', when: 'any-of' }],
      gang: [{ id: 'dockers-down', kind: 'eliminate', when: 'any-of' }],
    },
    maxRounds: 20,
    entryPoints: [
      ['dockers', 1, 1, 'Bar'],
      ['gang', 15, 5, 'Street'],
    ],
    opBudget: 40,
    rules: { modules: ['N', 'L'] },
    gmNotes:
      'Rule modules N and L are on (RULES §9.2, §9.3): a hit pauses for the defender’s Block / Roll with the Blow / take it ' +
      '(2 AP each from next round), and wounds fill the life bar: damage − Soak (armour DRV) pips; the buckler and shields give ' +
      '−1 to attacks instead of Soak. Disabled or Staggered brawlers get one Action a round; the Dying roll d100 ≤ 10 each round to stabilise. ' +
      'Balance (`grit sim`, computer against computer, 400 games from seed 1): with N and L, Dockers 165 wins (41%, 95% interval 37–46%), River gang 235 (59%, 54–63%), no draws, 3.6 rounds on average. The same file with the modules removed (GRIT Basic): Dockers 192 (48%, 43–53%), River gang 208 (52%, 47–57%), 1.4 rounds on average. One Action a turn means whoever walks up to an enemy is struck first: the computer stops a step short and waits while the enemy has AP for a blow, and when both sides wait a coin sends one in. Before it learned to wait the gang, quicker (AP 9 against 7–8), won 89% of 400 with N and L; Nell now wears hardened leather. On the life bar every brawler has the same 25 lethal pips less Soak, so the dockers’ heavy hitters lose the edge they have under GRIT Basic, where the axe (1d10+3) and cudgel take the gang’s 7 HP in one or two hits.',
  },
});
