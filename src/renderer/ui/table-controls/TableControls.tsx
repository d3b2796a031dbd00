// GM controls for the table view (issue 7): open it on a display, calibrate,
// the TV's footprint on the GM map (issue 16 fix 6), pan in whole inches,
// zoom lock, rotation, shared overlays, blackout, the players' sides and the
// hotseat hand-over screen. A pure view of `state`.
import type { TableControlsActions, TableControlsState } from '../../table/controlsContract';

export interface TableControlsProps {
  state: TableControlsState;
  actions: TableControlsActions;
}

/** Issue 16 fix 6: what the outline is and how to move it. */
const FOOTPRINT_TIP =
  'The part of the map the table TV shows at true scale, turned as the TV is (the notch marks its top). Drag its "Table TV" label or its outline to move the TV view; Alt+arrow keys move it a square. A view setting: not in the game log or undo.';

const tenths = (n: number) => Math.round(n * 10) / 10;

const OVERLAY_LABELS = { reach: 'Reach', path: 'Path', templates: 'Templates', los: 'LOS line' } as const;

export function TableControls({ state, actions }: TableControlsProps) {
  const { view } = state;
  return (
    <section class="table-controls" data-testid="table-controls" aria-label="Table view">
      <h3>Table view</h3>
      <div class="table-controls-row">
        <button type="button" data-testid="table-open" onClick={actions.openTable}>
          {state.opened ? 'Reopen table view' : 'Open table view'}
        </button>
        {state.platform === 'electron' && (
          <label>
            Display{' '}
            <select data-testid="table-display" value={state.displayId ?? ''} onChange={(e) => actions.chooseDisplay((e.currentTarget as HTMLSelectElement).value)}>
              <option value="">First non-primary</option>
              {state.displays.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label} ({d.widthPx}×{d.heightPx}){d.primary ? ' — primary' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" data-testid="table-calibrate" aria-pressed={!!view.calibrate} onClick={actions.toggleCalibration}>
          {view.calibrate ? 'End calibration' : 'Calibrate'}
        </button>
      </div>

      <div class="table-controls-row" aria-label="Pan (whole inches)">
        <button type="button" title="Pan 1 inch left" data-testid="table-pan-left" onClick={() => actions.pan(-1, 0)}>
          ◀
        </button>
        <button type="button" title="Pan 1 inch up" data-testid="table-pan-up" onClick={() => actions.pan(0, -1)}>
          ▲
        </button>
        <button type="button" title="Pan 1 inch down" data-testid="table-pan-down" onClick={() => actions.pan(0, 1)}>
          ▼
        </button>
        <button type="button" title="Pan 1 inch right" data-testid="table-pan-right" onClick={() => actions.pan(1, 0)}>
          ▶
        </button>
        <button type="button" data-testid="table-centre" onClick={actions.centre}>
          Centre
        </button>
        <span data-testid="table-pan">
          {view.panInches.x}", {view.panInches.y}"
        </span>
      </div>

      <div class="table-controls-row">
        <label data-testid="table-footprint-label" title={FOOTPRINT_TIP}>
          <input
            type="checkbox"
            data-testid="table-footprint"
            checked={state.footprint}
            disabled={!state.tableSize}
            onChange={(e) => actions.setFootprint((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          TV footprint on my map
        </label>
        {state.tableSize ? (
          <span data-testid="table-size">
            TV shows {tenths(state.tableSize.acrossInches)} × {tenths(state.tableSize.downInches)} squares
          </span>
        ) : (
          <span class="table-size-unknown">(open the table view to see it)</span>
        )}
      </div>

      <div class="table-controls-row">
        <label>
          <input type="checkbox" data-testid="table-zoom-lock" checked={view.zoomLocked} onChange={(e) => actions.setZoomLocked((e.currentTarget as HTMLInputElement).checked)} /> True scale (zoom
          locked)
        </label>
        {!view.zoomLocked && (
          <>
            <button type="button" onClick={() => actions.zoomBy(1 / 1.25)}>
              −
            </button>
            <span>{Math.round(view.zoom * 100)}%</span>
            <button type="button" onClick={() => actions.zoomBy(1.25)}>
              +
            </button>
          </>
        )}
      </div>

      <div class="table-controls-row">
        <button type="button" title="Rotate anticlockwise" data-testid="table-rotate-left" onClick={() => actions.rotate(-90)}>
          ⟲
        </button>
        <span data-testid="table-rotation">{view.rotation}°</span>
        <button type="button" title="Rotate clockwise" data-testid="table-rotate-right" onClick={() => actions.rotate(90)}>
          ⟳
        </button>
        <label>
          <input type="checkbox" data-testid="table-blackout" checked={view.blackout} onChange={(e) => actions.setBlackout((e.currentTarget as HTMLInputElement).checked)} /> Blackout
        </label>
        <label>
          <input type="checkbox" data-testid="table-explored" checked={view.showExplored} onChange={(e) => actions.setShowExplored((e.currentTarget as HTMLInputElement).checked)} /> Dim explored
        </label>
        <label title="Show the whole map on the TV; only the figures the players cannot see are left out">
          <input type="checkbox" data-testid="table-whole-map" checked={!!view.wholeMap} onChange={(e) => actions.setWholeMap((e.currentTarget as HTMLInputElement).checked)} /> Whole map
        </label>
      </div>

      <fieldset class="table-controls-row">
        <legend>Shared overlays</legend>
        {(Object.keys(OVERLAY_LABELS) as (keyof typeof OVERLAY_LABELS)[]).map((name) => (
          <label key={name}>
            <input type="checkbox" data-testid={`table-overlay-${name}`} checked={state.show[name]} onChange={(e) => actions.setOverlay(name, (e.currentTarget as HTMLInputElement).checked)} />{' '}
            {OVERLAY_LABELS[name]}
          </label>
        ))}
      </fieldset>

      <fieldset class="table-controls-row">
        <legend>Players' sides (what the table shows)</legend>
        {state.sides.map((side) => (
          <label key={side.id}>
            <input
              type="checkbox"
              data-testid={`table-side-${side.id}`}
              checked={state.playerSideIds.includes(side.id)}
              onChange={(e) => actions.setPlayerSide(side.id, (e.currentTarget as HTMLInputElement).checked)}
            />{' '}
            <span class="side-swatch" style={{ background: side.colour }} /> {side.name}
          </label>
        ))}
      </fieldset>

      <div class="table-controls-row">
        <label>
          <input type="checkbox" data-testid="table-hand-over" checked={state.handOver} onChange={(e) => actions.setHandOver((e.currentTarget as HTMLInputElement).checked)} /> Hand-over screen between
          sides
        </label>
        <label>
          <input type="checkbox" data-testid="table-gm-tint" checked={state.gmTint} onChange={(e) => actions.setGmTint((e.currentTarget as HTMLInputElement).checked)} /> Players' fog on my map
        </label>
        {state.lastBuildMs !== null && (
          <span class="table-fog-time" data-testid="table-fog-time" style={{ marginLeft: '1em', opacity: 0.75 }}>
            fog {state.lastBuildMs.toFixed(1)} ms
          </span>
        )}
      </div>
    </section>
  );
}

export interface HandOverScreenProps {
  /** Who takes the controls next, e.g. "The Law". */
  nextSideName: string;
  onContinue(): void;
}

/** Hotseat secrecy: covers the GM window until the next side is ready. */
export function HandOverScreen({ nextSideName, onContinue }: HandOverScreenProps) {
  return (
    <div
      class="hand-over-screen"
      data-testid="hand-over-screen"
      role="dialog"
      aria-modal="true"
      style={{ position: 'fixed', inset: 0, background: '#111', color: '#eee', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', zIndex: 1000 }}
    >
      <p style={{ fontSize: '1.6em' }}>Hand over to {nextSideName}</p>
      <button type="button" data-testid="hand-over-continue" onClick={onContinue}>
        I am {nextSideName}: show my turn
      </button>
    </div>
  );
}
