// Pure read-outs the panels derive from the World for display: AP costs from
// the rule options in force (G-ACT-1), doors and allies within reach, the
// manual-modifier rule (G-ROLL-2). The rules engine still decides; these only
// label buttons and explain why one is disabled before the player clicks.
import type { Figure, Wall, World } from '../../../core/model/schema';
import type { RollModifier } from '../../../core/rules';
import { livingSides, ruleOptionsInForce } from '../../../core/rules';
import { optNumber } from '../../../core/rules/options';
import { roundLimitReached } from '../../state/computerTurns';
import { defaultApPerAttack, weaponById } from '../../../core/rules/catalogue';
import { figureCentre, footprintGap, pointSegmentDistance } from '../../../core/rules/deps/geom';
import { doorsOf } from '../../tools/actionTargets';

export interface ApCosts {
  moveOpen: number;
  door: number;
  dropProne: number;
  standUp: number;
  reload: number;
  aim: number;
  firstAid: number;
  swapWeapon: number;
  look: number;
  /** AP of work to force a door (G-TURN-3 long task). */
  forceDoor: number;
}

export function apCosts(world: World): ApCosts {
  const byId = new Map(ruleOptionsInForce(world).map((o) => [o.id, o.value]));
  const n = (id: string, fallback: number) => {
    const v = Number(byId.get(id));
    return Number.isFinite(v) ? v : fallback;
  };
  return {
    moveOpen: n('apMoveOpen', 1),
    door: n('apDoor', 1),
    dropProne: n('apDropProne', 1),
    standUp: n('apStandUp', 1),
    reload: n('reloadAp', 2),
    aim: n('apAim', 1),
    firstAid: n('apFirstAid', 3),
    swapWeapon: n('apSwapWeapon', 1),
    look: n('apLook', 1),
    forceDoor: n('apForceDoor', 10),
  };
}

export function maxNegativesPerPositive(world: World): number {
  const o = ruleOptionsInForce(world).find((x) => x.id === 'maxNegativesPerPositive');
  const v = Number(o?.value);
  return Number.isFinite(v) ? v : 3;
}

/** Doors whose segment is within 1" of the figure's centre (the test the rules use for G-ACT-1 doors). */
export function doorsWithinReach(world: World, figure: Figure): Wall[] {
  const p = figureCentre(figure, world.map.grid);
  if (!p) return [];
  return doorsOf(world).filter((w) => pointSegmentDistance(p, w.a, w.b) <= 1 + 1e-9);
}

/** Allies (same side, on the map) adjacent to the figure, itself included: first aid targets (G-ACT-1). */
export function firstAidTargets(world: World, figure: Figure): Figure[] {
  return Object.values(world.figures).filter((t) => t.sideId === figure.sideId && t.cell && (t.id === figure.id || footprintGap(figure, t, world.map.grid) <= 1) && !t.status.dead);
}

export interface WeaponLine {
  index: number;
  name: string;
  /** Keyboard key 1–9, or null beyond the ninth weapon. */
  key: number | null;
  ammo: number | null;
  magazine: number | null;
  apPerAttack: number;
  /** Burst / full-auto weapons offer a shot count. */
  shotChoices: number[];
  isArea: boolean;
  rangeInches: number;
  damage: string;
}

export function weaponLines(figure: Figure): WeaponLine[] {
  return figure.loadout.weapons.map((lw, index) => {
    const spec = weaponById(lw.catalogueId);
    const a = spec?.attacksPerTurn;
    const shotChoices = !a ? [1] : a.choices ? [...a.choices] : Array.from({ length: a.max - a.min + 1 }, (_, i) => a.min + i);
    let ap = 1;
    if (spec) {
      try {
        ap = lw.apPerAttack ?? defaultApPerAttack(spec);
      } catch {
        ap = spec.apPerAttack.min;
      }
    }
    return {
      index,
      name: spec?.name ?? lw.catalogueId,
      key: index < 9 ? index + 1 : null,
      ammo: lw.ammo ?? null,
      magazine: spec?.ammo ?? null,
      apPerAttack: ap,
      shotChoices: shotChoices.length ? shotChoices : [1],
      isArea: Boolean(spec?.area),
      rangeInches: spec?.rangeInches ?? 0,
      damage: spec ? `${spec.damage}${lw.dvBonus ? `+${lw.dvBonus}` : ''}` : '?',
    };
  });
}

