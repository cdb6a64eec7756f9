import type { ApolloClient } from '@apollo/client';
import { MESSAGES } from '@shared/limits';
import { errorMessage } from '../../../apollo/errors';
import { setToken } from '../../../apollo/token';
import type { LogInInput, SignUpInput } from '../../../gql/graphql';
import { mergeLocalProgress } from '../../progress/utils/mergeLocalProgress';
import { LOG_IN_MUTATION, SIGN_UP_MUTATION } from '../graphql/signIn';
import type { AuthOutcome, SessionUser } from './authContext';

// Signing in, loaded by AuthProvider on first use: the mutations, merging this browser's
// reading progress into the account and the error texts stay out of the first download.

export type SignedIn = { token: string; user: SessionUser; isReactivated: boolean };
export type SignInOutcome =
  { ok: true; isReactivated: boolean; user: SessionUser } | Extract<AuthOutcome, { ok: false }>;
export type SignInRequest =
  { kind: 'logIn'; input: LogInInput } | { kind: 'signUp'; input: SignUpInput };

async function send(client: ApolloClient, request: SignInRequest): Promise<SignedIn> {
  if (request.kind === 'logIn') {
    const { data } = await client.mutate({
      mutation: LOG_IN_MUTATION,
      variables: { input: request.input },
    });
    if (!data) throw new Error('Empty response');
    return data.logIn;
  }
  const { data } = await client.mutate({
    mutation: SIGN_UP_MUTATION,
    variables: { input: request.input },
  });
  if (!data) throw new Error('Empty response');
  return { ...data.signUp, isReactivated: false };
}

/**
 * Logs in or signs up; on success stores the token, merges this browser's reading progress
 * into the account and empties the cache (its answers were for a visitor).
 */
export async function signIn(client: ApolloClient, request: SignInRequest): Promise<SignInOutcome> {
  try {
    const payload = await send(client, request);
    setToken(payload.token);
    await mergeLocalProgress(client);
    await client.clearStore();
    return { ok: true, isReactivated: payload.isReactivated, user: payload.user };
  } catch (error) {
    return { ok: false, message: errorMessage(error, MESSAGES.genericError) };
  }
}
