// What the panels and keys ask of the play wiring (PlayActions) and the key
// handling: UI changes here, World changes only through core.dispatch.
import type { EditorCommand } from '../../core/rules/editor';
import { weaponAt } from '../tools/previews';
import { gameCommandForKey, keyToCommand } from '../tools/keyboard';
import { forceTaskName, forceableDoors, placeableCharges } from '../tools/actionTargets';
import type { PlayActions } from './contract';
import type { PlayCore } from './playCore';
import { cancelDrag } from './playPointer';

export function makeActions(core: PlayCore): PlayActions {
  const { ui } = core;
  return {
    dispatch: (command) => core.dispatch(command),
    selectFigure: (id) => core.selectFigure(id),
    setTool: (tool) => {
      ui.tool = tool;
      if (tool === 'measure' || tool === 'los') {
        ui.measureFrom = ui.measureTo = null;
        ui.measureFixed = false;
      }
      if (tool === 'area') pickAreaWeapon(core);
      ui.violation = null;
      core.refresh();
    },
    setWeapon: (index) => {
      const id = core.active() ?? ui.selectedFigureId;
      const f = id ? core.world.figures[id] : null;
      if (f && index !== -1 && !f.loadout.weapons[index]) return;
      ui.weaponIndex = index;
      const spec = f ? weaponAt(f, index) : null;
      if (spec?.area) ui.tool = 'area';
      else if (ui.tool === 'area') ui.tool = 'attack';
      ui.shots = 1;
      core.refresh();
    },
    setShots: (shots) => {
      ui.shots = Math.max(1, Math.floor(shots));
      core.refresh();
    },
    setManualModifiers: (mods) => {
      ui.manualModifiers = mods;
      core.refresh();
    },
    undo: () => {
      if (!core.session.undo()) {
        ui.violation = { code: 'no-undo', message: core.session.log.length ? 'a roll cannot be undone (the GM can allow it)' : 'nothing to undo' };
        core.refresh();
      }
    },
    redo: () => {
      core.session.redo();
    },
    highlightFigures: (ids) => {
      ui.highlighted = ids;
      core.refresh();
    },
    gmEditFigure: (id, patch) => {
      core.dispatch({ type: 'updateFigure', figureId: id, changes: patch } as EditorCommand);
    },
    save: () => {
      void core.host.save(false);
    },
    saveAs: () => {
      void core.host.save(true);
    },
    placeCharge: () => placeCharge(core),
    forceDoor: (wallId) => forceDoor(core, wallId),
    setSideController: (sideId, controller) => {
      core.computer.setController(sideId, controller);
    },
    resumeComputer: () => core.computer.resume(),
  };
}

/** G: the area tool uses the figure's area weapon when the held one is not. */
function pickAreaWeapon(core: PlayCore): void {
  const id = core.active();
  if (!id) return;
  const f = core.world.figures[id];
  const { ui } = core;
  if (weaponAt(f, ui.weaponIndex)?.area) return;
  const drawn = f.loadout.activeWeapon;
  if (weaponAt(f, drawn)?.area) {
    ui.weaponIndex = drawn;
    return;
  }
  const k = f.loadout.weapons.findIndex((_, i) => weaponAt(f, i)?.area);
  if (k >= 0) ui.weaponIndex = k;
}

/** T / Place charge: the place tool with the figure's placeable charge (the drawn one first). */
function placeCharge(core: PlayCore): void {
  const id = core.active();
  const { ui } = core;
  const f = id ? core.world.figures[id] : null;
  const charge = f ? placeableCharges(f)[0] : undefined;
  if (!f || !charge) {
    ui.violation = { code: 'no-target', message: f ? `${f.name} carries no charge to place (such as dynamite)` : 'no figure is acting' };
    core.refresh();
    return;
  }
  ui.weaponIndex = charge.index;
  ui.tool = 'place';
  ui.violation = null;
  core.refresh();
}

/** K / Force door (G-TURN-3 long task): the named door, the only one within 1", else the force tool to click one. */
function forceDoor(core: PlayCore, wallId?: string): void {
  const id = core.active();
  const { ui } = core;
  const f = id ? core.world.figures[id] : null;
  if (!f || !id) return;
  let target = wallId;
  if (target === undefined) {
    const doors = forceableDoors(core.world, f);
    if (doors.length === 0) {
      ui.violation = { code: 'no-target', message: `no closed door within 1" of ${f.name}` };
      core.refresh();
      return;
    }
    if (doors.length > 1) {
      ui.tool = 'force';
      ui.violation = null;
      core.refresh();
      return;
    }
    target = doors[0].id;
  }
  if (core.dispatch({ type: 'longTask', figureId: id, name: forceTaskName(target), wallId: target }).ok && ui.tool === 'force') ui.tool = 'select';
}

/** Keyboard shortcuts (see tools/keyboard.ts); returns true when handled. */
export function onKey(core: PlayCore, event: KeyboardEvent): boolean {
  const cmd = keyToCommand(event);
  if (!cmd) return false;
  const { actions, ui } = core;
  switch (cmd.kind) {
    case 'weapon':
      actions.setWeapon(cmd.index);
      return true;
    case 'tool':
      actions.setTool(cmd.tool);
      return true;
    case 'cancel':
      // Esc during a figure drag drops the drag only; the tool stays.
      if (!cancelDrag(core)) core.cancel();
      return true;
    case 'undo':
      actions.undo();
      return true;
    case 'redo':
      actions.redo();
      return true;
    case 'shots':
      actions.setShots(ui.shots >= 6 ? 1 : ui.shots + 1);
      return true;
    case 'selectActive':
      actions.selectFigure(core.active());
      return true;
    case 'save':
      if (cmd.saveAs) actions.saveAs();
      else actions.save();
      return true;
    case 'placeCharge':
      actions.placeCharge();
      return true;
    case 'forceDoor':
      actions.forceDoor();
      return true;
  }
  const command = gameCommandForKey(cmd, core.world, core.active(), ui.weaponIndex);
  if (command && 'refusal' in command) {
    ui.violation = { code: 'no-target', message: command.refusal };
    core.refresh();
  } else if (command) core.dispatch(command);
  return true;
}
