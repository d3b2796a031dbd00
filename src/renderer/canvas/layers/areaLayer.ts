// Area effects (smoke, fire, stun, flash: G-AREA-*) as translucent circles
// under the figures, so a figure inside a cloud is still seen by the GM.
import { Container, Graphics, Text } from 'pixi.js';
import type { Area, World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';
import { idsToSync, type Layer } from './layer';

const EFFECT_STYLE: Record<Area['effect'], { colour: number; alpha: number }> = {
  smoke: { colour: 0x9a9a9a, alpha: 0.55 },
  fire: { colour: 0xff6a00, alpha: 0.45 },
  stun: { colour: 0xffe14d, alpha: 0.35 },
  flash: { colour: 0xffffff, alpha: 0.35 },
  other: { colour: 0xb05cff, alpha: 0.35 },
};

export class AreaLayer implements Layer {
  readonly container = new Container({ label: 'areas', eventMode: 'none' });
  private readonly views = new Map<string, Graphics>();
  /** Remaining rounds of lasting areas (G-AREA-3), drawn at the centre. */
  private readonly labels = new Map<string, Text>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    for (const id of idsToSync(world.areas, this.views, touchedIds)) {
      const area = world.areas[id];
      let g = this.views.get(id);
      if (!area) {
        g?.destroy();
        this.views.delete(id);
        this.labels.get(id)?.destroy();
        this.labels.delete(id);
        continue;
      }
      if (!g) {
        g = new Graphics({ label: `area-${id}` });
        this.views.set(id, g);
        this.container.addChild(g);
      }
      const style = EFFECT_STYLE[area.effect];
      g.clear()
        .circle(area.center.x * PX_PER_INCH, area.center.y * PX_PER_INCH, area.radiusInches * PX_PER_INCH)
        .fill({ color: style.colour, alpha: style.alpha })
        .stroke({ width: 2, color: style.colour, alpha: Math.min(1, style.alpha * 2) });
      // "other" areas are placed charges (G-AREA-5 table decision): mark where the charge lies.
      if (area.effect === 'other')
        g.circle(area.center.x * PX_PER_INCH, area.center.y * PX_PER_INCH, 0.2 * PX_PER_INCH)
          .fill({ color: style.colour })
          .stroke({ width: 2, color: 0x000000 });
      let label = this.labels.get(id);
      if (!label) {
        label = new Text({
          text: '',
          resolution: 2,
          style: { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: 0.3 * PX_PER_INCH, fill: 0xffffff, stroke: { color: 0x000000, width: 3 } },
        });
        label.anchor.set(0.5);
        this.labels.set(id, label);
        this.container.addChild(label);
      }
      label.text = `${area.effect === 'other' ? area.kind : area.effect} ${area.roundsLeft} rd${area.roundsLeft === 1 ? '' : 's'}`;
      label.position.set(area.center.x * PX_PER_INCH, (area.center.y - area.radiusInches) * PX_PER_INCH + 0.3 * PX_PER_INCH);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
