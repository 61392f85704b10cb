import { useRef, useState, type InputHTMLAttributes, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** What the plain field held when the richer one took over. */
export interface FieldHandover {
  value: string;
  focused: boolean;
}

/**
 * A plain field in the page's first load that becomes a richer one (a combobox with suggestions)
 * only when the shopper comes to it: `upgrade` (for the field's focus and pointer-down, or a
 * button that opens it) loads the richer field's code once. Until it is there the plain field
 * takes typing and its form submits as without script; then `upgraded` is the loaded value and
 * `handover` holds what was typed and whether the field had focus, read at the last render the
 * plain field is still the page's, so nothing typed while the code was on its way is lost.
 */
export function useFieldUpgrade<T>(load: () => Promise<T>): {
  upgraded: T | null;
  handover: FieldHandover | null;
  plainRef: RefObject<HTMLInputElement | null>;
  upgrade: () => void;
} {
  const plainRef = useRef<HTMLInputElement>(null);
  const handover = useRef<FieldHandover | null>(null);
  const loading = useRef(false);
  const [upgraded, setUpgraded] = useState<{ value: T } | null>(null);

  const upgrade = () => {
    if (loading.current) return;
    loading.current = true;
    load()
      // At once, in this task: what the plain field holds is read, the richer field put in its
      // place and focused (its layout effect) before another key press can land between them.
      .then((value) => flushSync(() => setUpgraded({ value })))
      // Offline or a failed chunk: the plain field and its form go on working; the next focus tries again.
      .catch(() => (loading.current = false));
  };

  if (upgraded && !handover.current) {
    const field = plainRef.current;
    handover.current = { value: field?.value ?? '', focused: field !== null && document.activeElement === field };
  }
  return { upgraded: upgraded?.value ?? null, handover: handover.current, plainRef, upgrade };
}

/** The field before its richer self arrives: the combobox's wrapper and a plain search input that asks for it. */
export function PlainSearchField({ className, fieldRef, onUpgrade, ...input }: InputHTMLAttributes<HTMLInputElement> & {
  fieldRef: Ref<HTMLInputElement>;
  onUpgrade: () => void;
}) {
  return (
    <div className={`search-combobox${className ? ` ${className}` : ''}`}>
      <input {...input} ref={fieldRef} type="search" autoComplete="off" onFocus={onUpgrade} onPointerDown={onUpgrade} />
    </div>
  );
}
