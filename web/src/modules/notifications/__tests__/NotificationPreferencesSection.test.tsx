import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const KINDS = [
  'COMMENT_REPLY',
  'COMMENT_MENTION',
  'COMMENT_LIKED',
  'WORK_COMMENTED',
  'ISSUE_PUBLISHED',
  'MODERATION_DECISION',
];
const prefs = (off: string[] = []) =>
  KINDS.map((kind) => ({ __typename: 'NotificationPreference', kind, email: !off.includes(kind) }));

describe('digest preferences on the account page', () => {
  it('lists every kind as a checkbox and saves a change', async () => {
    const owner = buildUser({ username: 'inkslinger' });
    const { user, callsOf } = await renderApp({
      route: '/profile/inkslinger/edit',
      signedInAs: owner,
      handlers: {
        NotificationPreferences: { data: { notificationPreferences: prefs() } },
        UpdateNotificationPreferences: {
          data: { updateNotificationPreferences: prefs(['COMMENT_LIKED']) },
        },
      },
    });
    const section = within(
      (await screen.findByRole('heading', { name: 'E-mail digest' })).closest('section')!,
    );
    const liked = await section.findByRole('checkbox', { name: 'Likes on your comments' });
    expect(section.getAllByRole('checkbox')).toHaveLength(6);
    expect(liked).toBeChecked();
    await user.click(liked);
    await waitFor(() => expect(callsOf('UpdateNotificationPreferences')).toHaveLength(1));
    expect(callsOf('UpdateNotificationPreferences')[0].variables).toEqual({
      preferences: [{ kind: 'COMMENT_LIKED', email: false }],
    });
    await waitFor(() => expect(liked).not.toBeChecked());
    expect(section.getByRole('status')).toHaveTextContent('Saved.');
  });
});
