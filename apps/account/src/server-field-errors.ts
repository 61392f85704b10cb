import type { IntlShape } from 'react-intl';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from '@bike/shared/api-client';
import { translateFieldMessage } from '@bike/shared/ui';

/**
 * Rules only the server can check (the list of common passwords, an address already taken)
 * come back as a 400 with field issues. This puts each one on its form field, translated like
 * the browser's own checks. True when at least one field took an error; otherwise the caller
 * shows the error as a whole.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  intl: IntlShape,
  labels: Record<string, string>,
  values: Partial<Record<string, unknown>> = {},
): boolean {
  if (!(error instanceof ApiClientError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.issues)) return false;
  let applied = false;
  for (const issue of error.issues as Array<{ path?: unknown; message?: unknown }>) {
    const name = typeof issue.path === 'string' ? issue.path : '';
    if (!labels[name] || typeof issue.message !== 'string') continue;
    const field = intl.formatMessage({ id: labels[name] });
    setError(name as Path<T>, { type: 'server', message: translateFieldMessage(issue.message, '', field, String(values[name] ?? ''), intl) });
    applied = true;
  }
  return applied;
}
