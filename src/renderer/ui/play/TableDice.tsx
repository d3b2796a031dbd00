// Real dice at the table (issue 16 fix 8): per side, who rolls ("App rolls"
// or "We roll at the table", an updateSide: logged, one undo step), and the
// prompt that asks for each roll of such a side: what to roll, for what, the
// target and its modifiers; the faces are clicked (a row of face buttons per
// die) or typed (digits; Space or comma to the next die; Enter accepts, Esc
// drops the action). The rules check the faces (state/tableDice.ts).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PlayActions, PlayViewState } from '../../state/contract';
import { faceOfEntry, type TableRoll } from '../../state/tableDice';

export function DiceSettings({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const sides = Object.values(view.world.sides);
  if (sides.length === 0) return null;
  return (
    <fieldset class="dice-settings" data-testid="dice-settings" style="border: 1px solid var(--line); border-radius: var(--radius); margin: 0.4rem 0 0; padding: 0.3rem 0.5rem;">
      <legend class="small">Dice</legend>
      {sides.map((side) => {
        const computer = side.controller === 'computer';
        const atTable = side.dice === 'table' && !computer;
        return (
          <label key={side.id} class="small" style={`--side: ${side.colour}; display: flex; flex-wrap: wrap; align-items: center; gap: 0.15rem 0.4rem; margin: 0.15rem 0;`}>
            <span class="side-dot" aria-hidden="true" />
            <span style="flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;">{side.name}</span>
            <select
              style="flex: 1 1 100%; min-width: 0; max-width: 100%;"
              data-testid="dice-setting"
              data-side-id={side.id}
              aria-label={`Dice of ${side.name}`}
              disabled={computer}
              value={atTable ? 'table' : 'app'}
              title={
                computer
                  ? `The computer plays ${side.name}: it rolls with the app's dice.`
                  : `Who rolls ${side.name}'s dice: the app (seeded), or real dice at the table, typed in for each roll. Logged; one undo step.`
              }
              onChange={(e) => actions.setSideDice(side.id, (e.currentTarget as HTMLSelectElement).value === 'table' ? 'table' : 'app')}
            >
              <option value="app">App rolls</option>
              <option value="table">We roll at the table</option>
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

export function DicePrompt({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const roll = view.tableRoll;
  if (!roll) return null;
  // A new roll (or a new action) starts with empty dice; a refused answer keeps what was typed.
  return <DiceEntry key={`${roll.request.faceIndex}|${JSON.stringify(roll.command)}`} roll={roll} view={view} actions={actions} />;
}

/** Face buttons for dice up to this many sides; a d100 is typed. */
const MAX_FACE_BUTTONS = 20;

function DiceEntry({ roll, view, actions }: { roll: TableRoll; view: PlayViewState; actions: PlayActions }) {
  const { request } = roll;
  const [entries, setEntries] = useState<string[]>(() => new Array<string>(request.count).fill(''));
  const [current, setCurrent] = useState(0);
  const [missing, setMissing] = useState<string | null>(null);
  const state = useRef({ entries, current });
  state.current = { entries, current };

  const setEntry = (i: number, text: string) => {
    const next = [...state.current.entries];
    next[i] = text;
    setEntries(next);
    setMissing(null);
  };
  const accept = () => {
    const faces = state.current.entries.map((e) => faceOfEntry(e, request.sides));
    const blank = faces.findIndex((f) => f === null);
    if (blank >= 0) {
      setMissing(`Die ${blank + 1} has no face yet: type it or click it.`);
      setCurrent(blank);
      return;
    }
    actions.enterFaces(faces as number[]);
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  // A layout effect: attached as the prompt is drawn, not a frame later (a key pressed as soon as
  // the prompt shows must reach it; a passive effect waits for the next animation frame).
  useLayoutEffect(() => {
    // Captured before the play shortcuts: while the table rolls, digits are faces, not weapons.
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      const { entries: now, current: at } = state.current;
      let handled = true;
      if (/^[0-9]$/.test(e.key)) setEntry(at, (now[at] + e.key).slice(0, 4));
      else if (e.key === 'Backspace') {
        if (now[at]) setEntry(at, now[at].slice(0, -1));
        else setCurrent(Math.max(0, at - 1));
      } else if (e.key === ' ' || e.key === ',' || e.key === 'ArrowRight') setCurrent(Math.min(request.count - 1, at + 1));
      else if (e.key === 'ArrowLeft') setCurrent(Math.max(0, at - 1));
      else if (e.key === 'Enter') acceptRef.current();
      else if (e.key === 'Escape') actions.cancelTableRoll();
      // Other printable keys are play shortcuts (A, E, N…): none acts while the table rolls.
      else handled = e.key.length === 1;
      if (handled) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [request.count, actions]);

  const world = view.world;
  const figure = request.figureId ? world.figures[request.figureId] : undefined;
  const side = world.sides[request.sideId];
  const modsTotal = request.modifiers.reduce((s, m) => s + m.value, 0);
  const error = missing ?? roll.error;
  const faceButtons = request.sides <= MAX_FACE_BUTTONS;
  return (
    <div
      class="panel dice-prompt"
      role="dialog"
      aria-modal="false"
      aria-labelledby="dice-heading"
      data-testid="dice-prompt"
      style={`--side: ${side?.colour ?? '#888888'}; position: fixed; left: 50%; top: 14%; transform: translateX(-50%); z-index: 55; pointer-events: auto; width: min(34em, 94vw); padding: 0.8em 1em; border-top: 3px solid var(--side); box-shadow: 0 4px 18px #0008;`}
    >
      <h2 id="dice-heading" style="margin: 0 0 0.3em;">
        {side?.name ?? request.sideId} rolls at the table
      </h2>
      <p data-testid="dice-purpose" style="margin: 0 0 0.4em;">
        {figure ? <strong>{figure.name}</strong> : null}
        {figure ? ' — ' : ''}
        {request.purpose}
      </p>
      <p data-testid="dice-what" style="margin: 0 0 0.3em; font-size: 1.15em;">
        Roll <strong data-testid="dice-notation">{request.notation}</strong>
        {request.target !== undefined ? (
          <>
            {' '}
            — success on <strong data-testid="dice-target">{request.target}</strong> or less
          </>
        ) : (
          <> — the total counts</>
        )}
      </p>
      {request.modifiers.length > 0 && (
        <p class="small" data-testid="dice-modifiers" style="margin: 0 0 0.4em;">
          {request.target !== undefined ? `Base ${request.target - modsTotal}` : 'Modifiers'}
          {request.modifiers.map((m) => `, ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.source}`).join('')}
        </p>
      )}
      {request.modifiers.length === 0 && request.target !== undefined && (
        <p class="small muted" data-testid="dice-modifiers" style="margin: 0 0 0.4em;">
          No modifiers.
        </p>
      )}
      {entries.map((entry, i) => (
        <div key={i} class="dice-row" data-testid="dice-row" style="display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; margin: 0.25rem 0;">
          <span class="small" style="min-width: 3.2em;">
            Die {i + 1}
          </span>
          <output
            data-testid="dice-entry"
            aria-label={`Die ${i + 1} face`}
            onClick={() => setCurrent(i)}
            style={`display: inline-block; min-width: 2.4em; text-align: center; padding: 0.1em 0.3em; border: 1px solid ${i === current ? 'var(--focus)' : 'var(--line)'}; border-radius: var(--radius); font-weight: bold;`}
          >
            {entry || '·'}
          </output>
          {faceButtons &&
            Array.from({ length: request.sides }, (_, k) => k + 1).map((face) => (
              <button
                type="button"
                key={face}
                data-testid={`dice-face-${face}`}
                class={entry === String(face) ? 'on' : ''}
                aria-pressed={entry === String(face)}
                aria-label={`Die ${i + 1}: ${face}`}
                style="min-width: 2em; padding: 0.1em 0.25em;"
                onClick={() => {
                  setEntry(i, String(face));
                  setCurrent(Math.min(request.count - 1, i + 1));
                }}
              >
                {face}
              </button>
            ))}
        </div>
      ))}
      <p class="small" role="alert" data-testid="dice-error" style="margin: 0.3em 0; min-height: 1.2em; color: var(--bad);">
        {error ?? ''}
      </p>
      <p class="small muted" style="margin: 0 0 0.4em;">
        {roll.faces.length > 0 ? `Faces already given for this action: ${roll.faces.join(', ')}. ` : ''}Type the faces (Space to the next die) or click them; Enter accepts, Esc cancels the action.
      </p>
      <div style="display: flex; gap: 0.5em; justify-content: flex-end;">
        <button type="button" data-testid="dice-cancel" title="Cancel the action: nothing of it happens — Esc" onClick={() => actions.cancelTableRoll()}>
          Cancel action
        </button>
        <button type="button" class="primary" data-testid="dice-accept" title="Accept these faces — Enter" onClick={accept}>
          Accept
        </button>
      </div>
    </div>
  );
}
