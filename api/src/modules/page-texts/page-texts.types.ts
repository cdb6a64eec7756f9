import { Field, InputType, Int } from 'type-graphql';
import { LIMITS } from '../../config/limits';

@InputType({
  description:
    'The alt text and transcript of one page, by page number. A field left out stays as it is; null or an empty string clears it.',
})
export class PageTextInput {
  @Field(() => Int, { description: 'Number of the page in its issue (1..N).' })
  pageNumber!: number;

  @Field(() => String, {
    nullable: true,
    description: `What the page shows, for screen readers: at most ${LIMITS.altTextMax} characters.`,
  })
  altText?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Dialogue, captions and sound effects in reading order: at most ${LIMITS.transcriptMax} characters.`,
  })
  transcript?: string | null;
}
