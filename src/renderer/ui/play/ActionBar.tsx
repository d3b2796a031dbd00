// The action bar (G-ACT-1): every table action with its AP cost from the rule
// options in force, a key, and the reason when it cannot be afforded. Commands
// go through actions.dispatch; the rules engine has the final word.
import { useState } from 'preact/hooks';
import type { Figure, World } from '../../../core/model/schema';
import type { Command } from '../../../core/rules';
import type { PlayActions, PlayViewState, ToolId } from '../../state/contract';
import { apCosts, doorsWithinReach, firstAidTargets, weaponLines, type WeaponLine } from './derive';
import { ModifierEditor } from './ModifierEditor';
import { ItemActions } from './ItemActions';
import { forceableDoors, placeableCharges, tasksOf } from '../../tools/actionTargets';
import { cellWord } from '../../tools/previews';
import { PhoenixActions } from './PhoenixActions';

/** The figure whose actions the bar offers: the active one, else the selected one. */
export function actingFigure(view: PlayViewState): Figure | undefined {
  const id = view.activeFigureId ?? view.selectedFigureId;
  return id ? view.world.figures[id] : undefined;
}

export function ActionBar({ view, actions }: { view: PlayViewState; actions: PlayActions }) {
  const over = view.world.outcome;
  if (over) {
    // G-WIN-2: the game has ended; the engine refuses every action, so the bar offers none.
    return (
      <section class="panel action-bar" aria-label="Actions" data-testid="action-bar" data-game-over="true">
        <p class="muted">The game is over: {over.reason} Undo to play on.</p>
      </section>
    );
  }
  const f = actingFigure(view);
  if (!f) {
    return (
      <section class="panel action-bar" aria-label="Actions" data-testid="action-bar">
        <p class="muted">Select a figure to see its actions.</p>
      </section>
    );
  }
  const isActive = f.id === view.activeFigureId;
  const world = view.world;
  const cost = apCosts(world);
  const weapons = weaponLines(f);
  const picked: WeaponLine | undefined = weapons[view.weaponIndex] ?? weapons[f.loadout.activeWeapon];
  const drawn = f.loadout.activeWeapon;
  const notTurn = isActive ? null : `it is not ${f.name}'s turn`;
  const canAct = !(f.status.dead || f.status.unconscious || f.hp < 1 || f.status.incapacitatedRounds > 0);
  const unable = canAct ? null : `${f.name} cannot act (needs at least 1 HP, awake, not incapacitated: G-HP-1)`;
  const why = (apCost: number, extra?: string | null) => notTurn ?? unable ?? extra ?? (apCost > f.apLeft ? `needs ${apCost} AP, ${f.name} has ${f.apLeft}` : null);
  const send = (command: Command) => actions.dispatch(command);
  const shots = Math.max(1, view.shots);
  const attackAp = (picked?.apPerAttack ?? 1) * (picked && picked.shotChoices.length > 1 ? shots : 1);
  const notDrawn = picked && picked.index !== drawn ? `draw the ${picked.name} first (Swap, ${cost.swapWeapon} AP)` : null;
  const noWeapon = weapons.length === 0 ? `${f.name} carries no weapon` : null;
  const areaWeapon = picked?.isArea ? picked : weapons.find((w) => w.isArea);
  const doors = doorsWithinReach(world, f);
  const allies = firstAidTargets(world, f);
  const toolButton = (tool: ToolId, label: string, key: string, apCost: number, costText: string, reason: string | null, before?: () => void) => (
    <ActionButton
      label={label}
      keyHint={key}
      costText={costText}
      reason={reason}
      pressed={view.tool === tool}
      onClick={() => {
        before?.();
        actions.setTool(tool);
      }}
      apCost={apCost}
    />
  );

  return (
    <section class="panel action-bar" aria-label={`Actions for ${f.name}`} data-testid="action-bar">
      <div class="action-head">
        <strong>{f.name}</strong>
        <span class="muted"> {f.apLeft} AP left</span>
        {notTurn && <span class="warn small"> — {notTurn}</span>}
        {view.turnNote && (
          <div class="turn-note" data-testid="turn-note" role="status">
            {view.turnNote}
          </div>
        )}
      </div>
      <WeaponPicker weapons={weapons} picked={picked?.index ?? -1} drawn={drawn} onPick={(i) => actions.setWeapon(i)} />
      {picked && picked.shotChoices.length > 1 && (
        <div class="shots" role="radiogroup" aria-label="Shots in the burst">
          <span class="small muted">Shots</span>
          {picked.shotChoices.map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={shots === n}
              aria-label={`${n} shot${n > 1 ? 's' : ''}`}
              class={shots === n ? 'chip on' : 'chip'}
              onClick={() => actions.setShots(n)}
            >
              {n}
            </button>
          ))}
        </div>
      )}
      <div class="action-buttons">
        {toolButton('move', 'Move', 'M', cost.moveOpen, `${cost.moveOpen} AP per open ${cellWord(world.map.grid)}`, why(cost.moveOpen))}
        {toolButton('attack', 'Attack', 'A', attackAp, `${attackAp} AP`, why(attackAp, noWeapon ?? notDrawn ?? (picked?.isArea ? `${picked.name} is an area weapon: use Area` : null)))}
        {toolButton(
          'area',
          'Area weapon',
          'G',
          areaWeapon?.apPerAttack ?? 0,
          areaWeapon ? `${areaWeapon.apPerAttack} AP` : 'n/a',
          why(areaWeapon?.apPerAttack ?? 0, areaWeapon ? (areaWeapon.index !== drawn ? `draw the ${areaWeapon.name} first (Swap, ${cost.swapWeapon} AP)` : null) : `${f.name} carries no area weapon`),
          () => areaWeapon && areaWeapon.index !== view.weaponIndex && actions.setWeapon(areaWeapon.index),
        )}
        {f.status.prone ? (
          <ActionButton label="Stand up" keyHint="P" apCost={cost.standUp} reason={why(cost.standUp)} onClick={() => send({ type: 'standUp', figureId: f.id })} />
        ) : (
          <ActionButton label="Drop prone" keyHint="P" apCost={cost.dropProne} reason={why(cost.dropProne)} onClick={() => send({ type: 'dropProne', figureId: f.id })} />
        )}
        <ActionButton
          label="Reload"
          keyHint="R"
          apCost={cost.reload}
          reason={why(cost.reload, reloadProblem(weapons[drawn]))}
          onClick={() => send({ type: 'reload', figureId: f.id, weaponIndex: drawn })}
        />
        <ActionButton label="Aim" keyHint="I" apCost={cost.aim} reason={why(cost.aim, f.status.aimed ? 'already aimed' : null)} onClick={() => send({ type: 'aim', figureId: f.id })} />
        <ActionButton
          label={picked && picked.index !== drawn ? `Swap to ${picked.name}` : 'Swap weapon'}
          keyHint="W"
          apCost={cost.swapWeapon}
          reason={why(cost.swapWeapon, !picked || picked.index === drawn ? 'pick another weapon with keys 1–9 first' : null)}
          onClick={() => picked && send({ type: 'swapWeapon', figureId: f.id, weaponIndex: picked.index })}
        />
        <ActionButton label="Look" keyHint="L" apCost={cost.look} reason={why(cost.look)} onClick={() => send({ type: 'look', figureId: f.id })} />
      </div>
      <PhoenixActions view={view} actions={actions} figure={f} why={why} ActionButton={ActionButton} />
      <DoorActions world={world} doors={doors} apCost={cost.door} why={why} onSend={(wallId, open) => send({ type: open ? 'openDoor' : 'closeDoor', figureId: f.id, wallId })} />
      <ItemActions world={world} figure={f} why={why} onSend={send} ActionButton={ActionButton} />
      <WorkActions view={view} actions={actions} figure={f} weapons={weapons} swapAp={cost.swapWeapon} why={why} />
      <FirstAid figure={f} allies={allies} apCost={cost.firstAid} why={why} onSend={(targetId) => send({ type: 'firstAid', figureId: f.id, targetId })} />
      <CustomAction figure={f} why={why} onSend={(c) => send(c)} />
      <ModifierEditor view={view} actions={actions} />
    </section>
  );
}

