import { graphql } from '../../../gql';

export const ACCESS_TOKEN_FRAGMENT = graphql(`
  fragment AccessTokenRow on AccessToken {
    id
    name
    prefix
    scopes
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
    isActive
  }
`);

export const ACCESS_TOKENS_QUERY = graphql(`
  query AccessTokens {
    accessTokens {
      ...AccessTokenRow
    }
  }
`);

export const CREATE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation CreateAccessToken($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        ...AccessTokenRow
      }
    }
  }
`);

export const REVOKE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation RevokeAccessToken($id: Int!) {
    revokeAccessToken(id: $id) {
      ...AccessTokenRow
    }
  }
`);

export const LOG_OUT_EVERYWHERE_MUTATION = graphql(`
  mutation LogOutEverywhere {
    logOutEverywhere
  }
`);
