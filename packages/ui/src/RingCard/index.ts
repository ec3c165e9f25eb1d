export { RingCard, type RingCardProps, type RingLayoutData, type RingName } from './RingCard';
