// Initiative tracker (G-INIT-1/2, G-TURN-1/2): the order with side colours,
// the active figure, AP as pips (left / spent), HP, status icons, the round,
// and which sides the computer plays (G-GAME-3, ComputerSides).
import { Component } from 'preact';
import type { Figure, FigureId, World } from '../../../core/model/schema';
import type { PlayActions, PlayViewState } from '../../state/contract';
import { figureStatusWords, standing, STATUS_BADGE } from './derive';
import { tasksOf } from '../../tools/actionTargets';
import { ComputerSides } from './ComputerSides';
import { DiceSettings } from './TableDice';
import { LifeBar } from './GrimModules';
import { moduleOn } from '../../../core/model/modules';

interface TrackerProps {
  view: PlayViewState;
  actions: PlayActions;
}

/** Whether two views differ in what the tracker (and its ComputerSides) shows. */
function trackerViewChanged(a: PlayViewState, b: PlayViewState): boolean {
  if (a.world !== b.world || a.activeFigureId !== b.activeFigureId || a.selectedFigureId !== b.selectedFigureId || a.highlightedFigureIds !== b.highlightedFigureIds) return true;
  const ca = a.computer as unknown as Record<string, unknown>,
    cb = b.computer as unknown as Record<string, unknown>;
  return Object.keys({ ...ca, ...cb }).some((k) => ca[k] !== cb[k]);
}

/**
 * Renders again only when the turn order's inputs changed: the panels render
 * on every pointer move (the tool previews), which leaves the World, the
 * selection and the computer's state as they were (issue 16 speed).
 */
export class InitiativeTracker extends Component<TrackerProps> {
  override shouldComponentUpdate(next: TrackerProps): boolean {
    return next.actions !== this.props.actions || trackerViewChanged(this.props.view, next.view);
  }
  override render(props: TrackerProps) {
    return initiativeTracker(props);
  }
}

function initiativeTracker({ view, actions }: TrackerProps) {
  const { world } = view;
  const started = world.turn.round >= 1 && world.turn.order.length > 0;
  const ordered = started ? world.turn.order.map((id) => world.figures[id]).filter(Boolean) : unorderedFigures(world);
  const active = view.activeFigureId ? world.figures[view.activeFigureId] : undefined;
  const result = standing(world);
  return (
    <section class="panel initiative" aria-labelledby="initiative-heading" data-testid="initiative">
      <header class="panel-head">
        <h2 id="initiative-heading">Initiative</h2>
        <span class="round" data-testid="round">
          {started ? `Round ${world.turn.round}` : 'Not started'}
        </span>
      </header>
      {!started && (
        <button type="button" class="primary" onClick={() => actions.dispatch({ type: 'startEncounter' })}>
          Start encounter
        </button>
      )}
      <ol class="init-list">
        {ordered.map((f) => (
          <InitiativeRow
            key={f.id}
            world={world}
            figure={f}
            active={f.id === view.activeFigureId}
            selected={f.id === view.selectedFigureId}
            highlighted={view.highlightedFigureIds.includes(f.id)}
            actions={actions}
          />
        ))}
      </ol>
      {active && (
        <div class="turn-buttons">
          <button type="button" data-key="N" title={`Pass: ${active.name} waits, keeping the AP for later this round — key N`} onClick={() => actions.dispatch({ type: 'pass', figureId: active.id })}>
            Pass
          </button>
          <button type="button" data-key="E" title={`End turn: ${active.name} does no more this round — key E`} onClick={() => actions.dispatch({ type: 'endTurn', figureId: active.id })}>
            End turn
          </button>
        </div>
      )}
      {result && (
        <div class="game-over" role="status" data-testid="game-over" style={result.sideId ? `--side: ${world.sides[result.sideId]?.colour ?? '#888888'}` : undefined}>
          <strong>{result.text}</strong>
          {result.victory && <p class="small">Their briefing: {result.victory}</p>}
          {result.final && <p class="small muted">The game is over: no further actions. Undo (Ctrl+Z) takes it back.</p>}
        </div>
      )}
      {started && !active && !result && <p class="muted">{world.turn.phase === 'plot' ? 'Plot phase (module S): every side plots, then all act together.' : 'No figure can act.'}</p>}
      <ComputerSides view={view} actions={actions} />
      <DiceSettings view={view} actions={actions} />
    </section>
  );
}