function reloadProblem(w: WeaponLine | undefined): string | null {
  if (!w) return 'no weapon in hand';
  if (w.magazine === null) return `${w.name} has no magazine to reload`;
  if (w.ammo !== null && w.ammo >= w.magazine) return `${w.name} is full (${w.ammo}/${w.magazine})`;
  return null;
}

export function ActionButton(props: { label: string; keyHint?: string; apCost: number; costText?: string; reason: string | null; pressed?: boolean; onClick: () => void }) {
  const costText = props.costText ?? `${props.apCost} AP`;
  const title = `${props.label}${props.keyHint ? ` — key ${props.keyHint}` : ''} — ${costText}${props.reason ? `. Not now: ${props.reason}` : ''}`;
  return (
    <button
      type="button"
      class={['action', props.pressed && 'on', props.reason && 'disabled'].filter(Boolean).join(' ')}
      title={title}
      aria-label={`${props.label}, ${costText}${props.reason ? ` (not now: ${props.reason})` : ''}`}
      aria-disabled={props.reason ? 'true' : undefined}
      aria-pressed={props.pressed === undefined ? undefined : props.pressed}
      data-key={props.keyHint}
      onClick={() => !props.reason && props.onClick()}
    >
      <span class="action-label">{props.label}</span>
      <span class="action-cost">{costText.replace(' per open square', '/sq').replace(' per open hex', '/hex')}</span>
      {props.keyHint && <kbd aria-hidden="true">{props.keyHint}</kbd>}
    </button>
  );
}

