import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { isBookVisible } from '../books/books.policy';
import { isIssueReleased } from '../issues/issues.policy';
import { Issue, type IssueView } from '../issues/issue.entity';
import { catalogLinks } from './catalog-links';

/** The catalogue's fields on Issue (CBZ export). */
@Resolver(() => Issue)
export class IssueCatalogFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Where anyone may download the issue as a CBZ archive (ComicInfo.xml plus the original pages in order); null when the issue is not public (removed book, deactivated publisher).',
  })
  async cbzUrl(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const book = await ctx.loaders.bookById.load(issue.book.id);
    const publisher = book && (await ctx.loaders.userById.load(book.publisher.id));
    if (!book || !publisher) return null;
    return isBookVisible({ removed: book.removed, publisher }) && isIssueReleased(issue)
      ? catalogLinks.cbzPath(issue.id)
      : null;
  }
}
