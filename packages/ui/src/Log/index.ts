export { Log, logArgText, type LogProps } from './Log';
