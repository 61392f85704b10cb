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
  'configurator.save': 'Save as concept',
  'configurator.concepts': 'Concepts',
  'configurator.showConcept': 'Show concept',
  'configurator.hideConcept': 'Hide concept',
  'configurator.downloadPdf': 'Download as PDF',
  'configurator.chatHelper': 'Need help choosing? Chat with us.',

  // Page titles and descriptions (document title and meta description per route).
  'page.configurator.title': 'Configurator',
  'page.configurator.description': 'Build your own %BRAND% bike: frame, colours, groupset and size. Delivered within 8 weeks.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
