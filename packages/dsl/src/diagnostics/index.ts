export * from './codes';
export * from './diagnostic';
export * from './did-you-mean';
