import { accountMessages, passwordContainsEmail } from '@bike/shared/domain';
import { badRequest } from '@bike/server/core';
import { isCommonPassword } from './common-passwords';

/**
 * The server's half of the password rules of every place a password is chosen (registration,
 * reset, change, an account created with an order): the shared schema checked the length, this
 * adds the breached-password list and the email rule for bodies that carry no email (the
 * account's addresses are passed in). A refusal is a field error on `path`, like the schema's.
 */
export function refuseWeakPassword(password: string, emails: ReadonlyArray<string | null | undefined>, path = 'password'): void {
  const message = emails.some((email) => passwordContainsEmail(password, email))
    ? accountMessages.passwordContainsEmail
    : isCommonPassword(password)
      ? accountMessages.passwordTooCommon
      : null;
  if (message) throw badRequest('VALIDATION_ERROR', `${path}: ${message}`, [{ path, message }]);
}
