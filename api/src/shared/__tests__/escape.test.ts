import { escapeHtml, escapeXml, scriptJson } from '../escape';

const HOSTILE = `"><script>alert('x')</script><!-- & \u2028\u2029 &amp;`;

test('escapeHtml leaves no markup character, in either spelling', () => {
  const numeric = escapeHtml(HOSTILE);
  const named = escapeHtml(HOSTILE, 'named');
  for (const out of [numeric, named]) expect(out).not.toMatch(/[<>"']/);
  expect(numeric).toBe(
    '&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#60;!-- &#38; \u2028\u2029 &#38;amp;',
  );
  expect(named).toBe(
    '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;!-- &amp; \u2028\u2029 &amp;amp;',
  );
  // Every ampersand starts a reference the escaper wrote: nothing is decoded twice.
  expect(named.match(/&(?!amp;|lt;|gt;|quot;|#39;)/g)).toBeNull();
});

test('escapeXml escapes markup and drops what XML 1.0 cannot carry', () => {
  expect(escapeXml(`${HOSTILE}\u0000\u0008\u000B\uFFFE\t\n`)).toBe(
    '&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;&lt;!-- &amp; \u2028\u2029 &amp;amp;\t\n',
  );
});

test('scriptJson cannot close its script element and reads back the same value', () => {
  const value = { name: HOSTILE, nested: ['</SCRIPT>', '<!--'] };
  const out = scriptJson(value);
  expect(out).not.toMatch(/[<>&\u2028\u2029]/);
  expect(out.toLowerCase()).not.toContain('</script');
  expect(JSON.parse(out)).toEqual(value);
});
