export { TableControls, HandOverScreen, type TableControlsProps, type HandOverScreenProps } from './TableControls';
