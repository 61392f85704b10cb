import type { IntlShape } from 'react-intl';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The shared valibot schemas speak English (the API answers in English too). In the browser the
 * form shows the same rule in the visitor's language: each field error is mapped to the spec's
 * message template by its rule (valibot issue type), with the field's translated label.
 */
export function translatedResolver<T extends FieldValues>(resolver: Resolver<T>, intl: IntlShape, labels: Record<string, string>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<T>;
    for (const [name, error] of Object.entries(errors)) {
      if (!error || typeof error !== 'object' || !('type' in error)) continue;
      const field = labels[name] ? intl.formatMessage({ id: labels[name] }) : name;
      (error as { message?: string }).message = translate(String(error.type), String(error.message ?? ''), field, String((values as Record<string, unknown>)[name] ?? ''), intl);
    }
    return result;
  };
}

function translate(type: string, english: string, field: string, value: string, intl: IntlShape): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (english === 'Passwords must match') return t('validation.passwordsMatch');
  if (/is required$/.test(english) || type === 'non_empty') return t('validation.required', { field });
  if (type === 'min_length') return t('validation.minLength', { field, length: Number(english.match(/(\d+)/)?.[1] ?? 0) });
  if (type === 'max_length') return t('validation.maxChars', { max: Number(english.match(/(\d+)/)?.[1] ?? 0) });
  if (type === 'email') return t('validation.email', { value });
  if (/in the future$/.test(english)) return t('validation.dateInFuture', { field });
  return t('validation.invalid', { field });
}
