import { graphql } from '../../../gql';

// Apart from session.ts (loaded with every page): only signing in needs these, and they load
// with the sign-in code (hooks/signIn.ts) on first use.

export const LOG_IN_MUTATION = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      token
      isReactivated
      user {
        ...SessionUser
      }
    }
  }
`);

export const SIGN_UP_MUTATION = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      token
      isReactivated
      user {
        ...SessionUser
      }
    }
  }
`);
