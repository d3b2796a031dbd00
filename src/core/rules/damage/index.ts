// Damage against armour (G-DMG-1..3).

export interface DamageResult {
  /** Points the armour + shield soaked (G-DMG-2). */
  absorbed: number;
  /** Points past the armour, lost from HP. */
  through: number;
  /** +1 HP lost per full 5 absorbed (G-DMG-3). */
  bruise: number;
  /** through + bruise. */
  hpLoss: number;
}

/**
 * G-DMG-1 a hit does at least 1 damage (applied here too, so callers cannot
 * forget it); G-DMG-2 damage up to the total DRV is absorbed, the rest goes
 * through; G-DMG-3 each full 5 absorbed costs 1 more HP as bruise.
 * Example from the text: 8 vs DRV 6 → 6 absorbed, 2 through, 1 bruise, 3 HP.
 */
export function absorbDamage(rawDamage: number, drv: number): DamageResult {
  if (!Number.isFinite(rawDamage)) throw new Error(`absorbDamage: damage must be a number, got ${rawDamage}`);
  if (!Number.isFinite(drv) || drv < 0) throw new Error(`absorbDamage: DRV must be 0 or more, got ${drv}`);
  const damage = Math.max(1, Math.floor(rawDamage));
  const absorbed = Math.min(damage, Math.floor(drv));
  const through = damage - absorbed;
  const bruise = Math.floor(absorbed / 5);
  return { absorbed, through, bruise, hpLoss: through + bruise };
}
