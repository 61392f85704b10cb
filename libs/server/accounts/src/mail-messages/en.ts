/** English texts of the account mails (activation, password reset, email change). */
export const en = {
  'activation.subject': 'Activate your {brand} account',
  'activation.intro': 'Thank you for creating an account at {brand}. Activate it with the button below; the link works for {days, plural, one {# day} other {# days}}.',
  'activation.action': 'Activate my account',
  'reset.subject': 'Reset your {brand} password',
  'reset.intro': 'We received a request to reset the password of your {brand} account. Choose a new one with the button below; the link works for {hours, plural, one {# hour} other {# hours}}.',
  'reset.action': 'Choose a new password',
  'emailChange.subject': 'Confirm your new email address',
  'emailChange.intro': 'You asked to use {email} for your {brand} account from now on.',
  'emailChange.when': 'Confirm it with the button below; the link works for {hours, plural, one {# hour} other {# hours}}. Until then your account keeps its current address.',
  'emailChange.action': 'Confirm my new email address',
  'emailNotice.subject': 'Your email address is about to change',
  'emailNotice.intro': 'Someone asked to change the email address of your {brand} account from {oldEmail} to {newEmail}.',
  'emailNotice.when': 'The change takes effect only when it is confirmed from the new address; until then nothing changes.',
  'emailNotice.notYou': 'If this was not you, log in and change your password at once, and contact our customer service.',
  'ignore': 'If you did not ask for this, you can ignore this mail.',
};

export type AccountMailMessages = Record<keyof typeof en, string>;
