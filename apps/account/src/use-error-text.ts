import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';

/** Turns an API error into the translated text of its spec-point-8 code. */
export function useErrorText() {
  const intl = useIntl();
  return (error: unknown): string => {
    if (error instanceof ApiClientError) {
      // The code's own text is the checkout's ("turn off create account"); account forms say it plainly.
      const key =
        error.errorName === 'badCredentials' ? 'codes.badCredentials'
        : error.code === 'EMAIL_ALREADY_REGISTERED' ? 'account.emailTaken'
        : `codes.${error.code}`;
      if (intl.messages[key]) return intl.formatMessage({ id: key });
      if (error.code === 'VALIDATION_ERROR') return error.message;
    }
    return intl.formatMessage({ id: 'error.somethingWrong' });
  };
}
