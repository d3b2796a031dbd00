// The optional modules of RULES §9: which exist, which are built, and which
// combine (§9.0 "Combinations"). A scenario turns them on with
// `"rules": { "modules": ["N", "L"] }`; anything else is refused at load,
// naming the module, so a scenario never silently plays without one.
import type { World } from './schema';

export type ModuleId = 'P' | 'N' | 'L' | 'S';

export interface ModuleInfo {
  id: ModuleId;
  title: string;
  /** RULES section. */
  section: string;
  /** One line for `grit info` and the rules panel. */
  summary: string;
  /** False while the module's rules are not in the engine yet: a scenario asking for it is refused. */
  built: boolean;
}

export const MODULES: Record<ModuleId, ModuleInfo> = {
  P: { id: 'P', title: 'Phoenix revised combat round', section: '9.1', summary: 'surprise, initiative, charge, retreat, scaled range and cover tables', built: true },
  N: { id: 'N', title: 'Grim-n-Gritty 4.0', section: '9.2', summary: 'abort actions (dive for cover, block, roll with the blow), trauma and injuries', built: true },
  L: { id: 'L', title: 'Grim-n-Gritty Life Bar', section: '9.3', summary: 'a life bar of pips instead of HP, soak per hit, dying and stabilising', built: true },
  S: { id: 'S', title: 'Simultaneous rounds', section: '9.4', summary: 'secret plots, moves and actions resolved together, hit locations and wounds', built: true },
};

/** §9.0: S replaces the round and reads HP, so it goes with none of P, N, L. */
const CANNOT_COMBINE: Array<[ModuleId, ModuleId, string]> = [
  ['S', 'P', 'S replaces the combat round that P revises'],
  ['S', 'N', 'S has its own wounds and reads HP, which N changes'],
  ['S', 'L', 'S reads HP, which L replaces with the life bar'],
];

export function isModuleId(id: string): id is ModuleId {
  return Object.prototype.hasOwnProperty.call(MODULES, id);
}

/** The modules a World plays with (empty for GRIT Basic); the file was checked at load. */
export function activeModules(world: Pick<World, 'scenario'>): ModuleId[] {
  const v = world.scenario.rules?.modules;
  return Array.isArray(v) ? v.filter(isModuleId) : [];
}

export function moduleOn(world: Pick<World, 'scenario'>, id: ModuleId): boolean {
  return activeModules(world).includes(id);
}

/** Figure fields that belong to a module (L's soak and life bar) are refused when the scenario does not turn it on. */
export function checkModuleFields(world: Pick<World, 'scenario' | 'figures'>): Array<{ path: Array<string | number>; message: string }> {
  const out: Array<{ path: Array<string | number>; message: string }> = [];
  const l = moduleOn(world, 'L');
  for (const [id, f] of Object.entries(world.figures)) {
    if (!l && f.soak !== undefined) out.push({ path: ['figures', id, 'soak'], message: 'a Soak belongs to module L (Life Bar, L-SOAK): add "L" to scenario.rules.modules or remove it' });
    if (!l && f.lifeBar !== undefined) out.push({ path: ['figures', id, 'lifeBar'], message: 'a life bar belongs to module L (L-BAR): add "L" to scenario.rules.modules or remove it' });
  }
  return out;
}

/** Problems with a `rules.modules` value: not a list, an unknown or unbuilt module, a repeat, a combination §9.0 rules out. */
export function checkModules(value: unknown): Array<{ index: number | null; message: string }> {
  if (!Array.isArray(value)) return [{ index: null, message: `expected a list of module ids (${Object.keys(MODULES).join(', ')}), e.g. ["N", "L"]` }];
  const out: Array<{ index: number | null; message: string }> = [];
  const seen = new Set<string>();
  value.forEach((id, index) => {
    if (typeof id !== 'string' || !isModuleId(id)) {
      out.push({
        index,
        message: `unknown module ${JSON.stringify(id)}; the modules are ${Object.values(MODULES)
          .map((m) => `${m.id} (${m.title})`)
          .join(', ')}`,
      });
    } else if (seen.has(id)) {
      out.push({ index, message: `module ${id} is listed twice` });
    } else if (!MODULES[id].built) {
      out.push({ index, message: `module ${id} (${MODULES[id].title}) is not available in this version of GRIT Table` });
    }
    if (typeof id === 'string') seen.add(id);
  });
  for (const [a, b, why] of CANNOT_COMBINE) {
    if (seen.has(a) && seen.has(b)) out.push({ index: null, message: `modules ${a} (${MODULES[a].title}) and ${b} (${MODULES[b].title}) cannot be used together: ${why}` });
  }
  return out;
}
