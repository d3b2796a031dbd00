// Dev harness (`?panels=demo`): a PlayViewState driven by the pure rules
// loop, so the panels can be seen and tested before or without the real play
// wiring in app.ts. It changes only its own copy of the World: the map canvas
// does not follow it. Not used when the app provides state.play.
import type { FigureId, World } from '../../../core/model/schema';
import { activeFigureId, type Command, type GameEvent } from '../../../core/rules';
import { describeEvent } from '../../../core/rules/describe';
import { seeded, step } from '../../../core/rules/play';
import { checkAttack } from '../../../core/rules/combat/modifiers';
import { coverOf } from '../../../core/rules/sight/los';
import { weaponById } from '../../../core/rules/catalogue';
import type { AttackPreview } from '../../state/contract';
import type { LogEntry, PlayActions, PlayViewState } from '../../state/contract';

const DEMO_SEED = 6;

export interface DemoPlay {
  view: PlayViewState;
  actions: PlayActions;
}

/** Figures an event names, for log highlighting. */
export function eventFigureIds(e: GameEvent): FigureId[] {
  const ids = new Set<string>();
  const r = e as Record<string, unknown>;
  for (const k of ['figureId', 'targetId', 'winnerId', 'fromId']) if (typeof r[k] === 'string') ids.add(r[k] as string);
  for (const k of ['affected', 'shielded']) if (Array.isArray(r[k])) for (const id of r[k] as string[]) ids.add(id);
  return [...ids] as FigureId[];
}

export function createDemoPlay(initial: World, onChange: () => void): DemoPlay {
  let world = initial.rng ? initial : seeded(initial, DEMO_SEED);
  const past: World[] = [];
  const future: World[] = [];
  const log: LogEntry[] = [];
  let eventCount = 0;

  const push = (events: GameEvent[], w: World) => {
    for (const event of events) log.push({ index: eventCount++, text: describeEvent(event, w), figureIds: eventFigureIds(event), event });
  };
  if (world.turn.round < 1) {
    const r = step(world, { type: 'startEncounter' });
    if ('events' in r) {
      world = r.world;
      push(r.events, world);
    }
  }

  const demo: DemoPlay = {
    view: { ...buildView(world, null), log: [...log] },
    actions: {
      dispatch(command: Command) {
        const r = step(world, command);
        if ('violation' in r) {
          set({ violation: r.violation });
          return { ok: false, violation: r.violation };
        }
        past.push(world);
        future.length = 0;
        world = r.world;
        push(r.events, world);
        set({ world, violation: null, attackPreview: null, areaPreview: null, movePreview: null });
        return { ok: true };
      },
      selectFigure: (id) => set({ selectedFigureId: id }),
      setTool: (tool) => set({ tool }),
      setWeapon: (weaponIndex) => set({ weaponIndex, shots: 1 }),
      setShots: (shots) => set({ shots }),
      setManualModifiers: (manualModifiers) => set({ manualModifiers }),
      undo() {
        const prev = past.pop();
        if (!prev) return;
        future.push(world);
        world = prev;
        set({ world });
      },
      redo() {
        const next = future.pop();
        if (!next) return;
        past.push(world);
        world = next;
        set({ world });
      },
      highlightFigures: (ids) => set({ highlightedFigureIds: ids }),
      gmEditFigure(id, patch) {
        const f = world.figures[id];
        if (!f) return;
        past.push(world);
        world = { ...world, figures: { ...world.figures, [id]: { ...f, ...patch } as typeof f } };
        set({ world });
      },
      save: () => set({ autosave: 'saved' }),
      saveAs: () => set({ autosave: 'saved' }),
    },
  };

  function set(patch: Partial<PlayViewState>) {
    const w = patch.world ?? demo.view.world;
    const active = (activeFigureId(w) ?? null) as FigureId | null;
    const prevActive = demo.view.activeFigureId;
    demo.view = {
      ...demo.view,
      ...patch,
      world: w,
      activeFigureId: active,
      // Follow the turn: a new active figure becomes the selection.
      selectedFigureId: patch.selectedFigureId !== undefined ? patch.selectedFigureId : active !== prevActive ? active : demo.view.selectedFigureId,
      weaponIndex: patch.weaponIndex ?? (active !== prevActive && active ? w.figures[active].loadout.activeWeapon : demo.view.weaponIndex),
      log: [...log],
      canUndo: past.length > 0,
      canRedo: future.length > 0,
    };
    if (demo.view.tool === 'attack' && active) demo.view.attackPreview = demoAttackPreview(demo.view);
    onChange();
  }
  return demo;
}

function buildView(world: World, selected: FigureId | null): PlayViewState {
  const active = (activeFigureId(world) ?? null) as FigureId | null;
  return {
    world,
    activeFigureId: active,
    selectedFigureId: selected ?? active,
    tool: 'select',
    weaponIndex: active ? world.figures[active].loadout.activeWeapon : 0,
    shots: 1,
    manualModifiers: [],
    attackPreview: null,
    areaPreview: null,
    movePreview: null,
    measureText: null,
    log: [],
    highlightedFigureIds: [],
    canUndo: false,
    canRedo: false,
    violation: null,
    autosave: 'idle',
    gmMode: new URLSearchParams(globalThis.location?.search ?? '').get('gm') === '1',
  };
}

/** The attack tool's read-out against the nearest enemy (the real tool previews the hovered one). */
function demoAttackPreview(view: PlayViewState): AttackPreview | null {
  const w = view.world;
  const a = view.activeFigureId ? w.figures[view.activeFigureId] : undefined;
  if (!a?.cell) return null;
  const lw = a.loadout.weapons[view.weaponIndex];
  const spec = lw && weaponById(lw.catalogueId);
  if (!spec) return null;
  const enemies = Object.values(w.figures).filter((f) => f.sideId !== a.sideId && f.cell && !f.status.dead);
  const dist = (f: (typeof enemies)[number]) => Math.hypot(f.cell!.c - a.cell!.c, f.cell!.r - a.cell!.r);
  const t = enemies.sort((x, y) => dist(x) - dist(y))[0];
  if (!t) return null;
  const cov = coverOf(w, a.id, t.id);
  const check = checkAttack(w, a, t, spec);
  const manual = view.manualModifiers.map((m) => ({ ...m }));
  const modifiers = [...(check.ok ? check.modifiers : []), ...manual];
  const actionValue = a.stats.bod + modifiers.reduce((s, m) => s + m.value, 0);
  const ap = (lw.apPerAttack ?? spec.apPerAttack.min) * view.shots;
  const band = check.ok ? (check.distanceInches <= check.rangeInches ? 'short (1x)' : check.distanceInches <= 2 * check.rangeInches ? 'medium (2x)' : 'long (3x)') : 'n/a';
  return {
    attackerId: a.id,
    targetId: t.id,
    weaponIndex: view.weaponIndex,
    weaponName: spec.name,
    los: cov.los,
    hiddenFraction: cov.hiddenFraction,
    cover: cov.cover,
    concealment: cov.concealment,
    distanceInches: cov.distanceInches ?? 0,
    rangeBand: band,
    modifiers,
    actionValue,
    chanceInTen: Math.max(0, Math.min(10, actionValue)),
    apCost: ap,
    shots: view.shots,
    ...(check.ok ? (ap > a.apLeft ? { refusal: `needs ${ap} AP, ${a.name} has ${a.apLeft}` } : {}) : { refusal: check.message }),
  };
}
