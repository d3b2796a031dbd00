// M: the active figure's reach is shaded at once; hover shows the cheapest
// path and its AP, a click moves (G-MOVE-1), a press on the figure drags it.
import { defineTool } from './tool';
import { moverOf, moverStates, movePreviewOf } from './moveDrag';

export const moveTool = defineTool({
  id: 'move',
  initial: 'idle',
  states: moverStates('move'),
  preview: (ctx) => ({ mover: moverOf(ctx, 'move'), move: movePreviewOf(ctx, 'move') }),
});
