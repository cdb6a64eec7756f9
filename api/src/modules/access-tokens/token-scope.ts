import { registerEnumType } from 'type-graphql';
import { TOKEN_SCOPE_DESCRIPTIONS } from '../../config/limits';
import { enumOf, TOKEN_SCOPES } from '../../config/vocabulary';

/** The scopes of personal access tokens; values are the stored strings (config/vocabulary.ts TOKEN_SCOPES). */
export const TokenScope = enumOf(TOKEN_SCOPES);
export type TokenScope = (typeof TokenScope)[keyof typeof TokenScope];

registerEnumType(TokenScope, {
  name: 'TokenScope',
  description:
    'What a personal access token may do. A signed-in session may do everything; a token needs READ for any query (and READ_STATS for the statistics) and the WRITE_ scope of each mutation.',
  valuesConfig: {
    READ: { description: TOKEN_SCOPE_DESCRIPTIONS.read },
    WRITE_WORKS: { description: TOKEN_SCOPE_DESCRIPTIONS['write:works'] },
    WRITE_SOCIAL: { description: TOKEN_SCOPE_DESCRIPTIONS['write:social'] },
    WRITE_ACCOUNT: { description: TOKEN_SCOPE_DESCRIPTIONS['write:account'] },
    MODERATE: { description: TOKEN_SCOPE_DESCRIPTIONS.moderate },
    READ_STATS: { description: TOKEN_SCOPE_DESCRIPTIONS['read:stats'] },
  },
});
