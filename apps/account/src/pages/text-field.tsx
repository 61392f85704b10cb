import type { InputHTMLAttributes, Ref } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** The translated message of the field's first broken rule. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input with its error and hint tied to it for screen readers (aria-describedby),
 * the way every account form shows a field. React 19 passes `ref` as a prop, so
 * react-hook-form's register() spreads straight onto it.
 */
export function TextField({ name, label, error, hint, id, ...input }: TextFieldProps) {
  const inputId = id ?? name;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && <span id={`${inputId}-hint`} className="field__hint">{hint}</span>}
      <input id={inputId} name={name} aria-invalid={!!error} aria-describedby={described} {...input} />
      {error && <span id={`${inputId}-error`} className="field__error">{error}</span>}
    </div>
  );
}
