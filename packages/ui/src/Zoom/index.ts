export { CardZoom, type CardZoomProps } from './CardZoom';
export { loadCardZoom } from './lazy-zoom';
export { TableSizeControl, type TableSizeControlProps } from './TableSizeControl';
export { isTableSize, TABLE_SCALE, TABLE_SIZES, type TableSize } from './table-size';
