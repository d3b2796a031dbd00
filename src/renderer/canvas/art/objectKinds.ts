// What a map object is, from its name (issue 16 "Map art"): its kind (the
// material it is drawn with) and its game-icons picture. Pure, for tests.
import type { GameIconName } from './gameIcons.generated';

export type ObjectKind = 'barrel' | 'crate' | 'vehicle' | 'tree' | 'rock' | 'table' | 'pillar' | 'sacks' | 'logs' | 'machine' | 'other';

const KIND_WORDS: ReadonlyArray<[ObjectKind, RegExp]> = [
  ['barrel', /barrel|keg|cask|drum/i],
  ['crate', /crate|box|pallet|chest/i],
  ['vehicle', /wagon|cart|van|car\b|truck|coach|carriage/i],
  ['tree', /tree|oak|pine|bush|shrub|hedge/i],
  ['rock', /rock|boulder|stone|millstone/i],
  ['table', /table|desk|counter|bench|bar\b|shelf/i],
  ['pillar', /pillar|column|post|statue/i],
  ['sacks', /sack|bag|grain/i],
  ['logs', /log|woodpile|timber|lumber/i],
  ['machine', /rack|dumpster|wheel|machine|generator|server/i],
];

/** The picture an object gets, from its name; `other` draws the plain block. */
export function objectKind(name: string): ObjectKind {
  for (const [kind, words] of KIND_WORDS) if (words.test(name)) return kind;
  return 'other';
}

/** The game-icons picture for an object, from its name (more exact than its kind: a car is not a wagon). */
const ICON_WORDS: ReadonlyArray<[GameIconName, RegExp]> = [
  ['barrel', /barrel|keg|cask|drum/i],
  ['wooden-crate', /crate|box|pallet|chest/i],
  ['city-car', /\bcar\b|sedan/i],
  ['truck', /van\b|truck|lorry/i],
  ['old-wagon', /wagon|cart|coach|carriage/i],
  ['pine-tree', /pine|fir\b|spruce/i],
  ['berry-bush', /bush|shrub|hedge/i],
  ['oak', /tree|oak/i],
  ['water-mill', /mill ?wheel|water ?wheel/i],
  ['stone-pile', /rock|boulder|stone|rubble/i],
  ['server-rack', /server|rack/i],
  ['trash-can', /dumpster|bin\b|trash/i],
  ['desk', /desk/i],
  ['round-table', /round table/i],
  ['table', /table|counter|bench|bar\b|shelf/i],
  ['ionic-column', /pillar|column|post|statue/i],
  ['swap-bag', /sack|bag|grain/i],
  ['wood-pile', /log|woodpile|timber|lumber/i],
  ['gears', /wheel|machine|generator/i],
];

export function objectIcon(name: string): GameIconName {
  for (const [icon, words] of ICON_WORDS) if (words.test(name)) return icon;
  return 'cube';
}
