export { TableCanvas, TABLE_BACKGROUND } from './tableCanvas';
export { FOG_COLOUR, EXPLORED_ALPHA, TABLE_FOG_LOOK, GM_FOG_TINT_LOOK, drawFog, type FogLook } from './fogLayer';
export { FogTint } from './fogTint';