function unorderedFigures(world: World): Figure[] {
  const sides = Object.keys(world.sides);
  return Object.values(world.figures).sort((a, b) => sides.indexOf(a.sideId) - sides.indexOf(b.sideId) || a.name.localeCompare(b.name));
}

interface InitiativeRowProps {
  world: World;
  figure: Figure;
  active: boolean;
  selected: boolean;
  highlighted: boolean;
  actions: PlayActions;
}

/**
 * A row re-renders only when one of its props changed: the panels render on
 * every pointer move (the previews), and 300 unchanged rows cost most of a
 * hover's time on the frame bench scene (issue 16 speed).
 */
class InitiativeRow extends Component<InitiativeRowProps> {
  override shouldComponentUpdate(next: InitiativeRowProps): boolean {
    const props = this.props;
    return (Object.keys(next) as (keyof InitiativeRowProps)[]).some((k) => props[k] !== next[k]);
  }
  override render(props: InitiativeRowProps) {
    return initiativeRow(props);
  }
}

function initiativeRow(props: InitiativeRowProps) {
  const { world, figure: f, active } = props;
  const side = world.sides[f.sideId];
  const colour = side?.colour ?? '#888888';
  const done = world.turn.done.includes(f.id);
  const status = figureStatusWords(f);
  const cls = ['init-row', active && 'active', props.selected && 'selected', props.highlighted && 'highlighted', done && 'done', (f.status.dead || f.status.unconscious) && 'down']
    .filter(Boolean)
    .join(' ');
  return (
    <li class={cls} style={`--side: ${colour}`} aria-current={active ? 'step' : undefined} data-testid="init-row" data-figure-id={f.id}>
      <button type="button" class="init-select" aria-label={`Select ${f.name} (${side?.name ?? f.sideId})${active ? ', active' : ''}`} onClick={() => props.actions.selectFigure(f.id as FigureId)}>
        <span class="init-marker" aria-hidden="true">
          {active ? '▶' : ''}
        </span>
        <span class="side-dot" aria-hidden="true" />
        <span class="init-name" data-testid="init-name">
          {f.name}
        </span>
      </button>
      <ApPips left={f.apLeft} total={f.stats.ap} />
      {moduleOn(world, 'L') ? (
        <LifeBar world={world} figure={f} compact />
      ) : (
        <span class="init-hp" title="Hit points">
          HP {f.hp}/{f.stats.hp}
        </span>
      )}
      {status.length > 0 && (
        <span class="status-icons">
          {status.map((s) => (
            <span key={s} class={`status status-${s.split(' ')[0]}`} title={s} aria-label={s}>
              {STATUS_BADGE[s.split(' ')[0]] ?? s}
            </span>
          ))}
        </span>
      )}
      {tasksOf(world, f.id).map((t) => (
        <span key={t.name} class="small task-badge" data-testid="init-task" title={`Long task (G-TURN-3): ${t.name}, ${t.apDone} of ${t.apNeeded} AP done`}>
          {t.wallId ? `forcing ${t.wallId}` : t.name} {t.apDone}/{t.apNeeded}
        </span>
      ))}
      {done && <span class="muted small">done</span>}
    </li>
  );
}

export function ApPips({ left, total }: { left: number; total: number }) {
  const shown = Math.max(total, left);
  // Very large AP pools get a number instead of a row of dots.
  if (shown > 20) {
    return (
      <span class="ap-pips" role="img" aria-label={`${left} of ${total} AP left`} data-testid="ap-pips" data-left={left}>
        {left}/{total} AP
      </span>
    );
  }
  return (
    <span class="ap-pips" role="img" aria-label={`${left} of ${total} AP left`} title={`${left} of ${total} AP left`} data-testid="ap-pips" data-left={left}>
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} class={i < left ? 'pip left' : 'pip spent'} />
      ))}
    </span>
  );
}
