import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../ui/usePageMeta';

// Search results arrive with the search issue; this page already keeps the query in the URL.
export function SearchPage() {
  usePageMeta({ title: 'Search' });
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  const navigate = useNavigate();
  if (q !== lastQ) {
    setLastQ(q);
    setText(q);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    navigate(value ? `/search?${new URLSearchParams({ q: value }).toString()}` : '/search');
  }

  return (
    <div className="page">
      <h1>Search</h1>
      <form role="search" className="search-bar" onSubmit={onSubmit}>
        <label htmlFor="search-q" className="visually-hidden">
          Search comics
        </label>
        <input
          id="search-q"
          type="search"
          placeholder="Search..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p className="muted">
        {q ? `Results for “${q}” are coming soon.` : 'Search books, issues and creators.'}
      </p>
    </div>
  );
}
