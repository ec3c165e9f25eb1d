export { Hand, type HandProps } from './Hand';
