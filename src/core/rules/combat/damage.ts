// Damage to a figure: minimum 1 on a hit (G-DMG-1), armour and bruise via the
// damage helper (G-DMG-2/3), then fast or detailed HP play (G-HP-2/3).
import type { Ctx } from '../ctx';
import { absorbDamage, totalDrv } from '../deps';
import { optString } from '../options';
import { hpMode } from '../state';

/** `bare`: module P's fall (P-FALL): armour does not apply and there is no minimum 1. */
export function applyDamage(ctx: Ctx, targetId: string, rawDamage: number, source: string, bare = false): void {
  const t = ctx.world.figures[targetId];
  if (!t || t.status.dead) return;
  const raw = bare ? Math.max(0, rawDamage) : Math.max(1, rawDamage);
  // G-DMG-2: by default the DRV is a pool for the round; each hit draws on what is left.
  const perRound = optString(ctx.world, 'drvAbsorption') !== 'per-hit';
  const drvSpentBefore = t.status.drvSpent ?? 0;
  const drv = bare ? 0 : perRound ? Math.max(0, totalDrv(t.loadout) - drvSpentBefore) : totalDrv(t.loadout);
  const { absorbed, through, bruise, hpLoss } = absorbDamage(raw, drv);
  const hpBefore = t.hp;
  const mode = hpMode(ctx.world, t);
  let hpAfter: number;
  if (mode === 'fast') hpAfter = Math.max(0, hpBefore - hpLoss);
  // G-HP-3: the blow that brings HP to 0 stops at 0; later blows go below and are recorded.
  else hpAfter = hpBefore > 0 ? Math.max(0, hpBefore - hpLoss) : hpBefore - hpLoss;
  ctx.emit({
    type: 'figureDamaged',
    figureId: targetId,
    source,
    raw,
    absorbed,
    through,
    bruise,
    hpLoss,
    hpBefore,
    hpAfter,
    ...(perRound && !bare ? { drvSpentAfter: drvSpentBefore + absorbed } : {}),
  });
  if (hpAfter <= 0) {
    if (mode === 'fast') ctx.emit({ type: 'figureDowned', figureId: targetId, state: 'out' });
    else if (!t.status.unconscious) ctx.emit({ type: 'figureDowned', figureId: targetId, state: 'unconscious' });
  }
}
