/**
 * motion's animation features (layout and shared-layout animation, gestures), as one module the board fetches after
 * it has drawn (lazy-motion.ts): the bulk of motion's code, not needed to draw or play a card.
 */
export { domMax as default } from 'motion/react';
