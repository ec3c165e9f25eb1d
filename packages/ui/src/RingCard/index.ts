export { RingCard, type RingCardProps, type RingLayoutData, type RingName } from './RingCard';
export { RingCardBlank } from './RingCardBlank';
