import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../apollo/errors';
import type { Feedback } from '../../../ui/FormMessage';
import { ACCESS_TOKENS_QUERY, CREATE_ACCESS_TOKEN_MUTATION } from '../graphql/accessTokens';
import { accessTokenSchema, type AccessTokenValues } from '../validation/schemas';

const EMPTY: AccessTokenValues = { name: '', scopes: ['READ'], expiresInDays: '30' };

/** The create-token form; the new secret is kept only in this hook's state until dismissed. */
export function useCreateAccessTokenForm() {
  const [create] = useMutation(CREATE_ACCESS_TOKEN_MUTATION, {
    refetchQueries: [ACCESS_TOKENS_QUERY],
    awaitRefetchQueries: true,
  });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const form = useForm<AccessTokenValues>({
    resolver: yupResolver(accessTokenSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scopes: values.scopes,
            expiresInDays: values.expiresInDays ? Number(values.expiresInDays) : null,
          },
        },
      });
      const result = data?.createAccessToken;
      if (!result) throw new Error('Token creation failed');
      setCreated({ token: result.token, name: result.accessToken.name });
      form.reset(EMPTY);
    } catch (error) {
      setFeedback({ kind: 'error', text: errorMessage(error, MESSAGES.genericError) });
    }
  });

  return { form, onSubmit, feedback, created, dismissCreated: () => setCreated(null) };
}
