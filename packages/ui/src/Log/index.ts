export { Log, logLineText, namer, type LogProps } from './Log';
