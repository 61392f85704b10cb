import type { IntlShape } from 'react-intl';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { dateWindowOf } from '@bike/shared/domain/account';

/**
 * The shared valibot schemas speak English (the API answers in English too). A form shows the
 * same rule in the visitor's language: each field error is mapped back to its spec point 5
 * template (validation.*) by its rule (valibot issue type) or its English text, with the
 * field's translated label. Used by the account forms and the checkout steps.
 */
export function translateFieldMessage(english: string, type: string, field: string, value: string, intl: IntlShape): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = () => Number(english.match(/(\d+)/)?.[1] ?? 0);
  if (english === 'Passwords must match') return t('validation.passwordsMatch');
  if (english === 'Password must not contain your email address') return t('validation.passwordEmail');
  // Only the server knows the list of common passwords; its refusal arrives as this field error.
  if (english === 'This password is too common. Choose one that is harder to guess') return t('validation.passwordCommon');
  if (english === 'Something went wrong when processing the address above...') return t('validation.addressFailed');
  if (/ is required$/.test(english) || type === 'non_empty') return t('validation.required', { field });
  if (type === 'min_length' || / should have a minimum of \d+ characters$/.test(english)) return t('validation.minLength', { field, length: count() });
  if (type === 'max_length' || / can have a maximum of \d+ characters$/.test(english)) return t('validation.maxChars', { max: count() });
  if (type === 'email' || / is not a valid email address$/.test(english)) return t('validation.email', { value });
  if (/in the future$/.test(english)) return t('validation.dateInFuture', { field });
  // A date outside the days a rule allows names them, in the locale's date format (issue 32).
  const window = dateWindowOf(english);
  if (window) {
    const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    return window.latest === null
      ? t('validation.dateBetweenToday', { field, earliest: day(window.earliest) })
      : t('validation.dateBetween', { field, earliest: day(window.earliest), latest: day(window.latest) });
  }
  return t('validation.invalid', { field });
}

export function translatedResolver<T extends FieldValues, TOut = T>(resolver: Resolver<T, unknown, TOut>, intl: IntlShape, labels: Record<string, string>): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    // Nested fields (addresses.invoice.street) are labelled by their dotted path.
    const walk = (errors: Record<string, unknown>, valuesAt: unknown, prefix: string) => {
      for (const [key, error] of Object.entries(errors)) {
        if (!error || typeof error !== 'object') continue;
        const name = prefix + key;
        const value = (valuesAt as Record<string, unknown> | undefined)?.[key];
        if (!('message' in error) || typeof (error as FieldError).message !== 'string') {
          walk(error as Record<string, unknown>, value, `${name}.`);
          continue;
        }
        const field = labels[name] ? intl.formatMessage({ id: labels[name] }) : name;
        const e = error as FieldError;
        e.message = translateFieldMessage(String(e.message ?? ''), String(e.type ?? ''), field, String(value ?? ''), intl);
      }
    };
    walk(result.errors as FieldErrors<T> as Record<string, unknown>, values, '');
    return result;
  };
}
