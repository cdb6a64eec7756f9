import { Arg, Ctx, Extensions, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { API_LIMITS, LIMITS } from '../../config/limits';
import { minimumCost } from '../../graphql/cost';
import { SearchInput, SearchResult } from './search.types';

@Resolver(() => SearchResult)
export class SearchResolver {
  @Query(() => SearchResult, {
    description:
      'Searches issues, books or users. Removed books and works of deactivated accounts never appear; deactivated users only with includeDeactivated.',
    // Each returned item costs what its selection costs.
    complexity: ({ args, childComplexity }) =>
      1 +
      childComplexity *
        Math.min(
          Math.max(Number(args.input?.limit ?? LIMITS.searchPageSize), 1),
          LIMITS.searchMaxLimit,
        ),
  })
  @Extensions(minimumCost(API_LIMITS.searchMinimumCost))
  async search(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SearchInput, {
      description: 'What to search for, filters, order and page.',
    })
    input: SearchInput,
  ): Promise<SearchResult> {
    const { result, genresByBook, issueCountByBook, publishers } = await ctx.services.search.search(
      ctx.viewer,
      input,
    );
    // Field resolvers go through the loaders: seed them with what was just loaded.
    for (const book of result.books) ctx.loaders.bookById.prime(book.id, book);
    for (const user of result.users) ctx.loaders.userById.prime(user.id, user);
    for (const [id, user] of publishers) ctx.loaders.userById.prime(id, user);
    for (const [id, genres] of genresByBook) ctx.loaders.genresByBook.prime(id, genres);
    for (const [id, count] of issueCountByBook) ctx.loaders.issueCountByBook.prime(id, count);
    return result;
  }
}
