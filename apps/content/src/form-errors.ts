import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { translateFieldMessage } from '@bike/shared/ui/translated-resolver';
import { useT } from '@bike/shared/i18n';

type Issues = ReadonlyArray<{ message: string; type?: string; path?: ReadonlyArray<{ key: unknown }> | string }>;

/**
 * The content remote's forms (fan-zone photo, job application, contact, bike fitting) check with the API's valibot
 * schema and show its rules in the page's language: the first issue of each field, from the
 * browser's check or the API's answer; an API error without a field as the form's own sentence
 * (`{prefix}.{code}`, `{prefix}.tooMany` for 429, else "Something went wrong").
 */
export function useFormErrors<F extends string>(labels: Record<F, string>, prefix: string, fieldOverride?: (field: F, english: string) => string | undefined) {
  const intl = useIntl();
  const t = useT();
  const fieldText = (field: F, english: string, type = '') => fieldOverride?.(field, english) ?? translateFieldMessage(english, type, t(labels[field]), '', intl);
  const isField = (key: string): key is F => Object.hasOwn(labels, key);

  /** The browser's check: valibot issues by field (path is a list of keys). */
  const fromIssues = (issues: Issues): Partial<Record<F, string>> => {
    const found: Partial<Record<F, string>> = {};
    for (const issue of issues) {
      const key = typeof issue.path === 'string' ? issue.path : String(issue.path?.[0]?.key ?? '');
      if (isField(key) && !found[key]) found[key] = fieldText(key, issue.message, issue.type);
    }
    return found;
  };

  /** The API's answer: its field issues, or nothing when it has none (then errorText says it). */
  const fromApi = (error: unknown): Partial<Record<F, string>> =>
    error instanceof ApiClientError && Array.isArray(error.issues) ? fromIssues(error.issues as Issues) : {};

  const errorText = (error: unknown): string => {
    if (error instanceof ApiClientError) {
      const key = error.status === 429 ? `${prefix}.tooMany` : `${prefix}.${error.code}`;
      if (intl.messages[key]) return t(key);
    }
    return t('error.somethingWrong');
  };

  return { fromIssues, fromApi, errorText };
}
