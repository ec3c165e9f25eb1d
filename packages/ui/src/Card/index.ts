export { Card, CardMotion, type CardProps } from './Card';
export { faceLabel, faceText, backLabel } from './describe';
