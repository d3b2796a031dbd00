// Module S plot panel (S-PLOT): in the plot phase, the plotting side's
// figures with their plots (plotted / not yet), goals toward or away from an
// enemy, an attack, clearing a plot, and "Done plotting". Only the plotting
// side's plots are shown; other sides show "plotting" or "done", never what
// they plotted. Clicks on the map go to the plot tool (tools/plotTool).
import type { Figure, World } from '../../../core/model/schema';
import { plotsThisRound, plottingSideId, sidesToPlot } from '../../../core/rules/modules/s/plot';
import { describePlot } from '../../../core/rules/modules/s/describe';
import type { PlayActions, PlayViewState } from '../../state/contract';

export function PlotPanel({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const { world } = view;
  if (world.turn.phase !== 'plot') return null;
  const sideId = plottingSideId(world);
  const side = sideId ? world.sides[sideId] : undefined;
  const left = new Set(sidesToPlot(world));
  const figures = Object.values(world.figures).filter((f) => f.sideId === sideId && plotsThisRound(world, f));
  const selected = view.selectedFigureId ? world.figures[view.selectedFigureId] : undefined;
  const mine = selected && selected.sideId === sideId && plotsThisRound(world, selected) ? selected : undefined;
  const plots = world.turn.plots ?? {};
  return (
    <section class="panel plot-panel" aria-labelledby="plot-heading" data-testid="plot-panel" style={`--side: ${side?.colour ?? '#888888'}`}>
      <header class="panel-head">
        <h2 id="plot-heading">Plot phase</h2>
        <span class="small muted">Round {world.turn.round} · simultaneous (S-PLOT)</span>
      </header>
      <p class="small">
        <strong data-testid="plot-side">{side ? `${side.name} plots` : 'Nobody plots'}</strong> — in secret: a move (click a square) and one Action (click an enemy to attack) for each figure.
      </p>
      <ul class="plot-list" data-testid="plot-list">
        {figures.map((f) => (
          <li key={f.id} class={f.id === mine?.id ? 'selected' : ''}>
            <button type="button" class="link" onClick={() => actions.selectFigure(f.id)} data-testid={`plot-figure-${f.id}`}>
              {f.name}
            </button>{' '}
            <span class="small" data-testid={`plot-of-${f.id}`}>
              {plots[f.id] ? describePlot(plots[f.id]!, world) : 'not plotted'}
            </span>
          </li>
        ))}
      </ul>
      {mine && sideId && <FigurePlotControls world={world} figure={mine} sideId={sideId} actions={actions} hasPlot={!!plots[mine.id]} />}
      <div class="turn-buttons">
        <button type="button" onClick={() => actions.setTool('plot')} title="Plot on the map: click a square to move there, an enemy to attack it">
          Plot on map
        </button>
        <button type="button" class="primary" disabled={!sideId} data-testid="done-plotting" onClick={() => sideId && actions.dispatch({ type: 'endPlotting', sideId })}>
          Done plotting
        </button>
      </div>
      <p class="small muted" data-testid="plot-sides">
        {Object.values(world.sides)
          .map((s) => `${s.name}: ${left.has(s.id) ? 'plotting' : 'done'}`)
          .join(' · ')}
      </p>
    </section>
  );
}

function FigurePlotControls({ world, figure, sideId, actions, hasPlot }: { world: World; figure: Figure; sideId: string; actions: PlayActions; hasPlot: boolean }) {
  const enemies = Object.values(world.figures).filter((o) => o.sideId !== sideId && o.cell && !o.status.dead);
  const plotMove = (kind: 'toward' | 'away', targetId: string) => actions.dispatch({ type: 'plotMove', sideId, figureId: figure.id, goal: { kind, figureId: targetId } });
  return (
    <div class="plot-controls" data-testid="plot-controls">
      <p class="small">{figure.name}:</p>
      <table class="small">
        <tbody>
          {enemies.map((e) => (
            <tr key={e.id}>
              <td>{e.name}</td>
              <td>
                <button type="button" onClick={() => plotMove('toward', e.id)} data-testid={`plot-toward-${e.id}`} title="Move up to 4 squares toward, stopping beside (S-MOVE)">
                  Toward
                </button>
                <button type="button" onClick={() => plotMove('away', e.id)} data-testid={`plot-away-${e.id}`} title="Move up to 4 squares away (S-MOVE)">
                  Away
                </button>
                <button
                  type="button"
                  onClick={() => actions.dispatch({ type: 'plotAction', sideId, figureId: figure.id, action: { type: 'attack', targetId: e.id } })}
                  data-testid={`plot-attack-${e.id}`}
                  title="Attack after the moves (S-ACT)"
                >
                  Attack
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasPlot && (
        <button type="button" onClick={() => actions.dispatch({ type: 'clearPlot', sideId, figureId: figure.id })}>
          Clear plot
        </button>
      )}
    </div>
  );
}
