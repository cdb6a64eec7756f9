import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { User, type UserView } from '../users/user.entity';
import { CreditRoleEnum } from './work-credit.entity';

registerEnumType(CreditRoleEnum, {
  name: 'CreditRole',
  description: 'The eight roles of making a comic.',
  valuesConfig: {
    WRITER: { description: 'Writes the story and the script.' },
    ARTIST: { description: 'Draws the comic (when one person does pencils and inks).' },
    EDITOR: { description: 'Guides the book and keeps it on schedule.' },
    INKER: { description: 'Finishes the pencils in ink.' },
    LETTERER: { description: 'Places the balloons, captions and sound effects.' },
    PENCILLER: { description: 'Lays out and pencils the pages.' },
    COLORIST: { description: 'Colours the inked pages.' },
    COVER_ARTIST: { description: 'Draws the cover.' },
  },
});

@ObjectType({ description: 'A credited user and their roles on a work.' })
export class WorkCreditView {
  @Field(() => User, { description: 'The credited user.' })
  user!: UserView;

  @Field(() => [CreditRoleEnum], { description: 'Primary roles of this user on the work.' })
  roles!: CreditRoleEnum[];
}

@ObjectType({ description: 'The users credited for one role.' })
export class CreditRoleGroup {
  @Field(() => CreditRoleEnum, { description: 'The role.' })
  role!: CreditRoleEnum;

  @Field(() => [User], { description: 'Credited users, by username.' })
  users!: UserView[];
}
