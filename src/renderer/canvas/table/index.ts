export { TableCanvas, TABLE_BACKGROUND } from './tableCanvas';
export { FOG_COLOUR, EXPLORED_ALPHA, TABLE_FOG_LOOK, drawFog, type FogLook } from './fogLayer';
