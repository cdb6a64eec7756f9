import type { ReactNode } from 'react';
import { usePageMeta } from '../ui/usePageMeta';

/** Routes whose screens arrive in later issues: the route, title and robots rules are already real. */
export function PlaceholderPage({
  title,
  noIndex = false,
  children,
}: {
  title: string;
  noIndex?: boolean;
  children?: ReactNode;
}) {
  usePageMeta({ title, noIndex });
  return (
    <div className="page">
      <h1>{title}</h1>
      {children ?? <p className="muted">This page is coming soon.</p>}
    </div>
  );
}
