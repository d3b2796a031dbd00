// Test helpers for the module rules: turn modules on in an arena World.
import { produce } from 'immer';
import type { World } from '../../model/schema';
import type { ModuleId } from '../../model/modules';

export function withModules(world: World, modules: ModuleId[]): World {
  return produce(world, (d) => {
    d.scenario.rules.modules = [...modules];
  });
}
