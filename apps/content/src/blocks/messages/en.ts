/**
 * English texts of the content blocks that need words of their own (platform, configuration,
 * prize draw, custom forms) and of the style guide, which shows every block. They load with a
 * page only when it holds such a block (block-texts.tsx), so other content pages do not carry
 * them. ICU messages, precompiled at build time.
 */
export const en = {
  'blocks.platform.open': 'See the {name}',
  'blocks.configuration.code': 'Concept {code}',
  'blocks.configuration.open': 'Open in the configurator',
  'blocks.dealerSearch.label': 'Find a dealer near you',
  'blocks.dealerSearch.submit': 'Search',
  'blocks.conceptCode.label': 'Have a concept code? Open the bike',
  'blocks.conceptCode.submit': 'Open',
  'blocks.prize.firstName': 'First name',
  'blocks.prize.terms': 'I accept the terms of this prize draw. We use your address for the draw only and delete it afterwards.',
  'blocks.prize.submit': 'Take part',
  'blocks.prize.entered': 'You are in the draw. Good luck! We will email the winners.',
  'blocks.prize.already': 'This email address is already in the draw. Good luck!',
  'blocks.prize.invalid': 'Please enter your first name and a valid email address.',
  'blocks.prize.consent': 'Please accept the terms to take part.',
  'blocks.prize.limited': 'Too many attempts in a short time. Please try again later.',
  'styleguide.intro': 'The brand\'s colours, type and components, and every content block, in one place.',
  'styleguide.colours': 'Colours',
  'styleguide.type': 'Type',
  'styleguide.body': 'Body text: the sentence a rider reads on every page, at the base size and line height.',
  'styleguide.muted': 'Secondary text, for dates and details.',
  'styleguide.link': 'A link',
  'styleguide.components': 'Components',
  'styleguide.fields': 'Form fields',
  'styleguide.blocks': 'Content blocks',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
