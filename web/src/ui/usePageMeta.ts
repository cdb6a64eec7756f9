import { useEffect } from 'react';

export const SITE_NAME = 'Panelhouse Comics';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: read and publish comics for free`;
}

/** Sets the document title, and `<meta name="robots" content="noindex">` while mounted. */
export function usePageMeta({
  title,
  noIndex = false,
}: {
  title?: string;
  noIndex?: boolean;
}): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (!noIndex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noIndex]);
}
