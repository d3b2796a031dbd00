// Objective zones (G-WIN-1): each zone's cells tinted in its side's colour
// (grey when neutral; exits hatched darker) with its name, under the areas
// and figures. Zones change only with the scenario, so the layer redraws
// when the zones record is a new object (immer shares it otherwise).
import { Container, Graphics, Text } from 'pixi.js';
import type { World } from '../../../core/model/schema';
import { zoneCells } from '../../../core/model/zones';
import { cellCentrePx, cellPolygonPx } from '../cells';
import { hexColour, PX_PER_INCH } from '../units';
import type { Layer } from './layer';

export class ZoneLayer implements Layer {
  readonly container = new Container({ label: 'zones', eventMode: 'none' });
  private drawn: World['scenario']['zones'] | null = null;

  sync(world: World): void {
    if (this.drawn === world.scenario.zones) return;
    this.drawn = world.scenario.zones;
    for (const child of this.container.removeChildren()) child.destroy();
    for (const zone of Object.values(world.scenario.zones)) {
      const cells = zoneCells(world, zone);
      if (!cells.length) continue;
      const side = zone.sideId ? world.sides[zone.sideId] : undefined;
      const colour = side ? hexColour(side.colour) : 0x808080;
      const g = new Graphics({ label: `zone-${zone.id}` });
      for (const cell of cells) g.poly(cellPolygonPx(world.map.grid, cell, 1));
      g.fill({ color: colour, alpha: zone.exit ? 0.3 : 0.2 }).stroke({ width: 2, color: colour, alpha: 0.8 });
      this.container.addChild(g);
      const first = cellCentrePx(world.map.grid, cells[0]!);
      const label = new Text({
        text: zone.exit ? `${zone.name} (exit)` : zone.name,
        resolution: 2,
        style: { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 'bold', fontSize: 0.28 * PX_PER_INCH, fill: colour, stroke: { color: 0x000000, width: 3 } },
      });
      label.position.set(first.x - 0.45 * PX_PER_INCH, first.y - 0.45 * PX_PER_INCH);
      label.label = `zone-label-${zone.id}`;
      this.container.addChild(label);
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
