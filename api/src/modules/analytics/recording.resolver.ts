import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../auth/viewer';

/** Reading reports of tools (thin: RecordingService holds the rules). */
@Resolver()
export class RecordingResolver {
  @Mutation(() => Boolean, {
    description:
      'A reading tool reports that the viewer read an issue (counts a view; source API). Only public issues; rate limited per user.',
  })
  recordReading(
    @Ctx() ctx: GraphQLContext,
    @Arg('issueId', () => Int, { description: 'The issue read.' }) issueId: number,
    @Arg('furthestPage', () => Int, {
      nullable: true,
      description: 'The furthest page reached (1 to the page count), when the tool knows it.',
    })
    furthestPage: number | null | undefined,
    @Arg('finished', () => Boolean, {
      nullable: true,
      description: 'The viewer read the issue to the end.',
    })
    finished: boolean | null | undefined,
  ): Promise<boolean> {
    const viewer = requireViewer(ctx.viewer, ctx.authProblem);
    return ctx.services.recording.recordReading(
      viewer.id,
      issueId,
      furthestPage ?? null,
      finished ?? false,
    );
  }
}
