// S: select a figure; with the active figure picked by the player, its reach
// shows and a click on a square moves it (G-MOVE-1); a press on the active
// figure drags it (states idle → pointing → dragging, see moveDrag).
import { defineTool } from './tool';
import { moverOf, moverStates, movePreviewOf } from './moveDrag';

export const selectTool = defineTool({
  id: 'select',
  initial: 'idle',
  states: moverStates('select'),
  preview: (ctx) => ({ mover: moverOf(ctx, 'select'), move: movePreviewOf(ctx, 'select') }),
});
