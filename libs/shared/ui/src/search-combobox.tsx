import { useEffect, useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';

/**
 * A search field with suggestions as the shopper types, after the ARIA 1.2 combobox pattern
 * (list autocomplete, https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the input is the
 * combobox and keeps focus; the suggestions are a listbox whose active option the input names
 * with aria-activedescendant. Down/Up move through them (and open the list), Enter follows the
 * active one, Escape closes the list (a second Escape clears the field), and a polite status says
 * how many suggestions there are. Enter without an active suggestion submits the form around the
 * field as usual, so the results page works the same with or without script.
 *
 * Suggestions are asked for after a short pause in typing; an older answer never replaces a
 * newer one (each request is aborted when the next starts). Texts arrive translated.
 */
export interface ComboboxSuggestion {
  /** Unique among the suggestions (its address will do). */
  key: string;
  title: string;
  /** A small label before the title, e.g. "Bike", "Help". */
  kind?: string;
  detail?: string | null;
}

export interface SearchComboboxTexts {
  /** "3 suggestions" / "No suggestions", announced politely. */
  count: (count: number) => string;
  /** The listbox's accessible name. */
  listLabel: string;
}

export interface SearchComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onSelect' | 'role' | 'type' | 'value' | 'onChange'> {
  name: string;
  /** The suggestions for a term (called with at least `minLength` characters). */
  load: (term: string, signal: AbortSignal) => Promise<ComboboxSuggestion[]>;
  /** A suggestion was chosen (Enter on it, or a click). */
  onChoose: (suggestion: ComboboxSuggestion) => void;
  texts: SearchComboboxTexts;
  /** Characters before suggestions are asked for (default 2). */
  minLength?: number;
  /** Pause in typing before asking, in ms (default 120). */
  delayMs?: number;
  /** Put the caret at the end of the field on mount (the lazy SearchBox hands over a focused field). */
  focusOnMount?: boolean;
}

export function SearchCombobox({ load, onChoose, texts, minLength = 2, delayMs = 120, focusOnMount, defaultValue, className, ...input }: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(String(defaultValue ?? ''));
  const [suggestions, setSuggestions] = useState<ComboboxSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState(false);

  // In the commit that puts the field in the page (a layout effect), so no key press typed for
  // the plain field it replaces falls between the two.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (focusOnMount && field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    // Once, for the field handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const term = value.trim();
    if (term.length < minLength) {
      setSuggestions([]);
      setAsked(false);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(term, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setAsked(true);
          setActive(-1);
        })
        // A failed or aborted request leaves the last suggestions; the form still submits.
        .catch(() => undefined);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, minLength, delayMs, load]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : suggestions.length - 1);
      } else {
        // Past either end the field itself is active again (no option), as the pattern's examples do.
        setActive((current) => {
          const next = current + step;
          return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
        });
      }
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && suggestions[active]) {
        event.preventDefault();
        setOpen(false);
        onChoose(suggestions[active]!);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  return (
    <div className={`search-combobox${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        ref={inputRef}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // Closing on blur waits for a click on an option to land first.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={texts.listLabel} className="search-combobox__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // Options are chosen with the keyboard through the input (aria-activedescendant); the click is for pointers.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`search-combobox__option${index === active ? ' is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onChoose(suggestion);
            }}
          >
            {suggestion.kind && <span className="search-combobox__kind">{suggestion.kind}</span>}
            <span className="search-combobox__title">{suggestion.title}</span>
            {suggestion.detail && <span className="search-combobox__detail">{suggestion.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">{asked && open ? texts.count(suggestions.length) : ''}</p>
    </div>
  );
}
