/**
 * English texts of the configurator's model step only (steps, size finder, saving, chat helper):
 * loaded with that page alone (apps/configurator/src/messages.ts), so the start and concept pages
 * do not carry them. ICU messages, precompiled at build time.
 */
export const en = {
  'configurator.save': 'Save as concept',
  'configurator.chatHelper': 'Need help choosing? Chat with us.',
  'configurator.steps': 'Build your bike',
  'configurator.included': 'Included',
  'configurator.update': 'Show my choices',
  'configurator.view.side': 'Side view',
  'configurator.view.detail': 'Detail view',
  'configurator.sizeFinder': 'Find my size',
  'configurator.sizeFinder.intro': 'Your height and inseam give the frame whose stack and reach fit you.',
  'configurator.height': 'Your height (cm)',
  'configurator.inseam': 'Your inseam (cm)',
  'configurator.size.fit': 'Size {size} fits you best.',
  'configurator.size.between': 'You sit between {smaller} and {larger}: {smaller} for a sportier position, {larger} for a more upright one.',
  'configurator.size.outside': 'None of our sizes fits you well; the nearest is {size}. A dealer\'s bike fitting helps.',
  'configurator.size.invalid': 'Enter a height from 130 to 215 cm and an inseam from 55 to 105 cm.',
  'configurator.size.choose': 'Choose size {size}',
  'configurator.size.stackReach': 'Stack {stack} mm, reach {reach} mm',
  'configurator.saved': 'Saved as concept {code}',
  'configurator.savedHint': 'Anyone with this code or link can load your build.',
  'configurator.copyLink': 'Copy link',
  'configurator.linkCopied': 'Link copied',
  'configurator.saveFailed': 'We could not save your concept. Please try again.',
  'configurator.summary': 'Your build',
  'chatHelper.intro': 'Our team answers questions about sizes, parts and delivery by e-mail, usually within one working day.',
  'chatHelper.write': 'Write to us',
  'chatHelper.dismiss': 'No thanks',
  'chatHelper.name': 'Your name',
  'chatHelper.email': 'Your e-mail',
  'chatHelper.message': 'Your question',
  'chatHelper.send': 'Send',
  'chatHelper.sending': 'Sending…',
  'chatHelper.sent': 'Thank you. We will answer by e-mail soon.',
  'chatHelper.failed': 'Your message could not be sent. Please try again.',
  'chatHelper.required': 'Please fill in your name, e-mail, question and the robot check.',
  'chatHelper.captcha.label': 'I\'m not a robot',
  'chatHelper.captcha.verifying': 'Verifying…',
  'chatHelper.captcha.verified': 'Verified',
  'chatHelper.captcha.failed': 'Verification failed',
  'chatHelper.captcha.retry': 'Try again',
  'configurator.bar.label': 'Your build: picture and price',
  'configurator.bar.toSummary': 'Review and order',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
