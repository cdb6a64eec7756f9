import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import type { GraphQLContext } from '../../graphql/context';
import {
  AFTER_DESCRIPTION,
  connectionComplexity,
  firstDescription,
} from '../../graphql/connections';
import type { ConnectionResult } from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import {
  DailyStats,
  IssueStatsConnection,
  IssueStatsOrder,
  type IssueStatsRow,
  PageReach,
  ReferrerStats,
  SourceStats,
  StatsTotals,
  WorkStats,
} from './stats.types';

const ISSUES_FIRST = {
  max: LIMITS.stats.issuesFirstMax,
  default: LIMITS.stats.issuesFirstDefault,
};
const REFERRERS_FIRST = { max: LIMITS.stats.referrersMax, default: LIMITS.stats.referrersDefault };

/** The figures of a WorkStats, each read when asked (one service method each). */
@Resolver(() => WorkStats)
export class WorkStatsFieldsResolver {
  @FieldResolver(() => StatsTotals, { description: 'The figures of the range added up.' })
  totals(@Root() work: WorkStats, @Ctx() ctx: GraphQLContext): Promise<StatsTotals> {
    return ctx.services.stats.totals(work);
  }

  @FieldResolver(() => [DailyStats], {
    description: 'One entry per day of the range, zero-filled, oldest first.',
    // Priced as one row: one statement (shared with totals) reads at most 366 rows of plain
    // numbers, with no resolver per entry, so a year costs the database what a week does.
    complexity: ({ childComplexity }) => 1 + Math.max(1, childComplexity),
  })
  daily(@Root() work: WorkStats, @Ctx() ctx: GraphQLContext): Promise<DailyStats[]> {
    return ctx.services.stats.daily(work);
  }

  @FieldResolver(() => [ReferrerStats], {
    description: 'Top referrer domains (1..50, default 10), most views first.',
    complexity: connectionComplexity(REFERRERS_FIRST),
  })
  referrers(
    @Root() work: WorkStats,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: LIMITS.stats.referrersDefault,
      description: firstDescription(REFERRERS_FIRST),
    })
    first?: number | null,
  ): Promise<ReferrerStats[]> {
    return ctx.services.stats.referrers(work, first);
  }

  @FieldResolver(() => [SourceStats], { description: 'Views by reading source, most first.' })
  sources(@Root() work: WorkStats, @Ctx() ctx: GraphQLContext): Promise<SourceStats[]> {
    return ctx.services.stats.sources(work);
  }

  @FieldResolver(() => [PageReach], {
    description:
      'Where readers stop: one entry per page, for an issue only (empty for a book or creator).',
    // Priced as one row, like `daily`: one statement of at most one row per page, plain numbers.
    complexity: ({ childComplexity }) => 1 + Math.max(1, childComplexity),
  })
  dropOff(@Root() work: WorkStats, @Ctx() ctx: GraphQLContext): Promise<PageReach[]> {
    return ctx.services.stats.dropOff(work);
  }

  @FieldResolver(() => IssueStatsConnection, {
    description:
      'The issues in scope with their totals (costed connection; descending except RELEASED).',
    complexity: connectionComplexity(ISSUES_FIRST),
  })
  issues(
    @Root() work: WorkStats,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: LIMITS.stats.issuesFirstDefault,
      description: firstDescription(ISSUES_FIRST),
    })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null,
    @Arg('orderBy', () => IssueStatsOrder, {
      nullable: true,
      defaultValue: IssueStatsOrder.VIEWS,
      description: 'The order (default VIEWS).',
    })
    orderBy?: IssueStatsOrder | null,
  ): Promise<ConnectionResult<IssueStatsRow>> {
    return ctx.services.stats.issues(work, { first, after, orderBy });
  }
}

/** Public read counts of issues, through a per-request loader (one statement per batch). */
@Resolver(() => Issue)
export class IssueReadCountFieldsResolver {
  @FieldResolver(() => Int, {
    description: 'All-time views of this issue (public; updated by the daily rollup).',
  })
  readCount(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.issueReadCount.load(issue.id);
  }
}

/** Public read counts of books, through a per-request loader (one statement per batch). */
@Resolver(() => Book)
export class BookReadCountFieldsResolver {
  @FieldResolver(() => Int, {
    description: 'All-time views of the issues of this book (public; updated by the daily rollup).',
  })
  readCount(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.bookReadCount.load(book.id);
  }
}
