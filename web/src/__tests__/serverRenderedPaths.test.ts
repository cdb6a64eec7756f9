import { isServerRenderedPath } from '../routes';

// The one list of server-rendered pages: the API asks the render bundle before rendering a path.
describe('isServerRenderedPath', () => {
  it.each([
    ['/', true],
    ['/search', true],
    ['/search/', true],
    ['/articles', true],
    ['/articles/how-to-publish-your-comic-book-online', true],
    ['/details/moon-cats/book/3', true],
    ['/details/moon-cats/book/3/issue/2', true],
    ['/read/moon-cats/book/3/issue/2', true],
    ['/profile/hannah', true],
    ['/login', false],
    ['/about', false],
    ['/upload', false],
    ['/profile/hannah/edit', false],
    ['/comic-list', false],
    ['/no-such-page', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isServerRenderedPath(pathname)).toBe(expected);
  });
});
