import {
  commentHtml,
  commentSegments,
  excerptOf,
  mentionedNames,
  normalizeBody,
} from '../comment-text';

const users = new Map([['bob_the_reader', { id: 4, username: 'Bob_The_Reader' }]]);

test('links: http(s) only, with the ugc rel in HTML; everything else escaped', () => {
  const body =
    'See https://a.example/x?y=<1> or example.org, not javascript:alert(1) nor <b>bold</b>';
  const segments = commentSegments(body, users);
  expect(segments.filter((s) => s.kind === 'link').map((s) => s.url)).toEqual([
    'https://a.example/x?y=',
    'http://example.org',
  ]);
  expect(segments.map((s) => s.text).join('')).toBe(body);
  const html = commentHtml(segments);
  expect(html).not.toMatch(/<b>|href="javascript/);
  expect(html).toContain('rel="nofollow ugc noopener"');
  expect(html).toContain('&#60;b&#62;bold&#60;/b&#62;');
});

test('mentions: known users only, sentence punctuation left out, e-mail addresses are not mentions', () => {
  expect(
    mentionedNames('hi @Bob_The_Reader. and mail me at x@bob_the_reader @bob_the_reader'),
  ).toEqual(['bob_the_reader']);
  expect(commentSegments('@Bob_The_Reader!', users)).toEqual([
    { kind: 'mention', text: '@Bob_The_Reader', username: 'Bob_The_Reader', userId: 4 },
    { kind: 'text', text: '!' },
  ]);
  expect(commentSegments('@unknown_person', users)).toEqual([
    { kind: 'text', text: '@unknown_person' },
  ]);
});

test('bodies are trimmed; excerpts are 140 characters of folded text', () => {
  expect(normalizeBody('  a\r\nb  ')).toBe('a\nb');
  expect(() => normalizeBody(' \n ')).toThrow();
  expect(() => normalizeBody('x'.repeat(2001))).toThrow();
  expect(excerptOf('a\n\n b')).toBe('a b');
  expect(excerptOf('y'.repeat(300))).toHaveLength(140);
});
