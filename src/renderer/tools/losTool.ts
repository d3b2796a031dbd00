// V: line of sight between two cells, read with coverOf as attacks are
// (G-LOS-1, G-LOS-2: hidden fraction, cover, concealment), plus the distance.
import { coverOf } from '../../core/rules/sight';
import { MEASURE_STATES, measureLineOf } from './measureTool';
import { measureText } from './previews';
import { defineTool } from './tool';

export const losTool = defineTool({
  id: 'los',
  initial: 'idle',
  states: MEASURE_STATES,
  preview: (ctx) => {
    const line = measureLineOf(ctx);
    if (!line) return {};
    const cov = coverOf(ctx.world, line.from, line.to, ctx.rulesCache);
    const sight = cov.los ? (cov.hiddenFraction > 0 ? `partial: ${Math.round(cov.hiddenFraction * 100)}% hidden, cover ${cov.cover}, concealment ${cov.concealment}` : 'clear') : 'blocked';
    return { measureLine: line, measureText: `LOS ${sight}; ${measureText(line.from, line.to, ctx.world.map.grid)}` };
  },
});
