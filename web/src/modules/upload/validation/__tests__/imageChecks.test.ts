import { LIMITS, MESSAGES } from '@shared/limits';
import {
  coverFile,
  imageFile,
  pageFile,
  readStubDimensions,
} from '../../../../test/uploadFixtures';
import { coverProblem, memoizeReader, pageProblems } from '../imageChecks';

const read = readStubDimensions;
const coverDims = MESSAGES.fileDimensions(320, 485);
const coverSize = 'This file size is too large. The max file size is 1 MB';
// The web form's pages follow the shared printPage preset: a landscape page (a spread) may be
// twice as wide and heavy as a portrait one.
const pageDims =
  'This page is too large: a page can be at most 1988 x 3056 pixels, a spread (wider than tall) 3976 x 3056 pixels';
const pageSize =
  'This page is too large: a page can be at most 2 MB, a spread (wider than tall) 4 MB';

describe('cover checks (exactly 320 x 485, at most 1 MB)', () => {
  it('accepts an exact thumbnail of exactly 1 MB', async () => {
    expect(
      await coverProblem(coverFile('c.png', { size: LIMITS.thumbnail.maxBytes }), read),
    ).toBeNull();
  });

  it.each([
    [321, 485],
    [320, 484],
    [319, 485],
    [640, 970],
  ])('refuses %i x %i with the dimension message', async (width, height) => {
    expect(await coverProblem(coverFile('c.png', { width, height }), read)).toBe(coverDims);
    expect(coverDims).toBe('This file must have a width of 320px and a height of 485px!');
  });

  it('refuses a file over 1 MB with the size message', async () => {
    expect(
      await coverProblem(coverFile('c.png', { size: LIMITS.thumbnail.maxBytes + 1 }), read),
    ).toBe(coverSize);
  });

  it('refuses files that are not images or cannot be decoded', async () => {
    expect(await coverProblem(coverFile('c.gif', { type: 'image/gif' }), read)).toBe(
      MESSAGES.notAnImage,
    );
    const undecodable = new File(['x'], 'broken.png', { type: 'image/png' });
    expect(await coverProblem(undecodable, read)).toBe(MESSAGES.notAnImage);
  });
});

describe('page checks (a page at most 1988 x 3056 and 2 MB, a spread 3976 x 3056 and 4 MB)', () => {
  it('accepts the recommended size and smaller pages', async () => {
    expect(await pageProblems(pageFile('p1.png'), read)).toEqual([]);
    expect(await pageProblems(pageFile('p2.png', { width: 800, height: 1200 }), read)).toEqual([]);
    expect(await pageProblems(pageFile('p3.png', { size: LIMITS.page.maxBytes }), read)).toEqual(
      [],
    );
  });

  it('accepts a spread up to 3976 x 3056 and 4 MB', async () => {
    const spread = { width: 3976, height: 3056, size: LIMITS.spreadPage.maxBytes };
    expect(await pageProblems(pageFile('s.png', spread), read)).toEqual([]);
  });

  it.each([
    [1989, 3056],
    [1988, 3057],
    [3977, 3056],
    [3976, 3057],
  ])('refuses %i x %i', async (width, height) => {
    expect(await pageProblems(pageFile('p.png', { width, height }), read)).toEqual([pageDims]);
  });

  it('refuses portrait pages over 2 MB, spreads over 4 MB, and lists every reason', async () => {
    expect(await pageProblems(pageFile('p.png', { size: LIMITS.page.maxBytes + 1 }), read)).toEqual(
      [pageSize],
    );
    const heavySpread = { width: 3000, height: 2000, size: LIMITS.spreadPage.maxBytes + 1 };
    expect(await pageProblems(pageFile('s.png', heavySpread), read)).toEqual([pageSize]);
    expect(
      await pageProblems(
        pageFile('p.png', { width: 4000, height: 4000, size: LIMITS.spreadPage.maxBytes + 1 }),
        read,
      ),
    ).toEqual([pageSize, pageDims]);
  });

  it('refuses non-images', async () => {
    expect(await pageProblems(imageFile('notes.txt', { type: 'text/plain' }), read)).toEqual([
      MESSAGES.notAnImage,
    ]);
  });
});

describe('memoizeReader', () => {
  it('decodes each file once', async () => {
    const memo = memoizeReader(read);
    const file = coverFile();
    await memo(file);
    await memo(file);
    await memo(coverFile('other.png'));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
