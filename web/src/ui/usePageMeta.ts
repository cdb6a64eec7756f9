import { useEffect } from 'react';

export const SITE_NAME = 'Panelhouse Comics';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: read and publish comics for free`;
}

/** Social previews need absolute URLs; media URLs from the API are site-relative. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** Meta descriptions are cut by search engines around 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Sets `<meta {attr}="{key}" content>` while mounted. An existing tag (index.html's
 * description) is updated and restored afterwards; a tag this hook created is removed.
 */
function useMetaTag(attr: 'name' | 'property', key: string, content: string | undefined): void {
  useEffect(() => {
    if (content === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    const previous = meta?.getAttribute('content') ?? null;
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attr, key);
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', content);
    return () => {
      if (created) meta.remove();
      else if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [attr, key, content]);
}

export type PageMeta = {
  title?: string;
  noIndex?: boolean;
  /** Meta description and og:description. */
  description?: string;
  /** og:image, e.g. a cover URL (made absolute). */
  image?: string;
  /** og:type; set together with a description to publish Open Graph tags. */
  type?: 'website' | 'book' | 'profile';
  /** An Atom feed of the page: `<link rel="alternate" type="application/atom+xml">`. */
  feed?: { href: string; title: string };
};

/**
 * `<link rel="alternate" type="application/atom+xml">` while mounted. The server renders it
 * into the first page's head (api/src/modules/web-head); that one is kept, not doubled.
 */
function useFeedLink(feed: { href: string; title: string } | undefined): void {
  const href = feed?.href;
  const title = feed?.title;
  useEffect(() => {
    if (!href) return;
    const absolute = absoluteUrl(href);
    const existing = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]'),
    ].find((l) => l.href === absolute);
    if (existing) return;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    if (title) link.title = title;
    link.href = href;
    document.head.appendChild(link);
    return () => link.remove();
  }, [href, title]);
}

/**
 * Sets the document title, `<meta name="robots" content="noindex">` while mounted, and,
 * when a description is given, the meta description with Open Graph tags for sharing.
 */
export function usePageMeta({
  title,
  noIndex = false,
  description,
  image,
  type,
  feed,
}: PageMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  // The server writes the first page's tag; the shared hook updates that one rather than
  // adding a second, and it goes at the first navigation (useServerHeadCleanup).
  useMetaTag('name', 'robots', noIndex ? 'noindex' : undefined);

  const social = description !== undefined;
  useMetaTag('name', 'description', description);
  useMetaTag('property', 'og:title', social ? (title ?? SITE_NAME) : undefined);
  useMetaTag('property', 'og:description', description);
  useMetaTag('property', 'og:type', social ? (type ?? 'website') : undefined);
  useMetaTag('property', 'og:image', social && image ? absoluteUrl(image) : undefined);
  useMetaTag('property', 'og:site_name', social ? SITE_NAME : undefined);
  useFeedLink(feed);
}
