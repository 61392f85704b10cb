/**
 * English texts of the pages the newsletter's mailed links open (confirm, unsubscribe, invalid
 * link, too many attempts): newsletter-pages.ts formats them with the mail layer's translator.
 */
export const en = {
  'confirm.title': 'Confirm your subscription',
  'confirm.text': 'Press the button to receive the {brand} newsletter. You can unsubscribe at any time with the link in every mail.',
  'confirm.button': 'Confirm my subscription',
  'subscribed.title': 'You are subscribed',
  'subscribed.text': 'Thank you for confirming. You will receive the {brand} newsletter; every mail has a link to unsubscribe.',
  'subscribed.already': 'Your subscription to the {brand} newsletter was already confirmed. Nothing else to do.',
  'unsubscribe.title': 'Unsubscribe from the newsletter',
  'unsubscribe.text': 'Press the button and this address will receive no more {brand} newsletters.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribed.title': 'You are unsubscribed',
  'unsubscribed.text': 'This address will receive no more {brand} newsletters. Changed your mind? You can subscribe again on our site at any time.',
  'invalid.title': 'This link is invalid or has expired',
  'invalid.text': 'Check that you opened the whole link from the mail. A confirmation link works for {days, plural, one {# day} other {# days}}; to get a new one, subscribe again on our site.',
  'limited.title': 'Too many attempts',
  'limited.text': 'Please wait a moment and try again.',
  'home': 'Back to {brand}',
};

export type NewsletterPageMessages = Record<keyof typeof en, string>;
