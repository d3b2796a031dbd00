// Figures as round bases in their side's colour with the short label on top
// (issue 2). A 25-28 mm miniature's base is about one inch across.
import { Container, Graphics, Text } from 'pixi.js';
import type { Figure, World } from '../../../core/model/schema';
import { PX_PER_INCH, hexColour } from '../units';
import { idsToSync, type Layer } from './layer';

/** Base radius as a fraction of the footprint's side, leaving the grid visible. */
export const BASE_RADIUS_FRACTION = 0.42;
const OUTLINE = 0x101010;
const UNKNOWN_SIDE_COLOUR = 0x888888;

class FigureView {
  readonly container = new Container();
  private readonly base = new Graphics();
  private readonly label = new Text({
    text: '',
    resolution: 3,
    style: {
      fontFamily: 'Arial, Helvetica, sans-serif',
      fontWeight: 'bold',
      fontSize: 0.34 * PX_PER_INCH,
      fill: 0xffffff,
      stroke: { color: OUTLINE, width: 3 },
    },
  });

  constructor(id: string) {
    this.container.label = `figure-${id}`;
    this.label.anchor.set(0.5);
    this.container.addChild(this.base, this.label);
  }

  draw(figure: Figure, world: World): void {
    if (!figure.cell) {
      this.container.visible = false;
      return;
    }
    this.container.visible = true;
    const side = world.sides[figure.sideId];
    const sizePx = figure.sizeCells * PX_PER_INCH;
    this.container.position.set(figure.cell.c * PX_PER_INCH + sizePx / 2, figure.cell.r * PX_PER_INCH + sizePx / 2);
    // GM-only figures are drawn faded in the GM window.
    this.container.alpha = figure.hidden ? 0.5 : 1;
    const fill = side ? hexColour(side.colour) : UNKNOWN_SIDE_COLOUR;
    const down = figure.status.dead || figure.status.unconscious;
    this.base
      .clear()
      .circle(0, 0, sizePx * BASE_RADIUS_FRACTION)
      .fill(fill)
      .stroke({ width: 3, color: down ? 0x777777 : OUTLINE });
    if (down) {
      const d = sizePx * BASE_RADIUS_FRACTION * 0.7;
      this.base.moveTo(-d, -d).lineTo(d, d).moveTo(d, -d).lineTo(-d, d).stroke({ width: 4, color: OUTLINE });
    }
    this.label.text = figure.label || figure.name.slice(0, 2);
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

export class FigureLayer implements Layer {
  readonly container = new Container({ label: 'figures' });
  private readonly views = new Map<string, FigureView>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    for (const id of idsToSync(world.figures, this.views, touchedIds)) {
      const figure = world.figures[id];
      let view = this.views.get(id);
      if (!figure) {
        view?.destroy();
        this.views.delete(id);
        continue;
      }
      if (!view) {
        view = new FigureView(id);
        this.views.set(id, view);
        this.container.addChild(view.container);
      }
      view.draw(figure, world);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
