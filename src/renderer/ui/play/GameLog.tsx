// The game log: every event in plain words, dice and modifiers included
// (G-ROLL-3). Clicking an entry highlights the figures it names.
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { describeEvent } from '../../../core/rules/describe';
import type { LogEntry, PlayActions, PlayViewState } from '../../state/contract';

/** Only the newest entries are drawn; a long game keeps the panel fast. */
const SHOWN = 400;

export function GameLog({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const listRef = useRef<HTMLOListElement>(null);
  const shown = view.log.slice(-SHOWN);
  // Stay at the newest entry unless the reader scrolled up: when an entry is
  // added, and when neighbouring panels change the log's height (a resize
  // observer, not a check after every render: reading scrollHeight forces a
  // layout, and the panels render on every pointer move — issue 16 speed).
  const stick = useRef(true);
  const toEnd = () => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  };
  useLayoutEffect(toEnd, [view.log.length]);
  useEffect(() => {
    const el = listRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const highlighted = new Set(view.highlightedFigureIds);
  return (
    <section class="panel log" aria-label="Game log" data-testid="game-log">
      <h2>Log</h2>
      {view.log.length === 0 && <p class="muted small">Nothing has happened yet.</p>}
      <ol
        class="log-list"
        ref={listRef}
        onScroll={(e) => {
          const el = e.currentTarget as HTMLOListElement;
          stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 24;
        }}
      >
        {shown.map((entry) => (
          <LogLine
            key={entry.index}
            entry={entry}
            view={view}
            on={entry.figureIds.length > 0 && entry.figureIds.every((id) => highlighted.has(id))}
            onClick={() => actions.highlightFigures(entry.figureIds)}
          />
        ))}
      </ol>
    </section>
  );
}

function LogLine({ entry, view, on, onClick }: { entry: LogEntry; view: PlayViewState; on: boolean; onClick: () => void }) {
  const text = entry.text || describeEvent(entry.event, view.world);
  const kind = entry.event.type;
  return (
    <li class={`log-entry ev-${kind}${on ? ' on' : ''}`} data-testid="log-entry">
      <button
        type="button"
        onClick={onClick}
        title={entry.figureIds.length ? 'Highlight the figures on the map' : undefined}
        aria-label={`${text}${entry.figureIds.length ? ' (highlight on the map)' : ''}`}
      >
        {text}
      </button>
    </li>
  );
}
