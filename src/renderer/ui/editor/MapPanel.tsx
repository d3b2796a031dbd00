// The map: its size and grid, and the background image: load a PNG, JPEG or
// WebP, align it (drag a box over one grid square, or type its pixels per
// inch), lock it against changes, remove it.
import { useState } from 'preact/hooks';
import type { EditorActions, EditorViewState } from '../../editor/contract';

type Props = { view: EditorViewState; actions: EditorActions };

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function imageSize(src: string): Promise<{ width: number; height: number }> {
  const img = new Image();
  img.src = src;
  return img.decode().then(() => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

export function MapPanel({ view, actions }: Props) {
  const { world } = view;
  const bg = world.map.background;
  const locked = view.backgroundLocked;
  const [ppi, setPpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setError(`${file.name}: not a PNG, JPEG or WebP image`);
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      imageSize(src).then(
        ({ width, height }) => {
          setError(null);
          actions.setBackground(src, width, height);
        },
        () => setError(`${file.name}: the image could not be read`),
      );
    };
    reader.onerror = () => setError(`${file.name}: the file could not be read`);
    reader.readAsDataURL(file);
  };
  const applyPpi = (e: Event) => {
    e.preventDefault();
    const n = Number(ppi);
    if (!bg || !(n > 0)) return setError('Pixels per inch: a number above 0');
    imageSize(bg.src).then(
      ({ width, height }) => {
        setError(null);
        actions.setPixelsPerInch(n, width, height);
      },
      () => setError('The background image could not be read'),
    );
  };
  return (
    <div class="editor-map" data-testid="editor-map-panel">
      <p class="small">
        {world.map.widthCells} × {world.map.heightCells} {world.map.grid === 'square' ? 'squares' : 'hexes'} (1" each)
      </p>
      <h3>Background image</h3>
      {bg ? (
        <p class="small muted" data-testid="background-info">
          {bg.widthInches.toFixed(2)}" × {bg.heightInches.toFixed(2)}" at {bg.originInches.x.toFixed(2)}, {bg.originInches.y.toFixed(2)}
        </p>
      ) : (
        <p class="small muted">None.</p>
      )}
      <label class="editor-field" title="Load a PNG, JPEG or WebP picture under the grid">
        Load image… <input type="file" accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp" disabled={locked} onChange={load} data-testid="background-file" />
      </label>
      {bg && (
        <>
          <form class="editor-form" onSubmit={applyPpi}>
            <label class="editor-field" title="Image pixels per grid square (one inch)">
              Pixels per inch <input type="number" min={1} step="any" value={ppi} disabled={locked} onInput={(e) => setPpi((e.target as HTMLInputElement).value)} data-testid="background-ppi" />
            </label>{' '}
            <button type="submit" disabled={locked}>
              Apply
            </button>
          </form>
          <div class="editor-chips">
            <button type="button" disabled={locked} title="Drag a box over one grid square of the picture" onClick={() => actions.setTool('editor.align')}>
              Align by box
            </button>
            <label class="editor-field" title="A locked image cannot be moved, rescaled or removed">
              <input type="checkbox" checked={locked} onChange={(e) => actions.setBackgroundLocked((e.target as HTMLInputElement).checked)} data-testid="background-lock" /> Lock
            </label>
            <button type="button" disabled={locked} onClick={actions.removeBackground}>
              Remove
            </button>
          </div>
        </>
      )}
      {error && <p class="bad small">{error}</p>}
    </div>
  );
}
