import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../graphql/connections';
import { enumOf, READING_SOURCES } from '../../config/vocabulary';
import { Issue, type IssueView } from '../issues/issue.entity';
import type { StatsScope } from './stats.queries';

/** The GraphQL shapes of the creators' reading statistics (the service returns them). */

@InputType('StatsRangeInput', {
  description: 'A span of whole UTC days, both ends included (at most 366 days).',
})
export class StatsRangeInput {
  @Field(() => String, { description: 'First day, YYYY-MM-DD.' })
  from!: string;

  @Field(() => String, { description: 'Last day, YYYY-MM-DD (not after today).' })
  to!: string;
}

/** Where a reading was reported from; values are the stored strings. */
export const ReadingSource = enumOf(READING_SOURCES);
export type ReadingSource = (typeof ReadingSource)[keyof typeof ReadingSource];
registerEnumType(ReadingSource, {
  name: 'ReadingSource',
  description: 'Where a reading was reported from.',
  valuesConfig: {
    WEB: { description: "The website's reader." },
    OPDS: { description: 'OPDS page streaming (reading apps).' },
    CBZ: { description: 'A CBZ download.' },
    API: { description: 'A GraphQL tool (recordReading).' },
  },
});

/** The order of `WorkStats.issues`; values are what the statements take. */
export const IssueStatsOrder = {
  VIEWS: 'views',
  UNIQUE_READERS: 'unique_readers',
  COMPLETION_RATE: 'completion_rate',
  LIKES: 'likes',
  COMMENTS: 'comments',
  RELEASED: 'released',
} as const;
export type IssueStatsOrder = (typeof IssueStatsOrder)[keyof typeof IssueStatsOrder];
registerEnumType(IssueStatsOrder, {
  name: 'IssueStatsOrder',
  description: 'How the issues of a WorkStats are sorted: most first, except RELEASED.',
  valuesConfig: {
    VIEWS: { description: 'Most views first.' },
    UNIQUE_READERS: { description: 'Most unique readers first.' },
    COMPLETION_RATE: { description: 'Highest completions / views first.' },
    LIKES: { description: 'Most likes first.' },
    COMMENTS: { description: 'Most comments first.' },
    RELEASED: { description: 'Oldest release first.' },
  },
});

@ObjectType('DailyStats', { description: 'The figures of one UTC day.' })
export class DailyStats {
  @Field(() => String, { description: 'The day, YYYY-MM-DD.' })
  day!: string;
  @Field(() => Int, { description: 'Issue views (openings).' })
  views!: number;
  @Field(() => Int, { description: 'Distinct readers that day.' })
  uniqueReaders!: number;
  @Field(() => Int, { description: 'Issues read to the end.' })
  completions!: number;
  @Field(() => Int, { description: 'New likes of issues.' })
  likes!: number;
  @Field(() => Int, { description: 'New ratings of books (0 for an issue).' })
  ratings!: number;
  @Field(() => Int, { description: 'New comments.' })
  comments!: number;
  @Field(() => Int, { description: 'New subscribers (creator only; 0 for a book or issue).' })
  subscribersGained!: number;
  @Field(() => Int, { description: 'Lost subscribers (creator only; 0 for a book or issue).' })
  subscribersLost!: number;
}

@ObjectType('StatsTotals', { description: 'The figures of a range added up.' })
export class StatsTotals {
  @Field(() => Int, { description: 'Issue views (openings).' })
  views!: number;
  @Field(() => Int, {
    description:
      'The sum of the daily unique readers: readers cannot be followed from one day to the next, by design.',
  })
  uniqueReaders!: number;
  @Field(() => Int, { description: 'Issues read to the end.' })
  completions!: number;
  @Field(() => Float, { description: 'Completions / views, 0 to 1 (0 without views).' })
  completionRate!: number;
  @Field(() => Int, { description: 'New likes of issues.' })
  likes!: number;
  @Field(() => Int, { description: 'New ratings of books (0 for an issue).' })
  ratings!: number;
  @Field(() => Int, { description: 'New comments.' })
  comments!: number;
  @Field(() => Int, { description: 'New subscribers (creator only).' })
  subscribersGained!: number;
  @Field(() => Int, { description: 'Lost subscribers (creator only).' })
  subscribersLost!: number;
}

@ObjectType('ReferrerStats', { description: 'Views that came from one referring site.' })
export class ReferrerStats {
  @Field(() => String, { description: 'The domain, e.g. example.com.' })
  domain!: string;
  @Field(() => Int, { description: 'Views it brought.' })
  views!: number;
}

@ObjectType('SourceStats', { description: 'Views reported from one kind of reader.' })
export class SourceStats {
  @Field(() => ReadingSource, { description: 'Where the views were reported from.' })
  source!: ReadingSource;
  @Field(() => Int, { description: 'Views.' })
  views!: number;
}

@ObjectType('PageReach', { description: 'How many readers reached one page of an issue.' })
export class PageReach {
  @Field(() => Int, { description: 'The page number, from 1.' })
  page!: number;
  @Field(() => Int, { description: 'Readers whose furthest page was this one or a later one.' })
  readers!: number;
  @Field(() => Float, { description: 'readers / the readers of page 1, 0 to 1.' })
  share!: number;
}

@ObjectType('IssueStatsRow', { description: 'One issue with its figures over the range.' })
export class IssueStatsRow {
  @Field(() => Issue, { description: 'The issue.' })
  issue!: IssueView;
  @Field(() => StatsTotals, { description: 'Its figures over the range.' })
  totals!: StatsTotals;
}

export const IssueStatsConnection = connectionType(IssueStatsRow, 'IssueStats', 'issues');

/**
 * The figures of a creator, book or issue over a range. Only `from`/`to` are plain fields; the
 * others (stats.fields.ts) each read what they need when asked.
 */
@ObjectType('WorkStats', { description: 'Reading figures of your works over a range of days.' })
export class WorkStats {
  @Field(() => String, { description: 'First day of the range, YYYY-MM-DD.' })
  from!: string;
  @Field(() => String, { description: 'Last day of the range, YYYY-MM-DD.' })
  to!: string;
  /** What the figures are of (checked against the viewer before this object is made). */
  scope!: StatsScope;
}
