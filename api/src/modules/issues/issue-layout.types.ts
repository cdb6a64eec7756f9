import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '../../config/limits';

/** `Issue.layout`: how double-page mode pairs an issue's pages (the creator sets it once). */
@ObjectType('IssueLayout', {
  description:
    "How double-page mode pairs the issue's pages; spreads are marked on the pages (`Page.isSpread`).",
})
export class IssueLayout {
  @Field(() => Boolean, {
    description: 'Page 1 is a cover: double-page mode shows it alone.',
  })
  coverStandsAlone!: boolean;

  @Field(() => Int, {
    description:
      '0 or 1: shifts the pairing of the pages after the cover by one page (1 shows the next page alone first).',
  })
  pairOffset!: number;
}

@InputType({ description: "An issue's print layout, as the creator sets it on the edit screen." })
export class IssueLayoutInput {
  @Field(() => Boolean, { description: 'Page 1 is a cover shown alone in double-page mode.' })
  coverStandsAlone!: boolean;

  @Field(() => Int, { description: '0 or 1: shifts the pairing of the pages after the cover.' })
  pairOffset!: number;

  @Field(() => [Int], {
    nullable: true,
    description: `The full set of spread pages by number (at most ${LIMITS.maxPagesPerIssue}); every other page is not a spread, and detection no longer changes any of them. Left out: the spreads stay as they are.`,
  })
  spreadPageNumbers?: number[] | null;
}
