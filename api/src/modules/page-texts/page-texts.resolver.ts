import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { LIMITS } from '../../config/limits';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import { Issue } from '../issues/issue.entity';
import { PageTextInput } from './page-texts.types';

/** Alt text and transcripts of pages: a thin adapter over PageTextService. */
@Resolver()
export class PageTextResolver {
  @Mutation(() => Issue, {
    description: `Sets the alt text (at most ${LIMITS.altTextMax} characters) and transcript (at most ${LIMITS.transcriptMax}) of pages of one of the viewer's issues, by page number. All or nothing.`,
  })
  async updatePageTexts(
    @Ctx() ctx: GraphQLContext,
    @Arg('bookId', () => Int, { description: 'Id of the book.' }) bookId: number,
    @Arg('issueNumber', () => Int, { description: 'Number of the issue.' }) issueNumber: number,
    @Arg('pages', () => [PageTextInput], {
      description: `The pages to change (at most ${LIMITS.maxPagesPerIssue}); pages not listed keep their texts.`,
    })
    pages: PageTextInput[],
  ): Promise<Issue> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    const { issue } = await ctx.services.pageText.update(viewer, bookId, issueNumber, pages);
    return issue;
  }
}
