import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { en, nl } from './testing';
import { useErrorText } from './use-error-text';

const errorText = (language: 'en' | 'nl') => {
  const messages = language === 'en' ? en : { ...en, ...nl };
  const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale={language} messages={messages}>{children}</IntlProvider>;
  return renderHook(() => useErrorText(), { wrapper }).result.current;
};

describe('account error texts', () => {
  it('says an address is taken without the checkout\'s "turn off create account"', () => {
    const taken = new ApiClientError(409, 'EMAIL_ALREADY_REGISTERED', 'exists', 'emailAlreadyInUse');
    expect(errorText('en')(taken)).toBe('An account already exists for this email address.');
    expect(errorText('nl')(taken)).toBe('Er bestaat al een account voor dit e-mailadres.');
  });

  it('keeps the other codes and bad credentials', () => {
    expect(errorText('en')(new ApiClientError(401, 'UNAUTHORIZED', 'x', 'badCredentials'))).toBe(en['codes.badCredentials']);
    expect(errorText('nl')(new ApiClientError(500, 'GETME_ERROR', 'x'))).toBe(nl['codes.GETME_ERROR']);
    expect(errorText('en')(new Error('boom'))).toBe(en['error.somethingWrong']);
  });
});
