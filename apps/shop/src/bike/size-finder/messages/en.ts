/**
 * English texts of the bike page's size finder (bike-size-finder-panel.tsx), but its title: loaded
 * with the finder's code when the rider opens it (size-finder-texts.tsx), so a bike page's first
 * load carries only "Find my size". ICU messages, precompiled at build time.
 */
export const en = {
  'bike.sizeFinder.intro': 'Your height and inseam give the size of this bike whose stack and reach fit you.',
  'bike.sizeFinder.height': 'Your height (cm)',
  'bike.sizeFinder.inseam': 'Your inseam (cm)',
  'bike.sizeFinder.fit': 'Size {size} fits you best.',
  'bike.sizeFinder.between': 'You sit between {smaller} and {larger}: {smaller} for a sportier position, {larger} for a more upright one.',
  'bike.sizeFinder.outside': "None of this bike's sizes fits you well; the nearest is {size}. A dealer's bike fitting helps.",
  'bike.sizeFinder.invalid': 'Enter a height from 130 to 215 cm and an inseam from 55 to 105 cm.',
  'bike.sizeFinder.choose': 'Choose size {size}',
  'bike.sizeFinder.unavailable': 'Size {size} is not available right now.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
