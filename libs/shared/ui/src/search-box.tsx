import type { InputHTMLAttributes } from 'react';
import type { SearchComboboxProps } from './search-combobox';
import { PlainSearchField, useFieldUpgrade } from './field-upgrade';

/**
 * A search field that becomes a combobox with suggestions (search-combobox.tsx) only when the
 * shopper comes to it (useFieldUpgrade): until then it is a plain input of the same size in the
 * page's form, so a page pays nothing for the suggestions on its first load and the form works
 * without script. The combobox takes over with what was typed, the focus and the caret at the end.
 */
export type SearchBoxProps = SearchComboboxProps & InputHTMLAttributes<HTMLInputElement>;

const loadCombobox = () => import('./search-combobox').then((m) => m.SearchCombobox);

export function SearchBox({ load, onChoose, texts, minLength, delayMs, focusOnMount, className, ...input }: SearchBoxProps) {
  const { upgraded: Combobox, handover, plainRef, upgrade } = useFieldUpgrade(loadCombobox);
  if (!Combobox) return <PlainSearchField {...input} className={className} fieldRef={plainRef} onUpgrade={upgrade} />;
  return (
    <Combobox
      {...input}
      defaultValue={handover?.value ?? ''}
      focusOnMount={focusOnMount ?? handover?.focused ?? false}
      load={load}
      onChoose={onChoose}
      texts={texts}
      minLength={minLength}
      delayMs={delayMs}
      className={className}
    />
  );
}
