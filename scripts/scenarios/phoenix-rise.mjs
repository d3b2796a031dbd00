// Generates maps/phoenix-rise.grit.json: "The Rise at Harrow Ford", a module P
// scenario (RULES 9.1, Phoenix revised combat round).
// Run: node scripts/scenarios/phoenix-rise.mjs
// Mounted-style riders with spears (lance-like: double damage on a charge)
// and swords cross a wet meadow to take a rocky rise held by a band of
// spearmen and archers. The rise ends in a 10-foot ledge on its west face
// (P-FALL); the stream is slippery footing (P-INIT); the riders come out of
// the rain, camouflaged by it, against watchers who are suspicious (P-SURPRISE).
// Blackthorn thickets on the meadow block sight: on an open meadow the two
// archers shot the riders down on the way in whoever played them, and the
// computer won only 45.5% as the riders against the frozen baseline; with
// cover to cross it by, the better approach tells (see gmNotes).
import { figure, humanSides, segment, terrainType, writeScenario } from './lib.mjs';

const W = 22;
const H = 14;

const terrainTypes = {
  grass: terrainType('grass', 'Wet meadow', '#6f8f4a', 1),
  // P-INIT: wading or slippery footing −2 for a figure that starts here.
  stream: { ...terrainType('stream', 'Stream (slippery)', '#5f8fa8', 2), footing: 'slippery' },
  // The rise: higher ground (P-MODS +1, P-INIT +1) ten feet above the meadow (P-FALL).
  rise: { ...terrainType('rise', 'Rocky rise', '#9a8a6a', 1, { elevation: 1 }), dropFeet: 10 },
  scree: { ...terrainType('scree', 'Scree slope', '#8a7a5a', 2, { elevation: 1 }), dropFeet: 5 },
  brush: terrainType('brush', 'Gorse', '#3d5a2e', 2, { concealment: true }),
  // Thorn too thick to see through and slow to push through: cover on the way to the scree.
  thicket: terrainType('thicket', 'Blackthorn thicket', '#2a3d22', 3, { blocksSight: true }),
};

const legend = { t: 'thicket', '.': 'grass', s: 'stream', r: 'rise', c: 'scree', b: 'brush' };

// Columns:   0         1         2
//            0123456789012345678901
const rows = [
  '.........s....crrrrrrr', //  0
  '..b.tt...s..ttcrrrrrrr', //  1
  '.........s..ttcrrrrrrr', //  2
  '........stt...crrrrrrr', //  3
  '.....tt.s......rrrrrrr', //  4  ledge: columns 14-15 on rows 4-9 drop straight to the meadow
  '..b..tt.s......rrrrrrr', //  5
  '........s...tt.rrrrrrr', //  6
  '.......s....tt.rrrrrrr', //  7
  '.....tts.......rrrrrrr', //  8
  '.....tts.......rrrrrrr', //  9
  '.......s.tt...crrrrrrr', // 10
  '..b....s....ttcrrrrrrr', // 11
  '....tt.s....ttcrrrrrrr', // 12
  '.......s......crrrrrrr', // 13
];

const walls = {};
// A dry-stone parapet along the top of the ledge: low cover for the holders, a 10-foot drop for anyone going over it westward.
segment(walls, 'parapet', 'low-wall', [15, 4], [15, 10]);
walls.parapet.dropFeet = 10;
// The open gate of a sheepfold on the meadow's south edge (on the map's border: it blocks and hides nothing).
segment(walls, 'fold-gate', 'door', [1, 14], [2, 14]);
walls['fold-gate'].door = 'open';

const objects = {};

const figures = {};
const rider = (id, name, label, cell, weapons, armour, stats) =>
  figure(figures, { id, name, label, sideId: 'riders', kind: 'PC', cell, stats: { ap: 9, hp: 10, bod: 6, mnd: 3, mys: 1, rce: 1, ...stats }, weapons, armour });
rider('aymer', 'Sir Aymer', 'SA', [2, 6], [['spear'], ['long-sword']], 'chain', { bod: 7, mnd: 2 });
rider('gace', 'Gace the Lance', 'GL', [2, 4], [['spear'], ['short-sword']], 'hardened-leather', {});
rider('odo', 'Odo', 'OD', [2, 8], [['spear'], ['short-sword']], 'hardened-leather', {});
rider('bryce', 'Bryce', 'BR', [1, 10], [['long-sword']], 'chain', {});
// A sixth rider: with five the band on the rise won 70% of 400 computer games (26–35% for the riders).
rider('hugh', 'Hugh Longshaft', 'HL', [1, 7], [['spear'], ['knife']], 'hardened-leather', {});
rider('wenna', 'Wenna Bowyer', 'WB', [0, 3], [['short-bow'], ['knife']], 'leather', { hp: 9, mnd: 4 });

