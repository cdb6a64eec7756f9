import { screen, waitFor } from '@testing-library/react';
import { authPayload, buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { LOCAL_PROGRESS_KEY, saveLocalProgress } from '../utils/localProgress';

const entry = {
  issueId: 41,
  issueNumber: 1,
  issueTitle: 'Dawn',
  bookId: 4,
  bookTitle: 'Moon Harbor',
  urlSlug: 'a-slug',
  coverUrl: '/media/cover.webp',
  pageCount: 20,
};

async function logIn(handlers: Record<string, unknown>) {
  const app = await renderApp({
    route: '/login',
    handlers: {
      LogIn: { data: { logIn: authPayload(buildUser(), { token: 'jwt-1' }) } },
      ...handlers,
    } as never,
  });
  await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'secret');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('merging a visitor’s reading history at log-in', () => {
  it('sends the local history to the account with the new session, then forgets it here', async () => {
    saveLocalProgress({ ...entry, page: 6, furthestPage: 9 });
    const { callsOf } = await logIn({
      MergeReadingProgress: { data: { mergeReadingProgress: { merged: 1, skipped: 0 } } },
    });
    await waitFor(() => expect(callsOf('MergeReadingProgress')).toHaveLength(1));
    const call = callsOf('MergeReadingProgress')[0];
    expect(call.headers.Authorization).toBe('Bearer jwt-1');
    expect(call.variables.entries).toEqual([
      { issueId: 41, page: 6, furthestPage: 9, readAt: expect.any(String) },
    ]);
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_PROGRESS_KEY)).toBeNull());
  });

  it('keeps the local history when the merge fails, and still logs in', async () => {
    saveLocalProgress({ ...entry, page: 6 });
    const { callsOf } = await logIn({});
    await waitFor(() => expect(callsOf('MergeReadingProgress')).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem('jwtToken')).toBe('jwt-1'));
    expect(window.localStorage.getItem(LOCAL_PROGRESS_KEY)).not.toBeNull();
  });

  it('sends nothing when there is no local history', async () => {
    const { callsOf } = await logIn({});
    await waitFor(() => expect(window.localStorage.getItem('jwtToken')).toBe('jwt-1'));
    expect(callsOf('MergeReadingProgress')).toHaveLength(0);
  });
});
