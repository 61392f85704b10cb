import { useRef, useState, type ComponentType, type InputHTMLAttributes } from 'react';
import type { SearchComboboxProps } from './search-combobox';

/**
 * A search field that becomes a combobox with suggestions (search-combobox.tsx) only when the
 * shopper comes to it: until then it is a plain input of the same size in the page's form, so
 * a page pays nothing for the suggestions on its first load and the form works without script.
 * Focus (or a pointer landing on it) loads the combobox; the plain field stays and takes typing
 * until the code is there, then the combobox takes over with what was typed, the focus and the
 * caret at the end.
 */
export type SearchBoxProps = SearchComboboxProps & InputHTMLAttributes<HTMLInputElement>;

type Combobox = ComponentType<SearchComboboxProps>;

export function SearchBox({ load, onChoose, texts, minLength, delayMs, focusOnMount, className, ...input }: SearchBoxProps) {
  const plainRef = useRef<HTMLInputElement>(null);
  const handover = useRef<{ value: string; focused: boolean } | null>(null);
  const loading = useRef(false);
  const [Combobox, setCombobox] = useState<Combobox | null>(null);

  const upgrade = () => {
    if (loading.current) return;
    loading.current = true;
    import('./search-combobox')
      .then((m) => setCombobox(() => m.SearchCombobox))
      // Offline or a failed chunk: the plain field and its form go on working.
      .catch(() => (loading.current = false));
  };

  // Read at the last moment before the plain field goes (this render: its node is still the
  // page's), so nothing typed while the code was on its way is lost.
  if (Combobox && !handover.current) {
    const field = plainRef.current;
    handover.current = { value: field?.value ?? '', focused: field !== null && document.activeElement === field };
  }
  const classes = `search-combobox${className ? ` ${className}` : ''}`;
  if (!Combobox) {
    return (
      <div className={classes}>
        <input {...input} ref={plainRef} type="search" autoComplete="off" onFocus={upgrade} onPointerDown={upgrade} />
      </div>
    );
  }
  return (
    <Combobox
      {...input}
      defaultValue={handover.current?.value ?? ''}
      focusOnMount={focusOnMount ?? handover.current?.focused ?? false}
      load={load}
      onChoose={onChoose}
      texts={texts}
      minLength={minLength}
      delayMs={delayMs}
      className={className}
    />
  );
}
