import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';

/** Turns an API error into the translated text of its spec-point-8 code. */
export function useErrorText() {
  const intl = useIntl();
  return (error: unknown): string => {
    if (error instanceof ApiClientError) {
      const key = error.errorName === 'badCredentials' ? 'codes.badCredentials' : `codes.${error.code}`;
      if (intl.messages[key]) return intl.formatMessage({ id: key });
      if (error.code === 'VALIDATION_ERROR') return error.message;
    }
    return intl.formatMessage({ id: 'error.somethingWrong' });
  };
}
