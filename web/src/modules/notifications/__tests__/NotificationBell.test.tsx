import { act, screen, waitFor } from '@testing-library/react';
import { buildUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const count = (n: number) => ({ data: { unreadNotificationCount: n } });

describe('the notification bell', () => {
  it('shows signed-in readers the unread count in its accessible name, and links to the page', async () => {
    await renderApp({
      route: '/about',
      signedInAs: buildUser(),
      handlers: { UnreadNotificationCount: count(3) },
    });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('says just "Notifications" with nothing unread, and keeps its box while loading', async () => {
    await renderApp({
      route: '/about',
      signedInAs: buildUser(),
      handlers: { UnreadNotificationCount: 'pending' },
    });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    // The badge is there but hidden, so the link's box is the same before and after.
    expect(bell.querySelector('.notification-bell__count')).not.toBeVisible();
    expect(bell).toHaveClass('notification-bell');
  });

  it('is not shown to visitors', async () => {
    await renderApp({ route: '/about' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('asks again when the window gets focus', async () => {
    let unread = 1;
    const { callsOf } = await renderApp({
      route: '/about',
      signedInAs: buildUser(),
      handlers: { UnreadNotificationCount: () => count(unread) },
    });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const before = callsOf('UnreadNotificationCount').length;
    unread = 4;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument(),
    );
    expect(callsOf('UnreadNotificationCount').length).toBeGreaterThan(before);
  });
});
