/**
 * English texts of the configurator remote (configurator start, model and configuration
 * pages): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Configurator (spec point 1).
  'configurator.title': 'Configurator',
  'configurator.start': 'Start configuring',
  'configurator.loadByCode': 'Load by code',
  'configurator.code': 'Configuration code',
  'configurator.inspiration': 'Get inspired',
  'configurator.deliveryPromise': 'Delivered within {weeks} weeks',
  'configurator.concepts': 'Concepts',
  'configurator.showConcept': 'Show concept',
  'configurator.hideConcept': 'Hide concept',
  'configurator.downloadPdf': 'Download as PDF',

  // Page titles and descriptions (document title and meta description per route).
  'page.configurator.title': 'Configurator',
  'page.configurator.description': 'Build your own %BRAND% bike: frame, colours, groupset and size. Delivered within 8 weeks.',
  'configurator.step.groupset': 'Groupset',
  'configurator.step.size': 'Frame size',
  'configurator.step.design': 'Paint design',
  'configurator.step.wheels': 'Wheels',
  'configurator.step.cockpit': 'Handlebar and stem',
  'configurator.step.saddle': 'Saddle',
  'configurator.total': 'Total price',
  'configurator.vat': 'Including {rate}% VAT: {amount}',
  'configurator.voucher': 'Voucher {code}: {amount}',
  'configurator.ships': '{weeks, plural, one {Ships in # week} other {Ships in # weeks}}',
  'configurator.beyondPromise': 'This build cannot ship within our {weeks}-week promise.',
  'configurator.bottleneck.builtToOrder': 'The frame in this size and paint is built to order.',
  'configurator.bottleneck.frame': 'The frame in this size and paint comes with the factory\'s next batch.',
  'configurator.bottleneck.part': '{part} sets the date: the factory is waiting for new stock.',
  'configurator.previewLabel': '{model} in {design}',
  'configurator.codeEmpty': 'The code field is empty.',
  'configurator.codeNotFound': 'Code not found',
  'configurator.unableToLoad': 'This configuration can no longer be built. Start again from the model.',
  'configurator.concept': 'Concept {code}',
  'configurator.changeBuild': 'Change this build',
  'configurator.yourChoices': 'Your choices',
  'configurator.views': '{count, plural, one {# view} other {# views}}',
  'configurator.fromPrice': 'From {price}',
  'configurator.configure': 'Configure',
  'configurator.modelNotFound': 'This bike cannot be configured.',
  'configurator.popular': 'Popular builds',
  'configurator.conceptSize': 'Ordered in frame size {size}',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
