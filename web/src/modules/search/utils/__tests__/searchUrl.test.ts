import {
  EMPTY_CRITERIA,
  buildSearchParams,
  nextGenreState,
  parseSearchParams,
  resultRange,
  searchHref,
  searchInput,
  type SearchCriteria,
} from '../searchUrl';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...EMPTY_CRITERIA,
  ...overrides,
});

describe('search URL', () => {
  it('parses every parameter and drops unknown values', () => {
    expect(
      parse(
        'q=+robots+&search-type=books&include=Action,sci-fi,nope&exclude=horror,action&status=hiatus&content-rating=t,M,X&sort=desc&limit=50&page=3',
      ),
    ).toEqual({
      q: 'robots',
      type: 'books',
      include: ['action', 'sci-fi'],
      // action is included, so it cannot also be excluded
      exclude: ['horror'],
      status: 'hiatus',
      ratings: ['T', 'M'],
      sort: 'desc',
      limit: 50,
      page: 3,
    });
  });

  it('defaults to an issues search on page 1', () => {
    expect(parse('search-type=comics&status=all&sort=up&page=0&limit=-1')).toEqual({
      ...EMPTY_CRITERIA,
      page: 1,
    });
  });

  it('writes only non-empty values', () => {
    const params = buildSearchParams(
      criteria({ q: '  ', include: ['drama'], status: '' }),
      1,
      criteria({ q: 'other' }),
    );
    expect(params.toString()).toBe('search-type=issues&include=drama');
  });

  it('writes every criterion in the URL names of the spec', () => {
    const next = criteria({
      q: 'robots',
      type: 'books',
      include: ['action', 'drama'],
      exclude: ['horror'],
      status: 'completed',
      ratings: ['G', 'T'],
      sort: 'asc',
      limit: 40,
    });
    expect(searchHref(next, 2, EMPTY_CRITERIA)).toBe(
      '/search?q=robots&search-type=books&include=action%2Cdrama&exclude=horror&status=completed&content-rating=G%2CT&sort=asc&limit=40&page=2',
    );
  });

  it('adds page 1 only when the criteria are unchanged', () => {
    const current = criteria({ q: 'robots' });
    expect(buildSearchParams(criteria({ q: 'robots' }), 1, current).get('page')).toBe('1');
    expect(buildSearchParams(criteria({ q: 'cats' }), 1, current).has('page')).toBe(false);
    // Order of a genre list is not a change.
    const genres = criteria({ include: ['action', 'drama'] });
    expect(
      buildSearchParams(criteria({ include: ['drama', 'action'] }), 1, genres).get('page'),
    ).toBe('1');
  });

  it('adds any page other than 1, changed criteria or not', () => {
    expect(buildSearchParams(criteria({ q: 'cats' }), 4, criteria()).get('page')).toBe('4');
  });

  it('omits genres, status, rating, limit and sort from users searches', () => {
    const next = criteria({
      q: 'ada',
      type: 'users',
      include: ['action'],
      exclude: ['horror'],
      status: 'ongoing',
      ratings: ['M'],
      sort: 'desc',
      limit: 50,
    });
    expect(buildSearchParams(next, 1, criteria()).toString()).toBe('q=ada&search-type=users');
    // Filters left over from a works search do not make a users search "different".
    expect(buildSearchParams(next, 1, criteria({ q: 'ada', type: 'users' })).get('page')).toBe('1');
  });

  it('maps the URL to the API input (asc = newest first, desc = oldest first)', () => {
    expect(
      searchInput(
        parse(
          'q=robots&search-type=books&include=action&exclude=horror&status=ongoing&content-rating=T&sort=asc&page=2',
        ),
      ),
    ).toEqual({
      type: 'BOOKS',
      q: 'robots',
      include: ['action'],
      exclude: ['horror'],
      status: 'ONGOING',
      contentRatings: ['T'],
      sort: 'NEWEST',
      page: 2,
      limit: 20,
    });
    expect(searchInput(parse('sort=desc&limit=5')).sort).toBe('OLDEST');
    expect(searchInput(parse('sort=desc&limit=5')).limit).toBe(5);
    expect(searchInput(parse(''))).toEqual({ type: 'ISSUES', page: 1, limit: 20 });
    expect(
      searchInput(parse('q=ada&search-type=users&include=action&status=hiatus&sort=asc')),
    ).toEqual({ type: 'USERS', q: 'ada', page: 1, limit: 20 });
  });

  it('cycles genre chips neutral, include, exclude, neutral', () => {
    expect(nextGenreState('neutral')).toBe('include');
    expect(nextGenreState('include')).toBe('exclude');
    expect(nextGenreState('exclude')).toBe('neutral');
  });

  it('describes the range of results shown', () => {
    expect(resultRange(1, 20, 20, 45)).toBe('1-20 of 45 Results');
    expect(resultRange(3, 20, 5, 45)).toBe('41-45 of 45 Results');
  });
});
