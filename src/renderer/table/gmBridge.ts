// GM side of the table view (issue 7): after every Session change (and every
// change of the table options) build the filtered projection and send it.
// The explored-cells memory lives here, between moves.
import { emptyChangeSet } from '../../core/model/changes';
import type { RulesCache } from '../../core/spatial/rulesCache';
import type { World } from '../../core/model/schema';
import { DEFAULT_TABLE_VIEW, type TableDisplay, type TableProjection, type TableStatus, type TableViewOptions } from '../../shared/table';
import { rotate } from '../canvas/table/frame';
import { clampCentre, tableFootprint, tvViewInches, type PointInches, type TableFootprint } from '../canvas/overlays/tableFootprintGeometry';
import { createTableLink, type TableLink } from './link';
import { tableHost, type TableHost } from '../platform/tableHost';
import type { TableControlsActions, TableControlsState } from './controlsContract';
import { defaultPlayerSides, NO_OVERLAYS, projectForTable, withOverlays, type GmOverlays, type OverlaySwitches } from './projection';
import { overlaysOnlyChanges, projectionChanges, type TouchedRecords } from './projectionDiff';

export type { TableControlsActions, TableControlsState };

export interface TableGmOptions {
  /** The players' sides; null = every side marked `player` in the scenario. */
  playerSideIds: string[] | null;
  view: TableViewOptions;
  show: OverlaySwitches;
  /** Hotseat secrecy: cover the GM window between sides. */
  handOver: boolean;
  displayId: string | null;
  /** Tint the GM's own map with the players' fog (turned on when the table view opens). */
  gmTint: boolean;
  /** Outline the TV's footprint on the GM map while a table reports its size (issue 16 fix 6). */
  footprint: boolean;
}

/** What the bridge needs of a Session (core/session's Session fits). */
export interface TableSessionLike {
  readonly world: World;
  /** The session's rules cache (fog reuses its sight structures); absent: one per projection. */
  readonly rulesCache?: RulesCache;
  /** `changes`: what the dispatch touched (core's ChangeSet); the table then redraws only that. */
  subscribe(listener: (world: World, changes?: TouchedRecords) => void): () => void;
}

export interface TableBridge {
  options(): TableGmOptions;
  setOptions(patch: Partial<Omit<TableGmOptions, 'view'>> & { view?: Partial<TableViewOptions> }): void;
  /** Rebuild and send now. */
  refresh(): void;
  /** The play screen's previews changed (hover) but not the World: resend with new overlays only. */
  refreshOverlays(): void;
  lastProjection(): TableProjection | null;
  controlsState(): TableControlsState;
  controlsActions(): TableControlsActions;
  /** Called with every projection sent (e.g. to tint the GM map with the players' fog: FogTint). */
  onProjection(callback: (projection: TableProjection) => void): () => void;
  /** Called after every state change of the controls (to re-render the panel). */
  onChange(callback: () => void): () => void;
  /**
   * Issue 16 fix 6: the part of the map the TV shows (null while no table
   * reported its size, or the GM turned the outline off). A view setting:
   * nothing of it goes through the Session or its undo history.
   */
  footprint(): TableFootprint | null;
  /** Puts the TV's centre on a map point (inches), kept over the map; the table follows. */
  moveView(centreInches: PointInches): void;
  /** The game's map size and grid (the footprint is kept over it). */
  map(): Pick<World['map'], 'widthCells' | 'heightCells' | 'grid'>;
  /** Lazy bridges (attach option `lazy`) start sending here; a table asking for the latest projection also starts them. */
  activate(): void;
  readonly active: boolean;
  detach(): void;
}

export interface AttachOptions {
  initial?: Partial<TableGmOptions>;
  link?: TableLink;
  host?: TableHost;
  now?: () => number;
  /**
   * Build nothing until activate() or a table's request: the players' fog
   * costs milliseconds per move on big maps, wasted while no table listens.
   */
  lazy?: boolean;
}

/**
 * Wires a Session to the table view. `getOverlays` returns the play screen's
 * current previews (reach, path, templates, LOS line); only those the GM
 * switched on reach the table.
 */
