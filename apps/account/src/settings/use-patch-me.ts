import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { AccountUser } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { applyServerFieldErrors } from '../server-field-errors';
import { useErrorText } from '../use-error-text';

/**
 * Sends one settings form as PATCH /b2c/v1/users/{id}: the server's refusals land on the form's
 * fields (translated), anything else above the form; a success says so until the next change.
 */
export function usePatchMe<T extends FieldValues>(me: Pick<AccountUser, 'id'>, intl: IntlShape, labels: Record<string, string>, setFieldError: UseFormSetError<T>) {
  const { api } = useShop();
  const errorText = useErrorText();
  const [state, setState] = useState<{ saved: boolean; error: string | null }>({ saved: false, error: null });
  const send = async (body: Record<string, unknown>, values: Record<string, unknown>): Promise<AccountUser | null> => {
    setState({ saved: false, error: null });
    try {
      const updated = await api.patch<AccountUser>(`/b2c/v1/users/${me.id}`, body);
      setState({ saved: true, error: null });
      return updated;
    } catch (e) {
      if (!applyServerFieldErrors(e, setFieldError, intl, labels, values)) setState({ saved: false, error: errorText(e) });
      return null;
    }
  };
  return { ...state, send };
}
