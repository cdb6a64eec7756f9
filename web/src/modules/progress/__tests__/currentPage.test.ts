import { currentPage } from '../hooks/useReadingProgress';

/** Page elements whose tops sit at these offsets from the window's top, visible or not. */
function pagesAt(tops: number[], visible = true): HTMLElement[] {
  return tops.map((top) => {
    const element = document.createElement('li');
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    element.checkVisibility = () => visible;
    return element;
  });
}

test('the page at the reading line (the middle of the window) is the current one', () => {
  const middle = window.innerHeight / 2;
  expect(currentPage(pagesAt([-900, middle - 10, middle + 400]))).toBe(2);
  expect(currentPage(pagesAt([0, middle + 10, middle + 900]))).toBe(1);
});

test('hidden pages (the reader left for a page still loading) give no place at all', () => {
  // Were they read, the shrunken document would put the reader "at the bottom": the last page.
  expect(currentPage(pagesAt([-900, -500, -100], false))).toBeNull();
});

test('no pages at all (the reader is gone, its effects not yet cleaned up) give no place', () => {
  // A report of page 1 here would overwrite the place of a reader who had just finished.
  expect(currentPage([])).toBeNull();
});
