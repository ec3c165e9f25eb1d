/** The variables `chips:` declares (per seat, but `raiseBy`), by role: the names a spec reads them by (`vars.chips[seat]`). */
export const CHIP_VARS = {
  /** Each seat's chips behind: what it may still bet. */
  chips: 'chips',
  /** What each seat has put in during the current betting round (reset as each round begins). */
  bet: 'bet',
  /** What each seat has put in during this hand, blinds and antes included (the pots are built from it). */
  inPot: 'inPot',
  /** Whether each seat has folded this hand. */
  folded: 'folded',
  /** The size of the round's last full raise: the next raise must be at least as big. */
  raiseBy: 'raiseBy',
} as const;

/** The moves a betting round (`bet:`) offers. */
export const BET_MOVES = ['fold', 'check', 'call', 'bet', 'raise', 'allIn'] as const;
