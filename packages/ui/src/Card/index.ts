export { Card, type CardProps } from './Card';
export { faceLabel, backLabel } from './describe';
