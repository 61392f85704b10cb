/** English texts of the mail that confirms an account's deletion. */
export const en = {
  'deleted.subject': 'Your {brand} account has been deleted',
  'deleted.intro': 'As you asked, we deleted your {brand} account. This is the last mail we send you about it.',
  'deleted.gone': 'What we deleted: your profile and addresses, your saved configurations, your bike registrations with their photos and proofs of purchase, your fan-zone photos, your job applications and all sign-in sessions.',
  'deleted.newsletter': 'Your newsletter subscriptions have ended: we keep only the record that you unsubscribed, so we never mail you the newsletter again by mistake.',
  'deleted.kept': 'What we keep: the orders you placed, with their invoice and delivery addresses, because the law requires us to keep accounting records. They are no longer linked to an account.',
  'deleted.warranty': 'Your bikes keep the standard frame warranty of {years} years from their purchase date; the longer warranty of a registration ended with it. With a new account you can register a bike again.',
  'deleted.notYou': 'If you did not delete the account yourself, contact our customer service at once.',
};

export type AccountDataMailMessages = Record<keyof typeof en, string>;
