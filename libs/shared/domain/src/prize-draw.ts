/**
 * Prize draws of the content's prizeForm block (spec point 3): the form's address and the
 * outcomes the API sends the visitor back with. Shared by the block and the API.
 */
export const PRIZE_FORM_PATH = '/b2c/v1/content/prize-draws/entries/form';
/** entered: a new entry; already: this address had entered this draw; the others say what to mend. */
export const PRIZE_OUTCOMES = ['entered', 'already', 'invalid', 'consent', 'limited'] as const;
export type PrizeOutcome = (typeof PRIZE_OUTCOMES)[number];
/** A draw is named by its block's id (letters, digits, dashes). */
export const PRIZE_DRAW_ID = /^[A-Za-z0-9-]{1,64}$/;
