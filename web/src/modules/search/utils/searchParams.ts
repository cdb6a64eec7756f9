// The search URL's parameter names, apart from the parsing in searchUrl.ts: the shell's links
// (works/utils/paths.ts) need only the names, and the parser's tables stay with the search page.
export const SEARCH_PARAMS = {
  q: 'q',
  type: 'search-type',
  include: 'include',
  exclude: 'exclude',
  status: 'status',
  ratings: 'content-rating',
  sort: 'sort',
  limit: 'limit',
  page: 'page',
} as const;
