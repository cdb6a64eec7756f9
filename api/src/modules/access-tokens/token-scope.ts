import { registerEnumType } from 'type-graphql';
import { TOKEN_SCOPE_DESCRIPTIONS, type TokenScopeValue } from '../../config/limits';

/** The scopes of personal access tokens; values are the stored strings (config/limits TOKEN_SCOPES). */
export enum TokenScope {
  READ = 'read',
  WRITE_WORKS = 'write:works',
  WRITE_SOCIAL = 'write:social',
  WRITE_ACCOUNT = 'write:account',
}

// The enum and the limits list must name the same strings (checked by the type below).
const _sameScopes: Record<TokenScopeValue, TokenScope> = {
  read: TokenScope.READ,
  'write:works': TokenScope.WRITE_WORKS,
  'write:social': TokenScope.WRITE_SOCIAL,
  'write:account': TokenScope.WRITE_ACCOUNT,
};
void _sameScopes;

registerEnumType(TokenScope, {
  name: 'TokenScope',
  description:
    'What a personal access token may do. A signed-in session may do everything; a token needs READ for any query and the WRITE_ scope of each mutation.',
  valuesConfig: {
    READ: { description: TOKEN_SCOPE_DESCRIPTIONS.read },
    WRITE_WORKS: { description: TOKEN_SCOPE_DESCRIPTIONS['write:works'] },
    WRITE_SOCIAL: { description: TOKEN_SCOPE_DESCRIPTIONS['write:social'] },
    WRITE_ACCOUNT: { description: TOKEN_SCOPE_DESCRIPTIONS['write:account'] },
  },
});
