import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Form controls of the checkout: a visible label, the error linked with aria-describedby (next
 * to any hint) and aria-invalid, so a screen reader reads the message with the field.
 */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const e = (errors as Record<string, { message?: string } | undefined>)[name];
  return e?.message;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  onBlur?: () => void;
  className?: string;
}

export function TextField({ id, label, registration, error, hint, type = 'text', autoComplete, required, inputMode, onBlur, className }: TextFieldProps) {
  return (
    <div className={['field', 'checkout-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...registration}
        onBlur={(e) => {
          void registration.onBlur(e);
          onBlur?.();
        }}
      />
      {hint && <span id={`${id}-hint`} className="checkout-field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

export function TextAreaField({ id, label, registration, error, hint }: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return (
    <div className="field checkout-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)} {...registration} />
      {hint && <span id={`${id}-hint`} className="checkout-field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

export function CheckboxField({ id, label, registration, error, hint }: { id: string; label: ReactNode; registration: UseFormRegisterReturn; error?: string; hint?: string }) {
  return (
    <div className="checkout-check">
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)} {...registration} />
      <label htmlFor={id}>{label}</label>
      {hint && <span id={`${id}-hint`} className="checkout-field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
}

/** A group of radio cards in a fieldset; the legend names the choice. */
export function RadioCards({ name, legend, options, registration, error }: { name: string; legend: ReactNode; options: RadioOption[]; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="checkout-choice" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="checkout-choice__options">
        {options.map((o) => (
          <label key={o.value} className="checkout-choice__option" htmlFor={`${name}-${o.value}`}>
            <input id={`${name}-${o.value}`} type="radio" value={o.value} aria-describedby={o.description ? `${name}-${o.value}-desc` : undefined} {...registration} />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">{o.label}</span>
              {o.description && <span id={`${name}-${o.value}-desc`} className="checkout-choice__desc">{o.description}</span>}
            </span>
            {o.aside && <span className="checkout-choice__aside">{o.aside}</span>}
          </label>
        ))}
      </div>
      {error && <span id={`${name}-error`} className="field__error">{error}</span>}
    </fieldset>
  );
}

/** Announced when a submit finds errors; focus itself goes to the first invalid field. */
export function ErrorSummary({ count, text }: { count: number; text: string }) {
  return (
    <div className="checkout-error-summary" role="alert" hidden={count === 0}>
      {count > 0 ? text : null}
    </div>
  );
}

export interface AddressFieldsProps {
  /** '' for the invoice address (street, number...), 'shipping' for shippingStreet, shippingNumber... */
  prefix: '' | 'shipping';
  label(name: string): string;
  register(name: string): UseFormRegisterReturn;
  error(name: string): string | undefined;
  /** The locale's country: addresses are checked per country, so it is the one choice offered. */
  country: { code: string; name: string };
}

/** Street and number, postal code and city, country: the invoice and the other shipping address. */
export function AddressFields({ prefix, label, register, error, country }: AddressFieldsProps) {
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const auto = (token: string) => (prefix ? `${prefix} ${token}` : token);
  const text = (field: string, autoComplete: string, short = false) => (
    <TextField id={name(field)} label={label(name(field))} registration={register(name(field))} error={error(name(field))} autoComplete={auto(autoComplete)} required className={short ? 'checkout-field--short' : undefined} />
  );
  return (
    <>
      <div className="checkout-row checkout-row--street">
        {text('street', 'address-line1')}
        {text('number', 'address-line2', true)}
      </div>
      <div className="checkout-row checkout-row--city">
        {text('postalCode', 'postal-code', true)}
        {text('city', 'address-level2')}
      </div>
      <div className="field checkout-field">
        <label htmlFor={name('country')}>{label(name('country'))}</label>
        <select id={name('country')} autoComplete={auto('country')} {...register(name('country'))}>
          <option value={country.code}>{country.name}</option>
        </select>
      </div>
    </>
  );
}
