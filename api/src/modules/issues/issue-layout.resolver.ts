import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';
import { IssueLayoutInput } from './issue-layout.types';
import { Issue } from './issue.entity';

/** The print layout of an issue: a thin adapter over IssueLayoutService. */
@Resolver()
export class IssueLayoutResolver {
  @Mutation(() => Issue, {
    description:
      "Sets how double-page mode pairs the pages of one of the viewer's issues: the spreads (`Page.isSpread`), whether the cover stands alone and the pair offset. All or nothing; pages the creator marked are never changed by spread detection.",
  })
  setIssueLayout(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'The issue.' }) issueId: number,
    @Arg('input', () => IssueLayoutInput, {
      description: 'The layout: cover, pair offset and spreads.',
    })
    input: IssueLayoutInput,
  ): Promise<Issue> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.issueLayout.setLayout(viewer, issueId, input);
  }
}
