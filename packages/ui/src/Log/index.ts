export { Log, type LogProps } from './Log';