function WeaponPicker({ weapons, picked, drawn, onPick }: { weapons: WeaponLine[]; picked: number; drawn: number; onPick: (i: number) => void }) {
  if (weapons.length === 0) return <p class="muted small">No weapons.</p>;
  return (
    <div class="weapon-picker" role="radiogroup" aria-label="Weapon (keys 1–9)">
      {weapons.map((w) => (
        <button
          key={w.index}
          type="button"
          role="radio"
          aria-checked={w.index === picked}
          class={w.index === picked ? 'weapon on' : 'weapon'}
          title={`${w.name}${w.key ? ` — key ${w.key}` : ''}: ${w.apPerAttack} AP per attack, range ${w.rangeInches}", damage ${w.damage}${w.index === drawn ? ' (in hand)' : ''}`}
          onClick={() => onPick(w.index)}
        >
          {w.key && <kbd aria-hidden="true">{w.key}</kbd>}
          <span>{w.name}</span>
          {w.ammo !== null && (
            <span class="ammo" aria-label={`ammo ${w.ammo}${w.magazine ? ` of ${w.magazine}` : ''}`}>
              {w.ammo}
              {w.magazine ? `/${w.magazine}` : ''}
            </span>
          )}
          {w.index === drawn && <span class="in-hand">in hand</span>}
        </button>
      ))}
    </div>
  );
}

type Why = (apCost: number, extra?: string | null) => string | null;

function DoorActions({ world, doors, apCost, why, onSend }: { world: World; doors: World['walls'][string][]; apCost: number; why: Why; onSend: (wallId: string, open: boolean) => void }) {
  if (doors.length === 0)
    return (
      <p class="small muted door-none" title={`Open or close a door within 1" — ${apCost} AP, key D`}>
        No door within 1".
      </p>
    );
  void world;
  return (
    <div class="doors" aria-label="Doors within 1 inch">
      {doors.map((d, i) => {
        const open = d.door !== 'open';
        return (
          <ActionButton
            key={d.id}
            label={`${open ? 'Open' : 'Close'} door ${d.id}`}
            keyHint={i === 0 ? 'D' : undefined}
            apCost={apCost}
            reason={why(apCost, open && d.door === 'locked' ? `door ${d.id} is locked` : null)}
            onClick={() => onSend(d.id, open)}
          />
        );
      })}
    </div>
  );
}

/**
 * Place a charge (throwArea placed: true) and force a door (longTask with
 * wallId, G-TURN-3): offered only when the figure carries a placeable charge
 * / stands within 1" of a closed or locked door; forcing shows its progress.
 */
