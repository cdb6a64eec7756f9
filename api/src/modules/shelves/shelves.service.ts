import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf, type Db } from '../../db/sql';
import { checkFirst } from '../../shared/paging';
import type { BookView } from '../books/book.entity';
import type { IssueView } from '../issues/issue.entity';
import { featuredBooks, newIssues, popularBooks } from './shelves.queries';

export const SHELF_BOUNDS = { max: LIMITS.shelfMax, default: LIMITS.shelfDefault };

/** The home page's shelves of covers (Featured, New issues, Popular). */
export class ShelvesService {
  private readonly db: Db;

  constructor(em: EntityManager, deps: AppDeps) {
    this.db = dbOf(em, deps);
  }

  newIssues(first: number | null | undefined): Promise<IssueView[]> {
    return newIssues(this.db, checkFirst(first, SHELF_BOUNDS));
  }

  popularBooks(first: number | null | undefined): Promise<BookView[]> {
    return popularBooks(this.db, checkFirst(first, SHELF_BOUNDS));
  }

  featuredBooks(first: number | null | undefined): Promise<BookView[]> {
    return featuredBooks(this.db, checkFirst(first, SHELF_BOUNDS));
  }
}
