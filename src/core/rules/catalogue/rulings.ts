// Where the GRIT tables disagree with themselves, the rule we follow, per
// catalogue id. `grit info` prints the ones a scenario's figures carry, and
// assets/catalogue/README.md says the same for readers of the data.
export const CATALOGUE_RULINGS: Readonly<Record<string, string>> = {
  'light-field-gun': 'the table prints 12–84 AP per attack, but its crew rule (−25% of the maximum per multiple of the minimum crew of 2) gives 84, 63, 42, 21: the crew rule is followed (G-OBJ-5)',
};

/** The rulings for the weapons in these catalogue ids, once each, in id order. */
export function rulingsFor(catalogueIds: Iterable<string>): Array<{ catalogueId: string; ruling: string }> {
  const ids = [...new Set(catalogueIds)].filter((id) => CATALOGUE_RULINGS[id] !== undefined).sort();
  return ids.map((catalogueId) => ({ catalogueId, ruling: CATALOGUE_RULINGS[catalogueId] }));
}
