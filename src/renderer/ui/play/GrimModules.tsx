// Modules N and L in the play screen (RULES §9.2, §9.3): the abort prompt a
// paused hit raises (N-ABORT: each choice with its AP cost and odds, from
// the same pure functions as resolution, and "take it"), and the life bar /
// non-lethal / injury rows of the character sheet and initiative list.
import type { Figure, World } from '../../../core/model/schema';
import { moduleOn } from '../../../core/model/modules';
import { abortOptions, type AbortOption } from '../../../core/rules/modules/n/abort';
import { nextRoundAp } from '../../../core/rules/modules/n/injury';
import { LETHAL_COLUMNS, NON_LETHAL_COLUMNS, lethalCondition, lifeBarOf, nonLethalCondition, pipsFromHit, pipsPerColumn, soakOf } from '../../../core/rules/modules/l/lifeBar';
import { moduleRollModifiers } from '../../../core/rules/modules/rollModifiers';
import type { PlayActions, PlayViewState } from '../../state/contract';

const LETHAL_COLOURS = ['#c9a23a', '#d07a2a', '#c0452a', '#8e1f1f', '#3a0a0a'];
const NON_LETHAL_COLOUR = '#4f7fb8';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** L-BAR: 25 lethal pips in five columns, 20 non-lethal in four; `compact` draws one thin line each (initiative list). */
export function LifeBar({ world, figure, compact = false }: { world: World; figure: Figure; compact?: boolean }) {
  const per = pipsPerColumn(world);
  const bar = lifeBarOf(figure);
  const lethal = lethalCondition(bar.lethal, per);
  const nonLethal = nonLethalCondition(bar.nonLethal, per);
  const label = `Life bar: ${bar.lethal} lethal pips (${lethal}${bar.stable ? ', stable' : ''}), ${bar.nonLethal} non-lethal (${nonLethal})`;
  if (compact) {
    const lw = Math.min(1, bar.lethal / (per * LETHAL_COLUMNS.length));
    const nw = Math.min(1, bar.nonLethal / (per * NON_LETHAL_COLUMNS.length));
    return (
      <span
        class="life-bar compact"
        role="meter"
        aria-label={label}
        title={label}
        data-testid="life-bar-compact"
        data-lethal={bar.lethal}
        style="display:inline-flex;flex-direction:column;gap:1px;width:3.5em;vertical-align:middle"
      >
        <span style="height:3px;background:#0003;display:block">
          <span style={`display:block;height:3px;width:${lw * 100}%;background:${LETHAL_COLOURS[2]}`} />
        </span>
        <span style="height:3px;background:#0003;display:block">
          <span style={`display:block;height:3px;width:${nw * 100}%;background:${NON_LETHAL_COLOUR}`} />
        </span>
      </span>
    );
  }
  const row = (columns: readonly string[], filled: number, colour: (i: number) => string, kind: string) => (
    <div style="display:flex;gap:6px;flex-wrap:wrap;margin:3px 0" data-testid={`life-bar-${kind}`}>
      {columns.map((name, c) => (
        <span key={name} style="display:inline-flex;flex-direction:column;align-items:center;gap:2px">
          <span style="display:flex;gap:2px;line-height:0">
            {Array.from({ length: per }, (_, i) => {
              const n = c * per + i + 1;
              return (
                <span
                  key={i}
                  class={n <= filled ? 'lb-pip filled' : 'lb-pip'}
                  style={`display:inline-block;box-sizing:border-box;width:9px;height:9px;border-radius:50%;border:1px solid #fff6;background:${n <= filled ? colour(c) : 'transparent'}`}
                />
              );
            })}
          </span>
          <span class="small muted" style="font-size:0.7em;line-height:1.1">
            {name}
          </span>
        </span>
      ))}
    </div>
  );
  return (
    <div class="life-bar" role="meter" aria-label={label} title={label} data-testid="life-bar" data-lethal={bar.lethal} data-non-lethal={bar.nonLethal}>
      {row(LETHAL_COLUMNS, bar.lethal, (c) => LETHAL_COLOURS[c]!, 'lethal')}
      {row(NON_LETHAL_COLUMNS, bar.nonLethal, () => NON_LETHAL_COLOUR, 'non-lethal')}
      <p class="small" data-testid="life-bar-condition">
        {lethal}
        {bar.stable ? ' (stable)' : ''} · {nonLethal} · Soak {soakOf(figure)}
      </p>
    </div>
  );
}

