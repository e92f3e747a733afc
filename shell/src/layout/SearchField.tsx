/**
 * Header search (spec §2 "Layout", §5): an empty query is refused with a visible hint, a submit
 * goes to /search/{query}, and while typing, debounced suggestions from /articles/suggest open an
 * article or a category directly. ARIA 1.2 combobox with a listbox popup.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';
import { fetchSuggestions, type Suggestions } from './api';
import { suggestionOptions, type SuggestionOption } from './suggestions';

export const SEARCH_EMPTY_HINT = 'Skriv inn et søkeord for å søke.';
const SUGGEST_DELAY = 250;
const SUGGEST_MIN_CHARS = 2;

export function SearchField({ id }: { id?: string }) {
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const [query, setQuery] = useState('');
  const [showHint, setShowHint] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const options = useMemo(() => (suggestions ? suggestionOptions(suggestions) : []), [suggestions]);

  // Debounced suggestions; a newer keystroke aborts the older request so answers never arrive out of order.
  useEffect(() => {
    const q = query.trim();
    if (q.length < SUGGEST_MIN_CHARS) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal)
        .then((result) => {
          setSuggestions(result);
          setActive(-1);
        })
        .catch((error: unknown) => {
          // Suggestions are a convenience: a failure leaves plain search working.
          if (!controller.signal.aborted) console.warn('Søkeforslag feilet', error);
        });
    }, SUGGEST_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const go = useCallback(
    (to: string) => {
      close();
      setQuery('');
      setSuggestions(null);
      inputRef.current?.blur();
      void navigate(to);
    },
    [close, navigate],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const option = open && active >= 0 ? options[active] : undefined;
    if (option) {
      go(option.href);
      return;
    }
    const q = query.trim();
    if (!q) {
      setShowHint(true);
      inputRef.current?.focus();
      return;
    }
    go(`/search/${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (open && options.length) {
        // First Escape closes the popup only (combobox pattern); it must not close a menu around it.
        event.stopPropagation();
        close();
      } else if (query) {
        setQuery('');
      }
    }
  };

  const expanded = open && options.length > 0;
  const activeOption: SuggestionOption | undefined =
    expanded && active >= 0 ? options[active] : undefined;

  return (
    <form
      role="search"
      className="sh-search"
      onSubmit={onSubmit}
      noValidate
      aria-label="Søk i nettbutikken"
    >
      <label htmlFor={inputId} className="sh-visually-hidden">
        Søk etter produkter, merker og kategorier
      </label>
      <div className="sh-search__field">
        <input
          ref={inputRef}
          id={inputId}
          className="sh-search__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder="Hva leter du etter?"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
          aria-invalid={showHint || undefined}
          aria-describedby={showHint ? hintId : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            if (e.target.value.trim()) setShowHint(false);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // Let a click on an option land before the popup disappears.
            setTimeout(close, 150);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="sh-search__submit" aria-label="Søk">
          <SearchIcon />
        </button>
      </div>
      {showHint ? (
        <p id={hintId} className="sh-search__hint" role="alert">
          {SEARCH_EMPTY_HINT}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Søkeforslag"
        className="sh-search__list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // Keyboard selection lives on the combobox input (aria-activedescendant); the click is for pointers.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={`${listId}-${option.key}`}
            role="option"
            aria-selected={index === active}
            className={`sh-search__option${index === active ? ' sh-search__option--active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(option.href)}
          >
            <span className="sh-search__option-kind">{option.kindLabel}</span>
            <span className="sh-search__option-label">{option.label}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
