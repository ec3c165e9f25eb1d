export { Row, type RowProps } from './Row';
