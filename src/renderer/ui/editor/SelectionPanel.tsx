// The selection's properties: a wall's kind and door state, an object's name,
// height (G-COV-1 low or high cover), turn and size; delete for any.
import type { MapObject, Wall } from '../../../core/model/schema';
import type { EditorActions, EditorViewState } from '../../editor/contract';
import { rotateShape, scaleShape } from '../../tools/editor/geometry';

type Props = { view: EditorViewState; actions: EditorActions; showTab?(tab: string): void };

function PasteButton({ actions }: { actions: EditorActions }) {
  return (
    <button type="button" title="Paste what was copied, one cell on (Ctrl+V)" onClick={actions.paste} data-testid="paste-selection">
      Paste
    </button>
  );
}

export function SelectionPanel({ view, actions, showTab }: Props) {
  const { world } = view;
  const ids = view.ui.selection.filter((id) => world.walls[id] || world.objects[id] || world.figures[id] || world.scenario.zones[id]);
  if (ids.length === 0)
    return (
      <p class="muted small">
        Nothing selected. Click a wall, object or figure with Select (V), or drag a box. <PasteButton actions={actions} />
      </p>
    );
  const one = ids.length === 1 ? ids[0]! : null;
  return (
    <div class="editor-selection" data-testid="editor-selection">
      <p class="small">
        {ids.length} selected{' '}
        <button type="button" title="Delete the selection (Delete)" onClick={actions.deleteSelection} data-testid="delete-selection">
          Delete
        </button>{' '}
        <button type="button" title="Copy (Ctrl+C)" onClick={actions.copy} data-testid="copy-selection">
          Copy
        </button>{' '}
        <PasteButton actions={actions} />
      </p>
      {one && world.walls[one] && <WallProps wall={world.walls[one]} actions={actions} />}
      {one && world.objects[one] && <ObjectProps object={world.objects[one]} actions={actions} />}
      {one && world.figures[one] && (
        <p class="small">
          Figure {world.figures[one].name}{' '}
          {showTab && (
            <button type="button" title="Edit its stats and loadout in the Character tab" onClick={() => showTab('character')} data-testid="selection-character">
              Character…
            </button>
          )}
        </p>
      )}
      {one && world.scenario.zones[one] && <p class="small">Zone {world.scenario.zones[one].name}</p>}
    </div>
  );
}

function WallProps({ wall, actions }: { wall: Wall; actions: EditorActions }) {
  const setKind = (kind: Wall['kind']) =>
    actions.dispatch({ type: 'updateWall', wallId: wall.id, changes: kind === 'door' ? { kind, door: wall.door ?? 'closed' } : { kind, door: undefined } }, 'Wall kind');
  return (
    <div class="editor-form">
      <label class="editor-field">
        Kind{' '}
        <select value={wall.kind} data-testid="wall-kind" onChange={(e) => setKind((e.target as HTMLSelectElement).value as Wall['kind'])}>
          {['wall', 'door', 'window', 'low-wall', 'fence'].map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      {wall.kind === 'door' && (
        <label class="editor-field">
          Door{' '}
          <select value={wall.door ?? 'closed'} onChange={(e) => actions.dispatch({ type: 'setDoor', wallId: wall.id, state: (e.target as HTMLSelectElement).value as NonNullable<Wall['door']> })}>
            <option value="closed">closed</option>
            <option value="open">open</option>
            <option value="locked">locked</option>
          </select>
        </label>
      )}
      <p class="muted small">
        {wall.a.x},{wall.a.y} → {wall.b.x},{wall.b.y}. S splits it at the pointer; drag an end to move it.
      </p>
    </div>
  );
}

function ObjectProps({ object, actions }: { object: MapObject; actions: EditorActions }) {
  const update = (changes: Partial<Omit<MapObject, 'id'>>, label: string) => actions.dispatch({ type: 'updateObject', objectId: object.id, changes }, label);
  return (
    <div class="editor-form">
      <label class="editor-field">
        Name <input type="text" value={object.name} data-testid="object-name" onChange={(e) => update({ name: (e.target as HTMLInputElement).value }, 'Name object')} />
      </label>
      <label class="editor-field">
        Cover{' '}
        <select value={object.height} onChange={(e) => update({ height: (e.target as HTMLSelectElement).value as MapObject['height'] }, 'Object cover')}>
          <option value="low">low</option>
          <option value="high">high</option>
        </select>
      </label>
      <div class="editor-chips">
        <button type="button" title="Turn 15° anticlockwise ([)" onClick={() => update({ shape: rotateShape(object, -15) }, 'Turn object')}>
          ⟲ 15°
        </button>
        <button type="button" title="Turn 15° clockwise (])" onClick={() => update({ shape: rotateShape(object, 15) }, 'Turn object')}>
          ⟳ 15°
        </button>
        <button type="button" title="Turn 90°" onClick={() => update({ shape: rotateShape(object, 90) }, 'Turn object')}>
          90°
        </button>
        <button type="button" title="10% smaller" data-testid="object-smaller" onClick={() => update({ shape: scaleShape(object, 1 / 1.1) }, 'Resize object')}>
          −
        </button>
        <button type="button" title="10% larger" data-testid="object-larger" onClick={() => update({ shape: scaleShape(object, 1.1) }, 'Resize object')}>
          +
        </button>
      </div>
    </div>
  );
}
