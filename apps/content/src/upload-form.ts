import { useState } from 'react';
import * as v from 'valibot';
import { useFormErrors } from './form-errors';

/**
 * The state of a form whose file is uploaded as soon as it is chosen (the job application's CV,
 * the fan zone's photo), so that sending it posts the stored file's id with the other fields:
 * the errors by field, the form's own sentence and whether it is being sent.
 *
 * `send` checks the input with the API's schema (its issues go under the fields), then calls
 * `post` with the checked output; `post` also does what follows a success (say it was sent,
 * empty the form), inside the sending state. A refusal by the API shows its field issues, or
 * else one sentence for the form (`{prefix}.{code}`). Nothing typed is emptied by a refusal.
 */
export function useUploadForm<F extends string>(labels: Record<F, string>, prefix: string, fieldOverride?: (field: F, english: string) => string | undefined) {
  const { fromIssues, fromApi, errorText } = useFormErrors(labels, prefix, fieldOverride);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async <S extends v.GenericSchema>(schema: S, input: unknown, post: (checked: v.InferOutput<S>) => Promise<void>): Promise<void> => {
    setFormError(null);
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      setErrors(fromIssues(parsed.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await post(parsed.output);
    } catch (error) {
      const fields = fromApi(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setFormError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  // errorText also names the upload's own refusal (too large, wrong type) in the file picker.
  return { errors, formError, sending, send, errorText };
}
