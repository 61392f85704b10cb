/** English texts of the newsletter mails (opt-in and welcome). */
export const en = {
  'optIn.subject': 'Please confirm your subscription to the {brand} newsletter',
  'optIn.intro': 'Someone, hopefully you, asked to receive the {brand} newsletter at this address.',
  'optIn.when': 'Confirm your subscription with the button below; the link works for {days, plural, one {# day} other {# days}}. If you did not ask for it, ignore this mail: you will not receive the newsletter.',
  'optIn.action': 'Confirm my subscription',
  'welcome.subject': 'Welcome to the {brand} newsletter',
  'welcome.intro': 'Thank you for confirming: you are subscribed to the {brand} newsletter. New bikes, rides and stories, once a month.',
  'welcome.action': 'Visit {brand}',
  'footer.reason': 'You receive this mail because this address was entered for the {brand} newsletter.',
  'footer.unsubscribe': 'Unsubscribe at once',
};

export type NewsletterMailMessages = Record<keyof typeof en, string>;
