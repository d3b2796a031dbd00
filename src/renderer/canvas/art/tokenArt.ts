// What a token shows besides its side's colour (issue 16 "Map art"): the HP
// arc's share and colour, and the condition badges. Pure, for tests.
import type { Figure } from '../../../core/model/schema';
import type { GameIconName } from './gameIcons.generated';

/** HP left as a share of the figure's full HP, in twentieths (one texture per step). */
export function hpShare(f: Figure): number {
  if (f.stats.hp <= 0) return 0;
  return Math.max(0, Math.min(20, Math.round((20 * f.hp) / f.stats.hp))) / 20;
}

/** Green at full HP through yellow to red near none. */
export function hpColour(share: number): number {
  const t = Math.max(0, Math.min(1, share));
  const red = t > 0.5 ? Math.round(255 * (1 - t) * 2) : 255;
  const green = t > 0.5 ? 220 : Math.round(220 * t * 2);
  return (Math.min(255, red) << 16) | (green << 8) | 0x40;
}

/** The conditions shown as badges, in order around the token's lower rim (issue 16). */
export function conditionBadges(f: Figure): { icon: GameIconName; colour: number; name: string }[] {
  const out: { icon: GameIconName; colour: number; name: string }[] = [];
  if (f.status.dead) out.push({ icon: 'dead-head', colour: 0x2a2a2a, name: 'dead' });
  else if (f.status.unconscious) out.push({ icon: 'night-sleep', colour: 0x5e35b1, name: 'unconscious' });
  if (f.status.incapacitatedRounds > 0) out.push({ icon: 'knockout', colour: 0xc79a00, name: 'stunned' });
  if (f.status.burning) out.push({ icon: 'fire', colour: 0xe65100, name: 'burning' });
  if (f.status.prone) out.push({ icon: 'falling', colour: 0x1f5f99, name: 'prone' });
  if (f.status.aimed) out.push({ icon: 'crosshair', colour: 0xb71c1c, name: 'aimed' });
  return out;
}
