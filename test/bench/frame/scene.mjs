// The frame-time bench scenario (issue 6): 200×200 squares, 10 000 walls
// (short runs on grid lines, some doors and windows), 300 figures on two
// sides, plus some mud and concealing brush. Seeded, so every run draws the
// same map. Plain JS so the Playwright script can import it without tsx.

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateFrameScene({ seed = 1, size = 200, walls = 10_000, figures = 300 } = {}) {
  const rand = mulberry32(seed);
  const int = (n) => Math.floor(rand() * n);
  const rows = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    for (let c = 0; c < size; c++) {
      const x = rand();
      row += x < 0.04 ? 'm' : x < 0.07 ? 'b' : '.';
    }
    rows.push(row);
  }
  const wallRecords = {};
  for (let i = 0; i < walls; i++) {
    const horizontal = rand() < 0.5;
    const len = 1 + int(4);
    const x = int(size - len),
      y = 1 + int(size - 2);
    const a = horizontal ? { x, y } : { x: y, y: x };
    const b = horizontal ? { x: x + len, y } : { x: y, y: x + len };
    const k = rand();
    const id = `w${i}`;
    if (k < 0.05 && len === 1) wallRecords[id] = { id, kind: 'door', a, b, door: rand() < 0.5 ? 'open' : 'closed' };
    else if (k < 0.1 && len === 1) wallRecords[id] = { id, kind: 'window', a, b };
    else if (k < 0.15) wallRecords[id] = { id, kind: 'low-wall', a, b };
    else wallRecords[id] = { id, kind: 'wall', a, b };
  }
  const taken = new Set();
  const figureRecords = {};
  for (let i = 0; i < figures; i++) {
    let c, r;
    do {
      c = int(size);
      r = int(size);
    } while (taken.has(`${c},${r}`) || rows[r][c] !== '.');
    taken.add(`${c},${r}`);
    const side = i % 2 === 0 ? 'blue' : 'red';
    const id = `f${i}`;
    figureRecords[id] = {
      id,
      name: `Figure ${i}`,
      label: String(i % 100),
      sideId: side,
      kind: 'NPC',
      cell: { c, r },
      sizeCells: 1,
      stats: { ap: 8, hp: 9, bod: 5, mnd: 5, mys: 1, rce: 1, race: 'Human' },
      loadout: {
        weapons: [
          { catalogueId: 'rifle', ammo: 10, dvBonus: 0 },
          { catalogueId: 'dynamite', ammo: 3, dvBonus: 0 },
        ],
        drvBonus: 0,
        activeWeapon: 0,
      },
      hp: 9,
      apLeft: 8,
      status: { prone: false, unconscious: false, dead: false, incapacitatedRounds: 0, burning: false, aimed: false },
      hidden: false,
      notes: '',
    };
  }
  return {
    format: 'grit-scenario',
    version: 1,
    map: { grid: 'square', widthCells: size, heightCells: size },
    terrainTypes: {
      dirt: { id: 'dirt', name: 'Dirt', colour: '#b08d57', apCost: 1, blocksSight: false, concealment: false, elevation: 0 },
      mud: { id: 'mud', name: 'Mud', colour: '#5e4b32', apCost: 2, blocksSight: false, concealment: false, elevation: 0 },
      brush: { id: 'brush', name: 'Brush', colour: '#55713a', apCost: 2, blocksSight: false, concealment: true, elevation: 0 },
    },
    terrain: { legend: { '.': 'dirt', m: 'mud', b: 'brush' }, rows },
    walls: wallRecords,
    objects: {},
    figures: figureRecords,
    areas: {},
    sides: {
      blue: { id: 'blue', name: 'Blue', colour: '#3a7bd5', controller: 'human', player: true },
      red: { id: 'red', name: 'Red', colour: '#d5493a', controller: 'human', player: false },
    },
    scenario: { title: 'Frame bench 200×200', briefing: '', victory: {}, entryPoints: [], opBudget: 0, rules: {}, gmNotes: '' },
    // Already in round 1 with a fixed order: startEncounter's tie-break
    // (G-INIT-1, 1d10 until distinct) cannot separate more than ten equal
    // initiative values, and these 300 figures all share one.
    turn: { round: 1, order: Object.keys(figureRecords), tieBreaks: {}, activeIndex: 0, done: [] },
  };
}
