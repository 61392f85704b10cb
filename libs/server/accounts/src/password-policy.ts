import { accountMessages, passwordContainsEmail } from '@bike/shared/domain';
import { badRequest } from '@bike/server/core';
import { isCommonPassword } from './common-passwords';
import { isGuessablePassword } from './password-strength';

/**
 * The server's half of the password rules of every place a password is chosen (registration,
 * reset, change, an account created with an order): the shared schema checked the length, this
 * adds the breached-password list, zxcvbn's guessability (keyboard walks, whitespace, the
 * brands' and the shop's names, the account's own words: password-strength.ts) and the email
 * rule for bodies that carry no email (the account's addresses and names are passed in).
 * A refusal is a field error on `path`, like the schema's; a guessable password gets the
 * common-password text, which the remotes already translate.
 */
export function refuseWeakPassword(password: string, personal: ReadonlyArray<string | null | undefined>, path = 'password'): void {
  const message = personal.some((email) => passwordContainsEmail(password, email))
    ? accountMessages.passwordContainsEmail
    : isCommonPassword(password) || isGuessablePassword(password, personal)
      ? accountMessages.passwordTooCommon
      : null;
  if (message) throw badRequest('VALIDATION_ERROR', `${path}: ${message}`, [{ path, message }]);
}