export function attachTableLink(session: TableSessionLike, getOverlays: () => GmOverlays | undefined = () => undefined, attach: AttachOptions = {}): TableBridge {
  const host = attach.host ?? tableHost();
  const link = attach.link ?? createTableLink(host);
  const now = attach.now ?? (() => performance.now());
  let frozen: { of: TableGmOptions; copy: TableGmOptions } | null = null;
  let opts: TableGmOptions = {
    playerSideIds: null,
    view: { ...DEFAULT_TABLE_VIEW },
    show: { ...NO_OVERLAYS },
    handOver: false,
    displayId: null,
    gmTint: false,
    footprint: true,
    ...attach.initial,
  };
  let seq = 0;
  let explored: Uint8Array | null = null;
  let exploredSize = '';
  let last: TableProjection | null = null;
  let lastBuildMs: number | null = null;
  let opened = false;
  let active = !attach.lazy;
  let displays: TableDisplay[] = [];
  /** What the table window last said of itself (size, px/inch, centre); null: no table is listening. */
  let tableStatus: TableStatus | null = null;
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(p: TableProjection) => void>();
  const changed = () => listeners.forEach((fn) => fn());

  // Several bridges may talk to one table over a game's life: a table applies changes only within one stream.
  const stream = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  /** `touched` null: not a dispatch (options, a table asking): the table draws everything. */
  const send = (world: World = session.world, touched: TouchedRecords | null = null) => {
    if (!active) return;
    // Explored cells belong to one map: a new scenario (or a resize) starts them afresh.
    const size = `${world.scenario.title}|${world.map.widthCells}x${world.map.heightCells}`;
    if (size !== exploredSize) {
      explored = null;
      exploredSize = size;
    }
    const t0 = now();
    const built = projectForTable(world, {
      playerSideIds: opts.playerSideIds ?? defaultPlayerSides(world),
      view: opts.view,
      overlays: getOverlays(),
      show: opts.show,
      explored,
      seq: ++seq,
      rulesCache: session.rulesCache,
    });
    lastBuildMs = now() - t0;
    const p: TableProjection = { ...built.projection, stream };
    const changes = projectionChanges(last, p, touched);
    if (changes) p.changes = changes;
    explored = built.seenCells;
    last = p;
    link.post(p);
    sentListeners.forEach((fn) => fn(p));
  };

  const unsubscribe = session.subscribe((world, changes) => send(world, changes ?? null));
  const activate = () => {
    if (active) return;
    active = true;
    send();
    changed();
  };
  const offStatus = link.onStatus((status) => {
    tableStatus = status;
    changed();
  });
  const offRequest = link.onRequest(() => {
    if (!active) return activate();
    if (last) link.post(last);
    else send();
  });

  /** The view alone changed (the footprint moved): the last projection again with the new view, no fog rebuilt. */
  const sendView = () => {
    if (!active || !last) return send(session.world, emptyChangeSet());
    last = { ...last, view: structuredClone(opts.view), seq: ++seq, changes: overlaysOnlyChanges(last) };
    link.post(last);
    sentListeners.forEach((fn) => fn(last!));
  };

  /** The TV's centre as the table draws it: the GM's own (plus the pan) once set, else what the table reported. */
  const viewCentre = (): PointInches | null => {
    const set = opts.view.centreInches;
    if (set) return { x: set.x + Math.round(opts.view.panInches.x), y: set.y + Math.round(opts.view.panInches.y) };
    return tableStatus?.centreInches ?? null;
  };

  const footprint = (): TableFootprint | null => {
    const centre = viewCentre();
    return opts.footprint && tableStatus && centre ? tableFootprint(tableStatus, opts.view, centre) : null;
  };

  const moveView = (centreInches: PointInches) => {
    const fp = tableStatus ? tableFootprint(tableStatus, opts.view, centreInches) : null;
    const centre = fp ? clampCentre(centreInches, fp, session.world.map) : centreInches;
    const now = opts.view.centreInches;
    if (now && now.x === centre.x && now.y === centre.y && opts.view.panInches.x === 0 && opts.view.panInches.y === 0) return;
    opts = { ...opts, view: { ...opts.view, centreInches: centre, panInches: { x: 0, y: 0 } } };
    sendView();
    changed();
  };

  const setOptions: TableBridge['setOptions'] = (patch) => {
    const { view, ...rest } = patch;
    opts = { ...opts, ...rest, view: { ...opts.view, ...view, panInches: { ...opts.view.panInches, ...view?.panInches } } };
    // Framing, overlay switches and explored shading leave every record as it
    // was (the fog is compared anyway); new player sides turn enemies into own figures.
    send(session.world, rest.playerSideIds !== undefined ? null : emptyChangeSet());
    changed();
  };

  const actions: TableControlsActions = {
    openTable: () => {
      activate();
      host.openTableWindow(opts.displayId).then(
        ({ displayId }) => {
          opened = true;
          opts = { ...opts, displayId: displayId ?? opts.displayId, gmTint: true };
          send();
          changed();
        },
        (err: unknown) => console.error('table view:', err),
      );
    },
    chooseDisplay: (displayId) => setOptions({ displayId }),
    refreshDisplays: () => {
      host.listDisplays().then(
        (list) => {
          displays = list;
          changed();
        },
        (err: unknown) => console.error('table view:', err),
      );
    },
    toggleCalibration: () => setOptions({ view: { calibrate: !opts.view.calibrate } }),
    pan: (dx, dy) => setOptions({ view: { panInches: { x: opts.view.panInches.x + Math.round(dx), y: opts.view.panInches.y + Math.round(dy) } } }),
    centre: () => setOptions({ view: { panInches: { x: 0, y: 0 }, centreInches: null } }),
    setZoomLocked: (locked) => setOptions({ view: { zoomLocked: locked } }),
    zoomBy: (factor) => setOptions({ view: { zoom: Math.max(0.1, Math.min(10, opts.view.zoom * factor)) } }),
    rotate: (step) => setOptions({ view: { rotation: rotate(opts.view.rotation, step) } }),
    setOverlay: (name, shown) => setOptions({ show: { ...opts.show, [name]: shown } }),
    setBlackout: (on) => setOptions({ view: { blackout: on } }),
    setShowExplored: (on) => setOptions({ view: { showExplored: on } }),
    setWholeMap: (on) => setOptions({ view: { wholeMap: on } }),
    setPlayerSide: (sideId, isPlayer) => {
      const current = new Set(opts.playerSideIds ?? defaultPlayerSides(session.world));
      if (isPlayer) current.add(sideId);
      else current.delete(sideId);
      setOptions({ playerSideIds: [...current].sort() });
    },
    setHandOver: (on) => {
      opts = { ...opts, handOver: on };
      changed();
    },
    setGmTint: (on) => {
      opts = { ...opts, gmTint: on };
      changed();
    },
    setFootprint: (on) => {
      opts = { ...opts, footprint: on };
      changed();
    },
    nudgeView: (dxSquares, dySquares) => {
      const centre = viewCentre();
      if (centre) moveView({ x: centre.x + Math.round(dxSquares), y: centre.y + Math.round(dySquares) });
    },
  };

  send();
  actions.refreshDisplays();

  return {
    // One frozen copy per change of the options: the play screen asks on every
    // render (pointer moves included), and a caller must not edit them in place.
    options: () => {
      if (frozen?.of !== opts) frozen = { of: opts, copy: deepFreeze(structuredClone(opts)) };
      return frozen.copy;
    },
    setOptions,
    refresh: () => send(),
    refreshOverlays: () => {
      if (!active) return;
      if (!last) return send();
      last = { ...withOverlays(last, session.world, getOverlays() ?? {}, opts.show, ++seq), changes: overlaysOnlyChanges(last) };
      link.post(last);
    },
    lastProjection: () => last,
    controlsState: () => ({
      platform: host.kind,
      opened,
      displays,
      displayId: opts.displayId,
      view: opts.view,
      show: opts.show,
      sides: Object.values(session.world.sides).map((s) => ({ id: s.id, name: s.name, colour: s.colour })),
      playerSideIds: opts.playerSideIds ?? defaultPlayerSides(session.world),
      handOver: opts.handOver,
      gmTint: opts.gmTint,
      footprint: opts.footprint,
      tableSize: tableStatus ? tvViewInches(tableStatus, opts.view) : null,
      lastBuildMs,
    }),
    controlsActions: () => actions,
    onProjection: (callback) => {
      sentListeners.add(callback);
      return () => sentListeners.delete(callback);
    },
    onChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    footprint,
    moveView,
    map: () => session.world.map,
    activate,
    get active() {
      return active;
    },
    detach: () => {
      unsubscribe();
      offRequest();
      offStatus();
      link.close();
      listeners.clear();
      sentListeners.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
