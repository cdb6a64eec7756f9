import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { issueDetailsPath, readerPath } from '../../works/utils/paths';
import {
  NEXT_ISSUE_KEYS,
  PREV_ISSUE_KEYS,
  useIssueKeyboardNav,
} from '../hooks/useIssueKeyboardNav';

function FooterLink({
  to,
  children,
  keyshortcuts,
  label,
}: {
  to: string | null;
  children: string;
  keyshortcuts?: string;
  label: string;
}) {
  if (to === null) {
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        disabled
        aria-label={label}
        aria-keyshortcuts={keyshortcuts}
      >
        {children}
      </button>
    );
  }
  return (
    <Link
      to={to}
      className="button button--ghost button--small"
      aria-label={label}
      aria-keyshortcuts={keyshortcuts}
    >
      {children}
    </Link>
  );
}

const notArrow = (key: string) => !key.startsWith('Arrow');

/** First / Prev / Issue n / Next / Last; each is disabled when there is no such issue. */
export function ReaderFooter({
  urlSlug,
  bookId,
  issueNumber,
  issueCount,
  arrowsTurnPages = false,
}: {
  urlSlug: string;
  bookId: number;
  issueNumber: number;
  issueCount: number;
  /** The page-turning modes use the arrow keys for pages: issues keep their other keys. */
  arrowsTurnPages?: boolean;
}) {
  const navigate = useNavigate();
  const target = (n: number) => readerPath(urlSlug, bookId, n);
  const hasPrev = issueNumber > 1;
  const hasNext = issueNumber < issueCount;
  const prev = hasPrev ? target(issueNumber - 1) : null;
  const next = hasNext ? target(issueNumber + 1) : null;

  const goPrev = useCallback(() => prev && navigate(prev), [navigate, prev]);
  const goNext = useCallback(() => next && navigate(next), [navigate, next]);
  const prevKeys = arrowsTurnPages ? PREV_ISSUE_KEYS.filter(notArrow) : PREV_ISSUE_KEYS;
  const nextKeys = arrowsTurnPages ? NEXT_ISSUE_KEYS.filter(notArrow) : NEXT_ISSUE_KEYS;
  useIssueKeyboardNav(hasPrev ? goPrev : null, hasNext ? goNext : null, prevKeys, nextKeys);

  return (
    <nav className="reader-footer" aria-label="Issues">
      <FooterLink to={hasPrev ? target(1) : null} label="First issue">
        First
      </FooterLink>
      <FooterLink to={prev} label="Prev issue" keyshortcuts={prevKeys.join(' ')}>
        Prev
      </FooterLink>
      <Link className="reader-footer__current" to={issueDetailsPath(urlSlug, bookId, issueNumber)}>
        Issue {issueNumber}
      </Link>
      <FooterLink to={next} label="Next issue" keyshortcuts={nextKeys.join(' ')}>
        Next
      </FooterLink>
      <FooterLink to={hasNext ? target(issueCount) : null} label="Last issue">
        Last
      </FooterLink>
    </nav>
  );
}
