// Public face of the catalogue (G-OBJ-1..7).
export { weaponById, armourById, allWeapons, allArmour, weaponTable, UNARMED, tracksAmmo, isCountedItem, reloadIsPartOfAttack, rangeFor, parseWeaponTable, parseArmourFile } from './data';
export type { WeaponSpec, ArmourSpec, AreaSpec, TableId, WeaponCategory } from './data';
export { formatZodError } from './schema';
export { crewedApPerAttack, defaultApPerAttack, attackCountAllowed } from './ap';
export { checkLoadout, totalDrv, armourDrv, armourPieces, weaponDamageNotation, loadoutOpCost, withFullAmmo } from './loadout';
export { CATALOGUE_RULINGS, rulingsFor } from './rulings';
