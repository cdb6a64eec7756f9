import { Entity, Index, PrimaryKey } from '@mikro-orm/core';
import { SEARCH_TERMS_PREFIX_INDEX, SEARCH_TERMS_TRGM_INDEX } from './search.sql';

/**
 * One word that occurs in some book's or issue's title or description: the vocabulary the
 * PostgreSQL engine corrects typos against ("detectve" -> "detective") before it runs the
 * full-text query. Filled by a trigger on books and issues (see the search-terms migration);
 * words are never removed. A word counts only while a public work has it (VOCABULARY in
 * search.queries.ts), so hidden works never feed a correction.
 */
@Entity({ tableName: 'search_terms' })
@Index({ name: 'search_terms_trgm_index', expression: SEARCH_TERMS_TRGM_INDEX })
@Index({ name: 'search_terms_prefix_index', expression: SEARCH_TERMS_PREFIX_INDEX })
export class SearchTerm {
  @PrimaryKey({ type: 'text' })
  term!: string;
}