/**
 * G-ROLL-2 as the rules check it: manual negatives may number at most
 * `per` × the positives (automatic and manual). Returns the reason when the
 * set is not allowed, else null.
 */
export function modifierProblem(auto: RollModifier[], manual: { value: number }[], per: number): string | null {
  for (const m of manual) {
    if (!Number.isInteger(m.value) || m.value < -3 || m.value > 3) return `a modifier is a whole number from -3 to +3 (G-ROLL-2), got ${m.value}`;
  }
  const positives = auto.filter((m) => m.value > 0).length + manual.filter((m) => m.value > 0).length;
  const negatives = manual.filter((m) => m.value < 0).length;
  if (negatives > per * positives) {
    return positives === 0
      ? `a negative modifier needs a positive one first: at most ${per} negatives per positive (G-ROLL-2)`
      : `at most ${per} negative modifiers per positive one (G-ROLL-2): ${negatives} negative against ${positives} positive`;
  }
  return null;
}

export function figureStatusWords(f: Figure): string[] {
  const s = f.status;
  const out: string[] = [];
  if (s.dead) out.push('dead');
  else if (s.unconscious) out.push('unconscious');
  else if (f.hp <= 0) out.push('down');
  if (s.prone) out.push('prone');
  if (s.incapacitatedRounds > 0) out.push(`incapacitated ${s.incapacitatedRounds}`);
  if (s.burning) out.push('burning');
  if (s.aimed) out.push('aimed');
  return out;
}

/** Short badges for the tracker (plain text: no emoji font needed). */
export const STATUS_BADGE: Record<string, string> = {
  dead: 'DEAD',
  unconscious: 'KO',
  down: 'DOWN',
  prone: 'PRONE',
  burning: 'FIRE',
  aimed: 'AIM',
  incapacitated: 'STUN',
};

export interface Standing {
  /** The one side with figures still able to fight, or null when none is. */
  sideId: string | null;
  text: string;
  /** That side's victory condition from the scenario (G-GAME-1), if it has one. */
  victory?: string;
  /** The engine judged the end (G-WIN-2): no further actions are accepted. */
  final?: boolean;
}

/**
 * G-GAME-1 / G-HP-1: once the encounter runs and at most one side has a
 * figure still able to fight, who is left. Derived, so a figure that wakes
 * up (G-HP-3) takes the message away again.
 */
export function standing(world: World): Standing | null {
  const outcome = world.outcome;
  if (outcome) {
    const sideId = outcome.result === 'won' ? outcome.sideId : null;
    const victory = sideId ? world.scenario.victory?.[sideId] : undefined;
    return { sideId, text: outcome.reason, final: true, ...(victory ? { victory } : {}) };
  }
  if (world.turn.round < 1) return null;
  const alive = livingSides(world);
  if (alive.length >= 2) {
    if (!roundLimitReached(world)) return null;
    return { sideId: null, text: `Round limit (${optNumber(world, 'maxRounds')}) passed with the computer on every side: called a draw.` };
  }
  if (!alive.length) return { sideId: null, text: `No side is left standing (round ${world.turn.round}).` };
  const sideId = alive[0]!;
  const victory = world.scenario.victory?.[sideId];
  return { sideId, text: `${world.sides[sideId]?.name ?? sideId} is the last side standing (round ${world.turn.round}).`, ...(victory ? { victory } : {}) };
}
