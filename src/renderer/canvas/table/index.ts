export { TableCanvas, TABLE_BACKGROUND } from './tableCanvas';
export { FOG_COLOUR, EXPLORED_ALPHA } from './fogLayer';
