// Solo play (G-GAME-3): per side a switch that hands it to the computer,
// the "Computer is playing …" line while it acts, and Resume after an undo
// paused it. The switch dispatches updateSide (logged, one undo step).
import type { PlayActions, PlayViewState } from '../../state/contract';

const UNDO_NOTE = 'An undo pauses the computer; press Resume computer or this switch again to let it go on.';

export function ComputerSides({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const { world } = view;
  const computer = view.computer;
  if (!computer) return null;
  const sides = Object.values(world.sides);
  if (sides.length === 0) return null;
  const playing = computer.playingSideId ? world.sides[computer.playingSideId] : undefined;
  const waiting = computer.waitingSideId ? world.sides[computer.waitingSideId] : undefined;
  return (
    <div class="computer-sides" data-testid="computer-sides" style="display: flex; flex-direction: column; gap: 0.25rem; margin-top: 0.4rem;">
      {sides.map((side) => {
        const on = side.controller === 'computer';
        const label = `Computer plays ${side.name}`;
        return (
          <button
            key={side.id}
            type="button"
            role="switch"
            aria-checked={on}
            aria-label={label}
            class={on ? 'on' : ''}
            data-testid="computer-toggle"
            data-side-id={side.id}
            style={`--side: ${side.colour}; display: flex; align-items: center; gap: 0.4rem; text-align: left;`}
            title={
              on
                ? `The computer plays ${side.name} (G-GAME-3). Click to play it yourself again. Logged; one undo step. ${UNDO_NOTE}`
                : `Hand ${side.name} to the computer (G-GAME-3): it plays that side's figures on their turns. Logged; one undo step. ${UNDO_NOTE}`
            }
            onClick={() => actions.setSideController(side.id, on ? 'human' : 'computer')}
          >
            <span class="side-dot" aria-hidden="true" />
            <span aria-hidden="true">{on ? '☑' : '☐'}</span>
            <span>{label}</span>
          </button>
        );
      })}
      <p class="small" role="status" data-testid="computer-status" style="margin: 0; min-height: 1.1em;">
        {playing ? <strong>Computer is playing {playing.name}…</strong> : waiting ? `Computer paused (${waiting.name} to act).` : computer.paused ? 'Computer paused.' : ''}
      </p>
      {computer.paused && (
        <button type="button" class="primary" data-testid="computer-resume" title={`Let the computer go on playing its sides. ${UNDO_NOTE}`} onClick={() => actions.resumeComputer()}>
          Resume computer
        </button>
      )}
      {computer.note && (
        <p class="small muted" data-testid="computer-note" style="margin: 0;">
          {computer.note}
        </p>
      )}
    </div>
  );
}