const holder = (id, name, label, cell, weapons, armour, stats) =>
  figure(figures, { id, name, label, sideId: 'holders', kind: 'NPC', cell, stats: { ap: 8, hp: 9, bod: 6, mnd: 4, mys: 1, rce: 2, ...stats }, weapons, armour });
holder('rook', 'Rook', 'RK', [16, 6], [['spear']], 'hardened-leather', { bod: 7, mnd: 3 });
holder('tamsin', 'Tamsin', 'TA', [16, 8], [['spear']], 'leather', {});
holder('hobb', 'Hobb', 'HB', [16, 2], [['axe-one-handed']], 'leather', { hp: 10, mnd: 3 });
holder('col', 'Col Archer', 'CA', [19, 5], [['short-bow'], ['knife']], 'leather', {});
holder('ysolde', 'Ysolde Archer', 'YA', [19, 9], [['short-bow'], ['knife']], 'leather', {});

const sides = humanSides([
  ['riders', 'Aymer’s riders', '#3a7bd5', true],
  ['holders', 'The band on the rise', '#c0392b', false],
]);
// P-SURPRISE circumstances the map cannot know: the riders come out of the rain camouflaged by it (−1 to the holders' roll);
// the holders expect trouble (suspicious +2). The weather (rain −1 to both rolls) is the scenario's pWeather option.
sides.riders.phoenix = { camouflage: 1 };
sides.holders.phoenix = { suspicious: true };

writeScenario('phoenix-rise.grit.json', {
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
    title: 'The Rise at Harrow Ford',
    briefing:
      'Module P (Phoenix revised combat round): surprise and initiative at the start, charges, withdrawing and fleeing. ' +
      "Sir Aymer's riders come out of the rain across the wet meadow, between blackthorn thickets, to take the rocky rise above Harrow Ford, " +
      'held by a band of spearmen and archers behind a stone parapet at the top of a ten-foot ledge.',
    victory: {
      riders: 'Put the band on the rise down by the end of round 8.',
      holders: 'Put the riders down, or still hold the rise at the end of round 8.',
    },
    zones: {
      rise: { id: 'rise', name: 'The rise', sideId: 'holders', cells: [], rects: [{ c: 16, r: 0, widthCells: 6, heightCells: 14 }] },
    },
    objectives: {
      riders: [{ id: 'band-down', kind: 'eliminate', when: 'any-of' }],
      holders: [
        { id: 'riders-down', kind: 'eliminate', when: 'any-of' },
        { id: 'hold-rise', kind: 'hold', zone: 'rise', atRound: 8, when: 'at-time-out', label: 'hold the rise at the end of round 8' },
      ],
    },
    maxRounds: 8,
    entryPoints: [
      ['riders', 0, 6, 'West meadow'],
      ['holders', 21, 6, 'East track'],
    ],
    opBudget: 75,
    rules: { modules: ['P'], pWeather: 'rain' },
    gmNotes:
      'Module P is on (RULES 9.1). Each side rolls for surprise (1d10, 3 or less is surprise): rain −1 to both; the riders are ' +
      'camouflaged by the rain (−1 to the holders); the holders are suspicious (+2). Initiative is 1d10 + BOD once, with −2 for ' +
      'anyone starting in the stream and +1 for the holders on higher ground; figures with equal results declare their Actions ' +
      'in turn and resolve them together, all damage after every roll. Spears are lance-like: double damage on a charge; ' +
      'a holder who readies "set against a charge" strikes a charging rider first for double damage. The west face of the rise ' +
      '(columns 14-15, rows 4-9) is a ten-foot ledge with a parapet: going over it westward is a fall (1d6, P-FALL); the scree at ' +
      'the north and south ends is the way up (2 AP a square). Blackthorn thickets on the meadow block sight and cost 3 AP a square: ' +
      'cover from the archers on the way in. ' +
      'Balance (grit sim, 400 computer games, seed 1): riders 204 wins (51%, 95% interval 46%-56%), the band 196 (49%, 44%-54%), no draws, 3.6 rounds on average. ' +
      'On the open meadow, before the thickets: riders 43.3%, the band 56.8%, 2.8 rounds.',
  },
});
