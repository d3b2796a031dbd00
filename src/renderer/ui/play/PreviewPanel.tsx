// What will happen before the player commits (issue 6 "Attack", "Area
// weapons", "Reach"): the same numbers the rules engine will use.
import type { World } from '../../../core/model/schema';
import type { AreaPreview, AttackPreview, MovePreview, PlayViewState } from '../../state/contract';
import { useRef } from 'preact/hooks';
import { cellWord } from '../../tools/previews';
import { keptView } from './keptView';

export function PreviewPanel({ view }: { view: PlayViewState }) {
  const { attackPreview, areaPreview, movePreview, measureText } = view;
  const empty = !attackPreview && !areaPreview && !movePreview && !measureText;
  // Each view stays mounted once shown, hidden while its preview is gone (keptView.ts, issue 16 hover tail).
  const last = useRef<{ measure?: string; move?: MovePreview; attack?: AttackPreview; area?: AreaPreview }>({}).current;
  const measure = keptView(measureText, last.measure);
  const move = keptView(movePreview, last.move);
  const attack = keptView(attackPreview, last.attack);
  const area = keptView(areaPreview, last.area);
  Object.assign(last, { measure: measure.shown, move: move.shown, attack: attack.shown, area: area.shown });
  return (
    <section class="panel preview" aria-label="Preview" data-testid="preview" aria-live="polite">
      <h2>Preview</h2>
      <p class="muted small" hidden={!empty}>
        Hover a {cellWord(view.world.map.grid)} or a target to see what would happen.
      </p>
      {measure.shown && (
        <p data-testid="measure" hidden={measure.hidden}>
          Measure: {measure.shown}
        </p>
      )}
      {move.shown && <MoveView world={view.world} p={move.shown} hidden={move.hidden} />}
      {attack.shown && <AttackView world={view.world} p={attack.shown} hidden={attack.hidden} />}
      {area.shown && <AreaView world={view.world} p={area.shown} hidden={area.hidden} />}
    </section>
  );
}

const name = (world: World, id: string) => world.figures[id]?.name ?? id;
const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

function Refusal({ text }: { text?: string }) {
  return text ? (
    <p class="refusal" role="alert">
      Not allowed: {text}
    </p>
  ) : null;
}

function MoveView({ world, p, hidden }: { world: World; p: MovePreview; hidden: boolean }) {
  // Issue 16 fix 10: a refused move with no way there shows the reason only.
  const steps = Math.max(0, p.path.length - 1);
  return (
    <div class="preview-move" hidden={hidden}>
      <p>
        <strong>{name(world, p.figureId)}</strong> → {cellWord(world.map.grid)} {p.to.c},{p.to.r}
      </p>
      {steps > 0 && (
        <dl class="facts">
          <dt>Path</dt>
          <dd>
            {steps} {cellWord(world.map.grid, steps !== 1)}
          </dd>
          <dt>AP cost</dt>
          <dd data-testid="move-ap">{p.apCost}</dd>
        </dl>
      )}
      <Refusal text={p.refusal} />
    </div>
  );
}

function AttackView({ world, p, hidden }: { world: World; p: AttackPreview; hidden: boolean }) {
  return (
    <div class="preview-attack" hidden={hidden}>
      <p>
        <strong>{name(world, p.attackerId)}</strong> → <strong>{name(world, p.targetId)}</strong> with {p.weaponName}
        {p.shots > 1 ? ` ×${p.shots}` : ''}
      </p>
      <dl class="facts">
        <dt>Line of sight</dt>
        <dd class={p.los ? 'good' : 'bad'}>{p.los ? 'clear' : 'blocked'}</dd>
        <dt>Hidden</dt>
        <dd>{Math.round(p.hiddenFraction * 100)}%</dd>
        <dt>Cover</dt>
        <dd>{p.cover}</dd>
        <dt>Concealment</dt>
        <dd>{p.concealment}</dd>
        <dt>Range</dt>
        <dd>
          {p.distanceInches.toFixed(1)}" ({Math.round(p.distanceInches * 5)} ft), {p.rangeBand}
        </dd>
        <dt>AP cost</dt>
        <dd>{p.apCost}</dd>
      </dl>
      <ModifierList mods={p.modifiers} />
      {p.notes?.map((n, i) => (
        <p key={i} class="small" data-testid="preview-note">
          {n}
        </p>
      ))}
      <p class="chance" data-testid="chance">
        Action value {p.actionValue}: <strong>{p.chanceInTen} in 10</strong>
      </p>
      <Refusal text={p.refusal} />
    </div>
  );
}

function ModifierList({ mods }: { mods: AttackPreview['modifiers'] }) {
  if (mods.length === 0) return <p class="small muted">No modifiers.</p>;
  return (
    <ul class="mod-sources" aria-label="Modifiers">
      {mods.map((m, i) => (
        <li key={i}>
          <span class={m.value > 0 ? 'good' : m.value < 0 ? 'bad' : ''}>{signed(m.value)}</span> {m.source}
          {m.auto ? <span class="muted small"> (map)</span> : <span class="muted small"> (manual)</span>}
        </li>
      ))}
    </ul>
  );
}

function AreaView({ world, p, hidden }: { world: World; p: AreaPreview; hidden: boolean }) {
  const list = (ids: string[]) => (ids.length ? ids.map((id) => name(world, id)).join(', ') : 'nobody');
  return (
    <div class="preview-area" hidden={hidden}>
      <p>
        <strong>{name(world, p.attackerId)}</strong>: {p.placed ? 'place ' : ''}
        {p.weaponName} at {p.at.x.toFixed(1)}, {p.at.y.toFixed(1)} (radius {p.radiusInches}")
      </p>
      <dl class="facts">
        <dt>{p.placed ? 'In the blast now' : 'Affected'}</dt>
        <dd>{list(p.affected)}</dd>
        <dt>Shielded</dt>
        <dd>{list(p.shielded)}</dd>
      </dl>
      {p.friendliesHit.length > 0 && (
        <p class="warn" role="alert">
          Warning: friendly figures in the blast: {list(p.friendliesHit)}
        </p>
      )}
      {p.placed ? (
        <p class="chance" data-testid="placed-charge-preview">
          Placed: no roll, no scatter; it goes off{' '}
          <strong>{p.placed.fuseRounds === 0 ? 'at once' : p.placed.fuseRounds === 1 ? 'at the start of the next round' : `in ${p.placed.fuseRounds} rounds`}</strong>
        </p>
      ) : (
        <p class="chance">
          On target: <strong>{p.chanceInTen} in 10</strong> (else it scatters)
        </p>
      )}
      <Refusal text={p.refusal} />
    </div>
  );
}
