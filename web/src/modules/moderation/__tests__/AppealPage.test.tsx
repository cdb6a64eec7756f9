import { screen, waitFor } from '@testing-library/react';
import { gqlError } from '../../../test/mockClient';
import { renderApp } from '../../../test/renderApp';

const decision = (appealed = false) => ({
  data: {
    appealLinkDecision: {
      __typename: 'AppealLinkDecision',
      action: 'SUSPEND',
      targetType: 'USER',
      targetTitle: 'inkslinger',
      reason: 'Spam account',
      dateCreated: '2026-11-20T10:00:00.000Z',
      appealed,
    },
  },
});

describe('/appeal/:token (no log-in needed)', () => {
  it('shows the decision and sends one appeal', async () => {
    const sent: unknown[] = [];
    const { user } = await renderApp({
      route: '/appeal/12.abc',
      handlers: {
        AppealLinkDecision: decision(),
        AppealWithLink: (variables) => {
          sent.push(variables);
          return { data: { appealWithLink: { __typename: 'Appeal', id: 1 } } };
        },
      },
    });
    expect(await screen.findByText("The moderator's reason: Spam account")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your appeal/), 'I draw my own comics');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(sent).toEqual([{ token: '12.abc', text: 'I draw my own comics' }]));
    expect(await screen.findByText(/A moderator will read your appeal/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).not.toBeInTheDocument();
  });

  it('says when the decision was appealed already', async () => {
    await renderApp({ route: '/appeal/12.abc', handlers: { AppealLinkDecision: decision(true) } });
    expect(await screen.findByText(/already appealed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).not.toBeInTheDocument();
  });

  it('a bad link says so', async () => {
    await renderApp({
      route: '/appeal/nonsense',
      handlers: { AppealLinkDecision: gqlError('This appeal link is invalid or has expired') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
  });
});
