import { createIntl } from 'react-intl';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { registerFormSchema } from '@bike/shared/domain';
import { en } from '@bike/shared/i18n';
import { nl } from '@bike/shared/i18n/messages/nl';
import { translatedResolver } from '@bike/shared/ui';

const labels = { email: 'account.email', password: 'account.password', firstName: 'account.firstName', lastName: 'account.lastName', passwordConfirm: 'account.confirmPassword' };
const run = async (language: 'en' | 'nl', values: Record<string, string>) => {
  const intl = createIntl({ locale: language, messages: language === 'en' ? en : { ...en, ...nl } });
  const resolver = translatedResolver(valibotResolver(registerFormSchema) as unknown as Resolver<Record<string, string>>, intl, labels);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, (e as { message: string }).message]));
};

describe('translated form errors', () => {
  const values = { firstName: '', lastName: 'Peeters', email: 'not-an-email', password: 'short', passwordConfirm: 'short', locale: 'nl_BE' };

  it('uses the spec templates in English', async () => {
    const errors = await run('en', values);
    expect(errors['firstName']).toBe('First name is required');
    expect(errors['email']).toBe('"not-an-email" is not a valid email address');
    expect(errors['password']).toBe('Password should have a minimum of 8 characters');
  });

  it('shows the same rules in the visitor\'s language', async () => {
    const errors = await run('nl', values);
    expect(errors['firstName']).toContain('Voornaam');
    expect(errors['password']).toContain('8');
    expect(errors['password']).not.toContain('should have');
  });
});
