// Applies editor events to an immer draft; never decides anything (the
// resolver did), so undo/redo and replay give the same World.
import type { Draft } from 'immer';
import type { World } from '../../model/schema';
import type { EditorEvent } from './types';

export function applyEditorEvent(draft: Draft<World>, event: EditorEvent): void {
  switch (event.type) {
    case 'terrainPainted': {
      if (event.legendAdded) draft.terrain.legend[event.char] = event.terrainTypeId as Draft<World>['terrain']['legend'][string];
      const byRow = new Map<number, number[]>();
      for (const { c, r } of event.cells) {
        const list = byRow.get(r) ?? [];
        list.push(c);
        byRow.set(r, list);
      }
      for (const [r, cols] of byRow) {
        const chars = [...draft.terrain.rows[r]];
        for (const c of cols) chars[c] = event.char;
        const next = chars.join('');
        // Unchanged rows stay untouched so no patch (and no change) is recorded.
        if (next !== draft.terrain.rows[r]) draft.terrain.rows[r] = next;
      }
      return;
    }
    case 'wallAdded':
    case 'wallUpdated':
      draft.walls[event.wall.id] = event.wall;
      return;
    case 'wallRemoved':
      delete draft.walls[event.wallId];
      return;
    case 'figurePlaced':
    case 'figureUpdated':
      draft.figures[event.figure.id] = event.figure;
      return;
    case 'figureRemoved': {
      delete draft.figures[event.figureId];
      // Keep turn state free of dangling ids (the loader would refuse them).
      const idx = draft.turn.order.indexOf(event.figureId as never);
      if (idx >= 0) {
        draft.turn.order.splice(idx, 1);
        if (draft.turn.activeIndex > idx || draft.turn.activeIndex >= Math.max(1, draft.turn.order.length)) draft.turn.activeIndex = Math.max(0, draft.turn.activeIndex - 1);
      }
      const d = draft.turn.done.indexOf(event.figureId as never);
      if (d >= 0) draft.turn.done.splice(d, 1);
      return;
    }
    case 'objectAdded':
    case 'objectUpdated':
      draft.objects[event.object.id] = event.object;
      return;
    case 'objectRemoved':
      delete draft.objects[event.objectId];
      return;
    case 'areaAdded':
      draft.areas[event.area.id] = event.area;
      return;
    case 'areaDeleted':
      delete draft.areas[event.areaId];
      return;
    case 'sideAdded':
    case 'sideUpdated':
      draft.sides[event.side.id] = event.side;
      return;
    case 'sideRemoved':
      delete draft.sides[event.sideId];
      delete draft.scenario.victory[event.sideId];
      draft.scenario.entryPoints = draft.scenario.entryPoints.filter((e) => e.sideId !== event.sideId);
      return;
    case 'terrainTypeSet':
      draft.terrainTypes[event.terrainType.id] = event.terrainType;
      return;
    case 'scenarioUpdated':
      draft.scenario = event.scenario;
      return;
    case 'mapUpdated':
      draft.map = event.map;
      if (event.legendChar && event.fillTerrainTypeId) draft.terrain.legend[event.legendChar] = event.fillTerrainTypeId as Draft<World>['terrain']['legend'][string];
      if (event.terrainRows) draft.terrain.rows = event.terrainRows;
      return;
    case 'ruleOptionSet':
      if (event.value === null) delete draft.scenario.rules[event.optionId];
      else draft.scenario.rules[event.optionId] = event.value;
      return;
  }
}
