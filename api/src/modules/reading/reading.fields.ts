import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Book, type BookView } from '../books/book.entity';

/**
 * Reading-side fields of Book (through loaders; no per-item queries). What the viewer may do
 * (`viewerCan`, and the deprecated `viewerCanEdit`) is in books.fields.ts and issues.fields.ts.
 */
@Resolver(() => Book)
export class BookReadFieldsResolver {
  @FieldResolver(() => Int, { description: 'Pages across all issues.' })
  totalPages(@Root() book: BookView, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.pageCountByBook.load(book.id);
  }
}