/** The sheet's module rows: life bar (L), non-lethal beside HP (N), the injury/wounds modifier with its source, trauma and next round's AP (N-ABORT). */
export function ModuleSheetRows({ world, figure: f }: { world: World; figure: Figure }) {
  const n = moduleOn(world, 'N');
  const l = moduleOn(world, 'L');
  if (!n && !l) return null;
  const mods = moduleRollModifiers(world, f);
  return (
    <div class="module-rows" data-testid="sheet-modules">
      {l && <LifeBar world={world} figure={f} />}
      {l && <p class="small muted">HP is not used while the life bar is on (L-BAR).</p>}
      {n && !l && (
        <p class="small" data-testid="sheet-non-lethal">
          Non-lethal {f.nonLethal ?? 0} (out at {Math.max(0, f.hp)})
        </p>
      )}
      {mods.map((m) => (
        <p key={m.source} class="small" data-testid="sheet-wounds">
          {m.value} to all rolls: {m.source}
        </p>
      ))}
      {n && (
        <p class="small" data-testid="sheet-next-ap">
          Next round: {nextRoundAp(f)} AP{f.status.apOwed ? ` (${f.status.apOwed} spent on aborts)` : ''}
          {f.status.trauma ? ' · trauma: half AP (N-TRAUMA)' : ''}
        </p>
      )}
    </div>
  );
}

function optionText(o: AbortOption): string {
  if (o.choice === 'take') return 'no AP; the hit lands as rolled';
  const odds = o.choice === 'block' ? `${pct(o.chance)} to block` : `${pct(o.chance)} to soften, ≈${(o.expectedConverted ?? 0).toFixed(1)} points non-lethal`;
  // Dive for Cover moves out of the blast when a square next to it is clear, else drops prone at −3 (§9.2).
  const where = o.choice === 'dive' ? (o.defenderModifiers?.some((m) => m.value === -3 && m.source.startsWith('no cover')) ? ' · drops prone, −3' : ' · dives out of the blast') : '';
  return `${o.apCost} AP from next round · ${odds} (BOD ${o.defenderValue}${o.attackerValue !== undefined ? ` vs ${o.attackerValue}` : ''})${where}`;
}

/** N-ABORT: the defender's prompt while a hit waits; only for a side a human plays (the computer answers for its own). */
export function AbortPrompt({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const world = view.world;
  const p = world.pendingAbort;
  if (!p) return null;
  const def = world.figures[p.targetId];
  const att = world.figures[p.attackerId];
  if (!def || !att || world.sides[def.sideId]?.controller === 'computer') return null;
  const options = abortOptions(world, p);
  const l = moduleOn(world, 'L');
  const harm = l ? `${pipsFromHit(p.damage, soakOf(def))} pips after Soak ${soakOf(def)}` : `${p.damage} damage before armour`;
  return (
    <div
      class="panel abort-prompt"
      role="dialog"
      aria-modal="false"
      aria-labelledby="abort-heading"
      data-testid="abort-prompt"
      style="position:fixed;left:50%;top:18%;transform:translateX(-50%);z-index:70;pointer-events:auto;max-width:32em;padding:0.8em 1em;box-shadow:0 4px 18px #0008"
    >
      <h2 id="abort-heading">
        {def.name} {p.burst ? 'is caught in the blast of' : 'is hit by'} {p.source}
      </h2>
      <p class="small">
        {harm}. Abort before damage? (next round: {nextRoundAp(def)} AP)
      </p>
      <ul style="list-style:none;padding:0;margin:0.5em 0;display:flex;flex-direction:column;gap:0.4em">
        {options.map((o) => (
          <li key={o.choice}>
            <button
              type="button"
              class={o.choice === 'take' ? '' : 'primary'}
              data-testid={`abort-${o.choice}`}
              disabled={!o.available}
              title={o.available ? optionText(o) : `${o.label}: ${o.reason}`}
              onClick={() => actions.dispatch({ type: 'chooseAbort', figureId: def.id, choice: o.choice })}
            >
              {o.label}
            </button>{' '}
            <span class="small" data-testid={`abort-${o.choice}-odds`}>
              {o.available ? optionText(o) : o.reason}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
