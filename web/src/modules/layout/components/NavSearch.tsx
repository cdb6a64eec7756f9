import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../ui/icons';
import { searchTextPath } from '../../works/utils/paths';

/** The search icon toggles a box; submitting goes to /search?q=text and clears it. */
export function NavSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(searchTextPath(q));
    setText('');
  }

  return (
    <div className="nav-search">
      <button
        type="button"
        className="icon-button"
        aria-label={open ? 'Close search' : 'Open search'}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
      </button>
      {open ? (
        <form id={formId} role="search" className="nav-search__form" onSubmit={onSubmit}>
          <label htmlFor={`${formId}-q`} className="visually-hidden">
            Search comics
          </label>
          <input
            ref={inputRef}
            id={`${formId}-q`}
            type="search"
            placeholder="What are you look for?"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </form>
      ) : null}
    </div>
  );
}
