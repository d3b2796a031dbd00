// Public face of characters (G-CHR-1..6, G-INIT-1 value).
export { validateStats, initiativeValue, creatureObjectPoints, creatureStatBonus, statTotal, STAT_KEYS, STAT_LABELS, CAPPED_STATS, STAT_CAP, DEFAULT_SP_TOTAL } from './stats';
export type { StatKey, StatValues } from './stats';
export { quickNpc, npcName } from './npc';
export { templateById, allTemplates, checkTemplate, parseTemplates, CharacterTemplateSchema } from './templates';
export type { CharacterTemplate } from './templates';
export {
  spCheck,
  opBudget,
  changeWeaponDv,
  changeDrvBonus,
  addWeapon,
  setProtection,
  removeWeapon,
  sheetFields,
  tokenLabel,
  figureFromTemplate,
  generatedNpc,
  generatedName,
  STAT_FIELDS,
} from './builder';
export type { SpCheck, OpBudget, OpLine, LoadoutChange, NewFigure } from './builder';
