import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';
import { isBookOwner } from '../books/books.policy';
import { Issue, type IssueView } from '../issues/issue.entity';

/** Reading-side fields of Book (through loaders; no per-item queries). */
@Resolver(() => Book)
export class BookReadFieldsResolver {
  @FieldResolver(() => Int, { description: 'Pages across all issues.' })
  totalPages(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.pageCountByBook.load(book.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit this book (owner).' })
  viewerCanEdit(@Root() book: BookView, @Ctx() ctx: GraphQLContext): boolean {
    return isBookOwner(ctx.viewer, book);
  }
}

/** Reading-side fields of Issue. */
@Resolver(() => Issue)
export class IssueReadFieldsResolver {
  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may edit this issue (owner of its book).',
  })
  viewerCanEdit(@Root() issue: IssueView, @Ctx() ctx: GraphQLContext): boolean {
    return isBookOwner(ctx.viewer, issue);
  }
}
