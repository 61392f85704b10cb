import { createIntl } from 'react-intl';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { registerFormSchema } from '@bike/shared/domain';
import { en, nl } from './testing';
import { translatedResolver } from '@bike/shared/ui';
import { ApiClientError } from '@bike/shared/api-client';
import { applyServerFieldErrors } from './server-field-errors';

const labels = { email: 'account.email', password: 'account.password', firstName: 'account.firstName', lastName: 'account.lastName', passwordConfirm: 'account.confirmPassword' };
const run = async (language: 'en' | 'nl', values: Record<string, string>) => {
  const intl = createIntl({ locale: language, messages: language === 'en' ? en : { ...en, ...nl } });
  const resolver = translatedResolver(valibotResolver(registerFormSchema) as unknown as Resolver<Record<string, string>>, intl, labels);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, (e as { message: string }).message]));
};

const values = { firstName: '', lastName: 'Peeters', email: 'not-an-email', password: 'short', passwordConfirm: 'short', locale: 'nl_BE' };

describe('translated form errors', () => {
  it('uses the spec templates in English', async () => {
    const errors = await run('en', values);
    expect(errors['firstName']).toBe('First name is required');
    expect(errors['email']).toBe('"not-an-email" is not a valid email address');
    expect(errors['password']).toBe('Password should have a minimum of 12 characters');
  });

  it('shows the same rules in the visitor\'s language', async () => {
    const errors = await run('nl', values);
    expect(errors['firstName']).toContain('Voornaam');
    expect(errors['password']).toContain('12');
    expect(errors['password']).not.toContain('should have');
  });
});

describe('password rules in the visitor\'s language', () => {
  it('translates the email rule of the form and the server\'s common-password refusal', async () => {
    const errors = await run('nl', { ...values, firstName: 'Lotte', email: 'lotte@example.com', password: 'lotte@example.com', passwordConfirm: 'lotte@example.com' });
    expect(errors['password']).toBe(nl['validation.passwordEmail']);
  });

  it('puts the server\'s field issues on the form fields, translated', () => {
    const intl = createIntl({ locale: 'nl', messages: { ...en, ...nl } });
    const set: Record<string, string> = {};
    const error = new ApiClientError(400, 'VALIDATION_ERROR', 'password: too common', 'badRequest', [
      { path: 'password', message: 'This password is too common. Choose one that is harder to guess' },
    ]);
    const applied = applyServerFieldErrors(error, (name, e) => (set[name as string] = String(e.message)), intl, labels);
    expect(applied).toBe(true);
    expect(set).toEqual({ password: nl['validation.passwordCommon'] });
    // Anything else stays a message for the whole form.
    expect(applyServerFieldErrors(new ApiClientError(409, 'EMAIL_ALREADY_REGISTERED', 'x'), () => undefined, intl, labels)).toBe(false);
  });
});
