import fs from 'node:fs';
import path from 'node:path';
import { KNOWN_ROUTE_PATHS, matchWebRoute } from '../web-routes';

// The web's route table, read from its source: every path the client routes must be known here.
const ROUTES_TSX = path.resolve(__dirname, '../../../../../web/src/routes.tsx');

test('the server knows every route of web/src/routes.tsx', () => {
  const source = fs.readFileSync(ROUTES_TSX, 'utf8');
  const webPaths = [...source.matchAll(/path="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((p) => p !== '*')
    .map((p) => `/${p}`);
  expect(webPaths.length).toBeGreaterThan(20);
  expect([...webPaths, '/'].sort()).toEqual([...KNOWN_ROUTE_PATHS].sort());
});

test.each([
  ['/', 'static'],
  ['/ABOUT', 'static'],
  ['/details/a/book/12', 'book'],
  ['/details/a/book/12/issue/3', 'issue'],
  ['/read/a/book/12/issue/3', 'reader'],
  ['/profile/some%20one', 'profile'],
  ['/details/a/book/-1', 'notFound'],
  ['/details/a/book/1.5', 'notFound'],
  ['/read/a/book/12', 'notFound'],
  ['/profile/a/b', 'notFound'],
  ['/unknown', 'notFound'],
])('%s is %s', (url, kind) => {
  expect(matchWebRoute(url).kind).toBe(kind);
});

test('parameters are decoded and parsed', () => {
  expect(matchWebRoute('/profile/some%20one')).toEqual({ kind: 'profile', username: 'some one' });
  expect(matchWebRoute('/read/x/book/7/issue/2/')).toEqual({
    kind: 'reader',
    bookId: 7,
    issueNumber: 2,
  });
  expect(matchWebRoute('/upload')).toEqual({ kind: 'static', title: 'Upload', noIndex: true });
  expect(matchWebRoute('/stats')).toEqual({ kind: 'static', title: 'Stats', noIndex: true });
});
