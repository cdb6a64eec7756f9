import { recentTabPlace, rememberTabPlace, TAB_PLACE_MAX_AGE_MS } from '../utils/tabPlace';

beforeEach(() => window.sessionStorage.clear());

describe('the place a tab sent last', () => {
  it('is read, not taken: React development mode runs the reader effect twice, and both runs resume there', () => {
    rememberTabPlace(7, 4, 1_000);
    expect(recentTabPlace(7, 2_000)).toBe(4);
    expect(recentTabPlace(7, 2_000)).toBe(4);
    expect(recentTabPlace(8, 2_000)).toBeNull();
  });

  it('a minute old, it is dropped', () => {
    rememberTabPlace(7, 4, 1_000);
    expect(recentTabPlace(7, 1_000 + TAB_PLACE_MAX_AGE_MS)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('something else under its key is ignored', () => {
    window.sessionStorage.setItem('readingPlace:7', '{"page":"4"}');
    expect(recentTabPlace(7)).toBeNull();
    window.sessionStorage.setItem('readingPlace:7', 'not json');
    expect(recentTabPlace(7)).toBeNull();
  });
});
