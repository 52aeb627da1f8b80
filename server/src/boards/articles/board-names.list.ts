// The eight boards' names, alone so the answer schemas (and through them the web) can read them.
export const BOARD_NAMES = ['notice', 'guide', 'event', 'press', 'faq', 'overdue', 'announcement', 'disclosure'] as const;
export type BoardName = (typeof BOARD_NAMES)[number];