function WorkActions({ view, actions, figure, weapons, swapAp, why }: { view: PlayViewState; actions: PlayActions; figure: Figure; weapons: WeaponLine[]; swapAp: number; why: Why }) {
  const world = view.world;
  const charge = placeableCharges(figure)[0];
  const chargeAp = charge ? (weapons[charge.index]?.apPerAttack ?? 1) : 0;
  const doors = forceableDoors(world, figure);
  const tasks = tasksOf(world, figure.id);
  const forceNeeded = apCosts(world).forceDoor;
  if (!charge && doors.length === 0 && tasks.length === 0) return null;
  const progressOf = (wallId: string) => tasks.find((t) => t.wallId === wallId);
  const oneDoor = doors.length === 1 ? doors[0] : null;
  const forceText = oneDoor && progressOf(oneDoor.id) ? `all AP (${progressOf(oneDoor.id)!.apDone}/${progressOf(oneDoor.id)!.apNeeded} done)` : `all AP (${forceNeeded} in all)`;
  return (
    <div class="work-actions">
      {charge && (
        <ActionButton
          label={`Place ${charge.name}`}
          keyHint="T"
          apCost={chargeAp}
          costText={`${chargeAp} AP, ${charge.radiusInches}" blast`}
          pressed={view.tool === 'place'}
          reason={why(chargeAp, charge.drawn ? null : `draw the ${charge.name} first (Swap, ${swapAp} AP)`)}
          onClick={() => actions.placeCharge()}
        />
      )}
      {doors.length > 0 && (
        <ActionButton
          label={oneDoor ? `Force door ${oneDoor.id}` : 'Force a door…'}
          keyHint="K"
          apCost={1}
          costText={forceText}
          pressed={view.tool === 'force'}
          reason={why(1)}
          onClick={() => actions.forceDoor()}
        />
      )}
      {view.tool === 'force' && view.doorPick && <span class="small muted"> Click the door to force: {view.doorPick.wallIds.join(', ')}</span>}
      {tasks.map((t) => (
        <p key={t.name} class="small task-progress" data-testid="task-progress" role="status">
          {t.wallId ? `Forcing door ${t.wallId}` : t.name}: {t.apDone}/{t.apNeeded} AP
          <progress max={t.apNeeded} value={t.apDone} aria-hidden="true" />
        </p>
      ))}
    </div>
  );
}

function FirstAid({ figure, allies, apCost, why, onSend }: { figure: Figure; allies: Figure[]; apCost: number; why: Why; onSend: (targetId: string) => void }) {
  const wounded = allies.filter((a) => a.hp < a.stats.hp);
  const [target, setTarget] = useState<string>('');
  const chosen = wounded.find((a) => a.id === target) ?? wounded[0];
  return (
    <div class="first-aid">
      <ActionButton label="First aid" apCost={apCost} reason={why(apCost, chosen ? null : `no wounded ally adjacent to ${figure.name}`)} onClick={() => chosen && onSend(chosen.id)} />
      {wounded.length > 1 && (
        <select aria-label="First aid target" value={chosen?.id} onChange={(e) => setTarget((e.currentTarget as HTMLSelectElement).value)}>
          {wounded.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} (HP {a.hp}/{a.stats.hp})
            </option>
          ))}
        </select>
      )}
      {wounded.length === 1 && chosen && <span class="small muted"> on {chosen.name}</span>}
    </div>
  );
}

function CustomAction({ figure, why, onSend }: { figure: Figure; why: Why; onSend: (c: Command) => void }) {
  const [name, setName] = useState('');
  const [apCost, setApCost] = useState(1);
  const [stat, setStat] = useState<'' | 'bod' | 'mnd' | 'mys'>('');
  const problem = !name.trim() ? 'give the action a name' : !Number.isInteger(apCost) || apCost < 1 ? 'AP cost must be a whole number from 1' : null;
  return (
    <details class="custom-action">
      <summary title="Custom action (G-ACT-1: 1 AP per 3 seconds) — key C">Custom action…</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (problem || why(apCost)) return;
          onSend({ type: 'customAction', figureId: figure.id, name: name.trim(), apCost, ...(stat ? { roll: { stat } } : {}) });
          setName('');
        }}
      >
        <label>
          Name <input type="text" value={name} maxLength={100} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <label>
          AP <input type="number" min={1} max={99} value={apCost} onInput={(e) => setApCost(Number((e.currentTarget as HTMLInputElement).value))} />
        </label>
        <label>
          Roll
          <select value={stat} onChange={(e) => setStat((e.currentTarget as HTMLSelectElement).value as typeof stat)}>
            <option value="">none</option>
            <option value="bod">Body</option>
            <option value="mnd">Mind</option>
            <option value="mys">Mystic</option>
          </select>
        </label>
        <button type="submit" aria-disabled={problem || why(apCost) ? 'true' : undefined} title={problem ?? why(apCost) ?? `Do it — ${apCost} AP`}>
          Do it
        </button>
        {(problem || why(apCost)) && <span class="small warn">{problem ?? why(apCost)}</span>}
      </form>
    </details>
  );
}
