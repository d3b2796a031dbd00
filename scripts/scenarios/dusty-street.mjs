// Balance patch for maps/dusty-street.grit.json ("Dusty Street Shootout"),
// which was drawn by hand before the generators: this script applies the
// tuning that `grit sim` measured on top of the committed file and writes it
// back, so it reproduces the committed map (idempotent).
// Run: node scripts/scenarios/dusty-street.mjs
import { readFileSync } from 'node:fs';
import { ROOT, writeMap } from './lib.mjs';

const world = JSON.parse(readFileSync(`${ROOT}maps/dusty-street.grit.json`, 'utf8'));

// The Kid wore no armour and Slim leather: with the computer on both sides the
// Law won 76% of 100 games (the gang's strongbox carrier was shot down in the
// open); the Kid in leather, 70%.
world.figures.kid.loadout.armour = 'hardened-leather';
world.figures.slim.loadout.armour = 'hardened-leather';

// The balance line in the GM notes (replaced, not appended, so the script stays idempotent).
const BALANCE =
  ' Balance (`grit sim`, computer against computer, 400 games from seed 1): The Law 199 wins (49.8%, 95% interval 45–55%), Dalton Gang 201 (50.3%, 45–55%), all by putting the other side down; 223 and 177 (53 of them with the strongbox) before the gang’s fetcher fought first under fire.';
world.scenario.gmNotes = world.scenario.gmNotes.replace(/ Balance \(.*$/, '') + BALANCE;

writeMap('dusty-street.grit.json', world);
