// What the panels and keys ask of the play wiring (PlayActions) and the key
// handling: UI changes through the store (one render per action), tool
// changes through the tool machine, World changes only through core.dispatch.
import type { EditorCommand } from '../../core/rules/editor';
import { weaponAt } from '../tools/previews';
import { gameCommandForKey, isTyping, keyToCommand } from '../tools/keyboard';
import { forceTaskName, forceableDoors, placeableCharges } from '../tools/actionTargets';
import type { PlayActions } from './contract';
import type { PlayCore } from './playCore';

export function makeActions(core: PlayCore): PlayActions {
  const { store } = core;
  const ui = () => store.get();
  /** Each action is one change of the UI state: the panels render once, at its end. */
  const inBatch =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R =>
      store.batch(() => fn(...args));
  return {
    dispatch: (command) => core.dispatch(command),
    selectFigure: (id) => core.selectFigure(id),
    setTool: inBatch((tool) => {
      core.tools.setTool(tool);
      if (tool === 'area') pickAreaWeapon(core);
      store.set({ violation: null });
    }),
    setWeapon: inBatch((index) => {
      const id = core.active() ?? ui().selectedFigureId;
      const f = id ? core.world.figures[id] : null;
      if (f && index !== -1 && !f.loadout.weapons[index]) return;
      store.set({ weaponIndex: index, shots: 1 });
      const spec = f ? weaponAt(f, index) : null;
      // Issue 16 fix 1: picking a weapon arms its tool, so hovering an enemy previews the attack at once
      // (the place tool keeps its charge; unarmed (-1) still arms a melee attack).
      if (ui().tool === 'place') return;
      core.tools.setTool(spec?.area ? 'area' : 'attack');
    }),
    setShots: (shots) => store.set({ shots: Math.max(1, Math.floor(shots)) }),
    setManualModifiers: (mods) => store.set({ manualModifiers: mods }),
    undo: () => {
      if (!core.session.undo()) {
        store.set({ violation: { code: 'no-undo', message: core.session.log.length ? 'a roll cannot be undone (the GM can allow it)' : 'nothing to undo' } });
      }
    },
    redo: () => {
      core.session.redo();
    },
    highlightFigures: (ids) => store.set({ highlighted: ids }),
    gmEditFigure: (id, patch) => {
      core.dispatch({ type: 'updateFigure', figureId: id, changes: patch } as EditorCommand);
    },
    save: () => {
      void core.host.save(false);
    },
    saveAs: () => {
      void core.host.save(true);
    },
    placeCharge: inBatch(() => placeCharge(core)),
    forceDoor: inBatch((wallId?: string) => forceDoor(core, wallId)),
    setSideController: (sideId, controller) => {
      core.computer.setController(sideId, controller);
    },
    resumeComputer: () => core.computer.resume(),
    setSideDice: (sideId, dice) => {
      core.dispatch({ type: 'updateSide', sideId, changes: { dice } } as EditorCommand);
    },
    enterFaces: (faces) => {
      core.enterFaces(faces);
    },
    cancelTableRoll: () => core.cancelTableRoll(),
  };
}

/** G: the area tool uses the figure's area weapon when the held one is not. */
function pickAreaWeapon(core: PlayCore): void {
  const id = core.active();
  if (!id) return;
  const f = core.world.figures[id];
  if (weaponAt(f, core.ui.weaponIndex)?.area) return;
  const drawn = f.loadout.activeWeapon;
  if (weaponAt(f, drawn)?.area) {
    core.store.set({ weaponIndex: drawn });
    return;
  }
  const k = f.loadout.weapons.findIndex((_, i) => weaponAt(f, i)?.area);
  if (k >= 0) core.store.set({ weaponIndex: k });
}

/** T / Place charge: the place tool with the figure's placeable charge (the drawn one first). */
function placeCharge(core: PlayCore): void {
  const id = core.active();
  const f = id ? core.world.figures[id] : null;
  const charge = f ? placeableCharges(f)[0] : undefined;
  if (!f || !charge) {
    core.store.set({ violation: { code: 'no-target', message: f ? `${f.name} carries no charge to place (such as dynamite)` : 'no figure is acting' } });
    return;
  }
  core.store.set({ weaponIndex: charge.index, violation: null });
  core.tools.setTool('place');
}

/** K / Force door (G-TURN-3 long task): the named door, the only one within 1", else the force tool to click one. */
function forceDoor(core: PlayCore, wallId?: string): void {
  const id = core.active();
  const f = id ? core.world.figures[id] : null;
  if (!f || !id) return;
  let target = wallId;
  if (target === undefined) {
    const doors = forceableDoors(core.world, f);
    if (doors.length === 0) {
      core.store.set({ violation: { code: 'no-target', message: `no closed door within 1" of ${f.name}` } });
      return;
    }
    if (doors.length > 1) {
      core.tools.setTool('force');
      core.store.set({ violation: null });
      return;
    }
    target = doors[0].id;
  }
  if (core.dispatch({ type: 'longTask', figureId: id, name: forceTaskName(target), wallId: target }).ok && core.ui.tool === 'force') core.tools.setTool('select');
}

/** Keyboard shortcuts (see tools/keyboard.ts); returns true when handled. */
export function onKey(core: PlayCore, event: KeyboardEvent): boolean {
  const cmd = keyToCommand(event);
  // While the table rolls the prompt owns the keys; should one reach here first (the prompt's
  // listener not yet attached), Esc still drops the action and no other shortcut acts.
  if (core.tableRoll) {
    if (cmd?.kind === 'cancel') core.cancelTableRoll();
    return cmd !== null;
  }
  // A key the shortcuts leave alone may belong to the active tool's state.
  if (!cmd) return !isTyping(event.target) && !event.ctrlKey && !event.metaKey && core.tools.keyDown(event.key);
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
      if (!core.tools.cancel()) core.cancel();
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
  if (command && 'refusal' in command) core.store.set({ violation: { code: 'no-target', message: command.refusal } });
  else if (command) core.dispatch(command);
  return true;
}
