/** XML text/attribute escaping; characters XML 1.0 cannot carry at all are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(
        /[&<>"']/g,
        (c) =>
          ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
      )
  );
}

/** A URL made absolute against the site's public URL (storage may hand out `/media/...` paths). */
export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
