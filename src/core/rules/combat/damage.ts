// Damage to a figure: minimum 1 on a hit (G-DMG-1), armour and bruise via the
// damage helper (G-DMG-2/3), then fast or detailed HP play (G-HP-2/3).
import type { Ctx } from '../ctx';
import type { Figure, World } from '../../model/schema';
import { absorbDamage, totalDrv } from '../deps';
import { optString } from '../options';
import { hpMode } from '../state';
import { moduleOn } from '../../model/modules';
import { fillLifeBar } from '../modules/l/lifeBar';
import { addNonLethal, markTrauma } from '../modules/n/injury';
import { rollWound } from '../modules/s/wounds';

/**
 * Modules N/L: `convert` points of HP loss (pips with L) turned non-lethal by an abort (N-ABORT); `unarmed` fills non-lethal pips with L (L-SOAK).
 * Module P: `bare` for a fall (P-FALL): armour does not apply and there is no minimum 1.
 */
export interface DamageOptions {
  convert?: number;
  unarmed?: boolean;
  bare?: boolean;
}

/** G-DMG-2: the DRV a figure has left against the next hit: by default a pool for the round that each hit draws on; per hit as an option. */
export function drvLeft(world: World, t: Figure): number {
  const drv = totalDrv(t.loadout);
  return optString(world, 'drvAbsorption') === 'per-hit' ? drv : Math.max(0, drv - (t.status.drvSpent ?? 0));
}

export function applyDamage(ctx: Ctx, targetId: string, rawDamage: number, source: string, opts: DamageOptions = {}): void {
  // Module S (S-ACT): in the action phase every attack is rolled first and the damage applied after.
  if (ctx.deferredDamage) return void ctx.deferredDamage.push({ targetId, rawDamage, source });
  const t = ctx.world.figures[targetId];
  if (!t || t.status.dead) return;
  // Module L (L-SOAK, L-BAR): the life bar replaces armour absorption and HP.
  if (moduleOn(ctx.world, 'L')) {
    const { lethalPips } = fillLifeBar(ctx, targetId, rawDamage, source, { convert: opts.convert ?? 0, nonLethal: opts.unarmed === true });
    if (moduleOn(ctx.world, 'N')) markTrauma(ctx, targetId, lethalPips, 0);
    return;
  }
  const bare = opts.bare === true;
  const raw = bare ? Math.max(0, rawDamage) : Math.max(1, rawDamage);
  // G-DMG-2: by default the DRV is a pool for the round; each hit draws on what is left.
  const perRound = optString(ctx.world, 'drvAbsorption') !== 'per-hit';
  const drvSpentBefore = t.status.drvSpent ?? 0;
  const drv = bare ? 0 : drvLeft(ctx.world, t);
  const absorbedHit = absorbDamage(raw, drv);
  const { absorbed, through, bruise } = absorbedHit;
  // Module N (N-ABORT): converted points leave the HP loss and become non-lethal (§9.0).
  const converted = moduleOn(ctx.world, 'N') ? Math.min(absorbedHit.hpLoss, Math.max(0, opts.convert ?? 0)) : 0;
  const hpLoss = absorbedHit.hpLoss - converted;
  const hpBefore = t.hp;
  const mode = hpMode(ctx.world, t);
  let hpAfter: number;
  if (mode === 'fast') hpAfter = Math.max(0, hpBefore - hpLoss);
  // G-HP-3: the blow that brings HP to 0 stops at 0; later blows go below and are recorded.
  // Module S (S-WOUND): HP go below 0 from the first blow.
  else hpAfter = hpBefore > 0 && !moduleOn(ctx.world, 'S') ? Math.max(0, hpBefore - hpLoss) : hpBefore - hpLoss;
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
    // Module S (S-WOUND): a hit that leaves a detailed-play figure at 0 HP or below rolls on the wound tables.
    if (mode === 'detailed' && hpLoss > 0 && moduleOn(ctx.world, 'S')) rollWound(ctx, targetId, hpAfter);
  }
  if (moduleOn(ctx.world, 'N')) {
    addNonLethal(ctx, targetId, converted, `${source}, converted by an abort (N-ABORT)`);
    markTrauma(ctx, targetId, hpLoss, hpBefore);
  }
}
