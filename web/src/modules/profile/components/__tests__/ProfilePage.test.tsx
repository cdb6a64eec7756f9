import { MESSAGES } from '@shared/limits';
import { act, screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../../test/fixtures';
import { gqlError } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import {
  buildGridBook,
  buildGridIssue,
  buildProfile,
  buildUserCard,
  list,
} from '../../../../test/workFixtures';

const route = '/profile/inkslinger';
const owner = buildUser({ id: 7, username: 'inkslinger' });
const viewer = buildUser({ id: 9, username: 'bookworm' });
const emptyWorks = {
  UserBooks: list('userBooks', []),
  UserIssues: list('userIssues', []),
};

function openProfile(
  handlers: Record<string, any> = {},
  signedInAs?: ReturnType<typeof buildUser>,
  profile = buildProfile(),
) {
  return renderApp({
    route,
    signedInAs,
    handlers: { UserProfile: { data: { user: profile } }, ...emptyWorks, ...handlers },
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The value of a header count ('Subscribers' is also a tab name). */
const headerCount = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling;

/** A stand-in IntersectionObserver: tests decide when an observed element is "seen". */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static active() {
    return FakeObserver.instances.filter((o) => !o.disconnected && o.observed.length > 0);
  }
  static seeLast() {
    const [observer] = FakeObserver.active().slice(-1);
    const target = observer.observed[observer.observed.length - 1];
    observer.callback(
      [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
    return target;
  }
}

describe('profile page', () => {
  describe('header', () => {
    it("links the user's Atom feed, visibly and in the head", async () => {
      await openProfile();
      await screen.findByRole('heading', { level: 1, name: 'inkslinger' });
      expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
        'href',
        '/feeds/users/inkslinger.atom',
      );
      expect(
        document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', '/feeds/users/inkslinger.atom');
    });

    it('shows photo, username, role, abbreviated counts and bio', async () => {
      await openProfile(
        {},
        undefined,
        buildProfile({ subscriberCount: 1536, subscriptionCount: 2_500_000 }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'inkslinger' }),
      ).toBeInTheDocument();
      expect(screen.getByText('creator')).toBeInTheDocument();
      expect(headerCount('Subscribers')).toHaveTextContent('1.5K');
      expect(headerCount('Subscribed')).toHaveTextContent('2.5M');
      expect(screen.getByText('I draw robots.')).toBeInTheDocument();
    });

    it('shows no button to anonymous visitors', async () => {
      await openProfile();
      await screen.findByRole('heading', { level: 1, name: 'inkslinger' });
      expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    });

    it('gives the owner Edit', async () => {
      await openProfile({}, owner);
      expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/profile/inkslinger/edit',
      );
      expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
    });

    it('subscribes, reads Loading.... while working, then rechecks and offers Unsubscribe', async () => {
      let subscribed = false;
      let release: () => void = () => {};
      const { user, callsOf } = await openProfile(
        {
          UserProfile: () => ({
            data: {
              user: buildProfile({
                viewerIsSubscribed: subscribed,
                subscriberCount: subscribed ? 11 : 10,
              }),
            },
          }),
          Subscribe: () =>
            new Promise((resolve) => {
              release = () => {
                subscribed = true;
                resolve({
                  data: {
                    subscribe: {
                      __typename: 'User',
                      id: 7,
                      subscriberCount: 11,
                      viewerIsSubscribed: true,
                    },
                  },
                });
              };
            }),
          Unsubscribe: () => {
            subscribed = false;
            return {
              data: {
                unsubscribe: {
                  __typename: 'User',
                  id: 7,
                  subscriberCount: 10,
                  viewerIsSubscribed: false,
                },
              },
            };
          },
        },
        viewer,
      );
      await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
      const working = screen.getByRole('button', { name: MESSAGES.working });
      expect(working).toBeDisabled();
      expect(callsOf('Subscribe')[0].variables).toEqual({ userId: 7 });
      act(() => release());
      expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
      expect(callsOf('UserProfile')).toHaveLength(2);
      expect(headerCount('Subscribers')).toHaveTextContent('11');
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
      expect(callsOf('Unsubscribe')[0].variables).toEqual({ userId: 7 });
      expect(callsOf('UserProfile')).toHaveLength(3);
    });

    it('shows the profile error text when subscribing fails', async () => {
      const { user } = await openProfile(
        {
          UserProfile: { data: { user: buildProfile({ viewerIsSubscribed: false }) } },
          Subscribe: gqlError('Nope', 'FORBIDDEN'),
        },
        viewer,
      );
      await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.profileError);
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    });

    it('shows the 404 content for an unknown user', async () => {
      await openProfile({ UserProfile: { data: { user: null } } });
      expect(
        await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
      ).toBeInTheDocument();
    });
  });

  describe('tabs', () => {
    it('switches tabs by click and arrow keys, one selected at a time', async () => {
      const { user } = await openProfile({
        UserBookmarks: list('bookmarks', []),
        UserSubscribers: list('subscribers', []),
      });
      await screen.findByRole('tablist', { name: 'Profile sections' });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Works',
        'Bookmarks',
        'Subscribers',
        'Subscribed',
      ]);
      expect(tab('Works')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Works');
      await user.click(tab('Bookmarks'));
      expect(tab('Bookmarks')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Works')).toHaveAttribute('aria-selected', 'false');
      expect(await screen.findByText(MESSAGES.noBookmarks)).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(tab('Subscribers')).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Subscribers');
      await user.keyboard('{Home}');
      expect(tab('Works')).toHaveAttribute('aria-selected', 'true');
    });

    it('shows the empty texts of each tab', async () => {
      const { user } = await openProfile({
        UserBookmarks: list('bookmarks', []),
        UserSubscribers: list('subscribers', []),
        UserSubscriptions: list('subscriptions', []),
      });
      expect(await screen.findByText(MESSAGES.noWorks)).toBeInTheDocument();
      await user.click(tab('Bookmarks'));
      expect(await screen.findByText(MESSAGES.noBookmarks)).toBeInTheDocument();
      await user.click(tab('Subscribers'));
      expect(await screen.findByText(MESSAGES.noSubscriptions)).toBeInTheDocument();
      await user.click(tab('Subscribed'));
      expect(await screen.findByText(MESSAGES.noSubscriptions)).toBeInTheDocument();
    });

    it('shows the bookmarks text when bookmarks cannot be loaded', async () => {
      const { user } = await openProfile({
        UserBookmarks: gqlError('down', 'INTERNAL_SERVER_ERROR'),
      });
      await user.click(await screen.findByRole('tab', { name: 'Bookmarks' }));
      expect(await screen.findByText(MESSAGES.noBookmarks)).toBeInTheDocument();
    });

    it('shows bookmarked books as a linked cover grid', async () => {
      const { user, callsOf } = await openProfile({
        UserBookmarks: list('bookmarks', [buildGridBook(4)]),
      });
      await user.click(await screen.findByRole('tab', { name: 'Bookmarks' }));
      expect(await screen.findByRole('link', { name: 'Grid book 4' })).toHaveAttribute(
        'href',
        '/details/grid-book-4/book/4',
      );
      expect(callsOf('UserBookmarks')[0].variables).toEqual({ userId: 7, page: 1, limit: 12 });
    });
  });

  describe('Works tab', () => {
    it('shows books with their creation date, 12 a page', async () => {
      const { callsOf } = await openProfile({
        UserBooks: list('userBooks', [buildGridBook(1), buildGridBook(2)]),
      });
      const grid = within(await screen.findByRole('list', { name: 'Books' }));
      expect(grid.getByRole('link', { name: 'Grid book 1' })).toHaveAttribute(
        'href',
        '/details/grid-book-1/book/1',
      );
      expect(grid.getAllByText('March 5, 2020')).toHaveLength(2);
      expect(callsOf('UserBooks')[0].variables).toEqual({ userId: 7, page: 1, limit: 12 });
      expect(screen.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
    });

    it("shows each book's likes and rating, and each issue's likes, reads and comments", async () => {
      const { user } = await openProfile({
        UserBooks: list('userBooks', [
          buildGridBook(1, { likeCount: 1234, ratingAverage: 4.25, ratingCount: 8 }),
          buildGridBook(2),
        ]),
        UserIssues: list('userIssues', [
          buildGridIssue(3, { likeCount: 1, readCount: 12_345, commentCount: 12_345 }),
        ]),
      });
      const books = within(await screen.findByRole('list', { name: 'Books' }));
      const [rated, unrated] = books.getAllByRole('listitem');
      expect(rated).toHaveTextContent('1,234 likes');
      expect(rated).toHaveTextContent(/Rated 4\.3 out of 5 \(8 ratings\)/);
      expect(unrated).toHaveTextContent('0 likes');
      expect(unrated).toHaveTextContent('Not rated yet');

      await user.click(screen.getByRole('button', { name: 'Issues' }));
      const issues = within(await screen.findByRole('list', { name: 'Issues' }));
      const [issue] = issues.getAllByRole('listitem');
      expect(issue).toHaveTextContent('1 like');
      expect(issue).toHaveTextContent(/12\.3K reads/);
      expect(issue).toHaveTextContent(/12\.3k comments/);
      expect(issue).not.toHaveTextContent(/rating|Not rated/);
      // Books have no comments of their own (comments belong to issues).
      expect(rated).not.toHaveTextContent(/comment/);
    });

    it('resets to page 1 when the filter changes', async () => {
      const books = Array.from({ length: 12 }, (_, i) => buildGridBook(i + 1));
      const { user, callsOf } = await openProfile({
        UserBooks: (v: any) => list('userBooks', v.page === 1 ? books : [buildGridBook(13)], 13),
        UserIssues: (v: any) => list('userIssues', [buildGridIssue(v.page)], 30),
      });
      await screen.findByRole('list', { name: 'Books' });
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(await screen.findByRole('link', { name: 'Grid book 13' })).toBeInTheDocument();
      expect(callsOf('UserBooks').at(-1)!.variables.page).toBe(2);

      await user.click(screen.getByRole('button', { name: 'Issues' }));
      expect(screen.getByRole('button', { name: 'Issues' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const issue = await screen.findByRole('link', { name: 'Grid issue 1' });
      expect(issue).toHaveAttribute('href', '/read/series-1/book/501/issue/1');
      expect(screen.queryByRole('link', { name: /Grid book/ })).toBeNull();
      expect(callsOf('UserIssues')[0].variables.page).toBe(1);
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await user.click(screen.getByRole('button', { name: 'Books' }));
      expect(await screen.findByRole('link', { name: 'Grid book 1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('groups accredited issues by role, in role order, with counts and links', async () => {
      const issue = (id: number, n: number, title: string) => ({
        __typename: 'Issue',
        id,
        issueNumber: n,
        title,
        book: { __typename: 'Book', id: 3, title: 'Robot Dawn', urlSlug: 'robot-dawn' },
      });
      const { user } = await openProfile({
        AccreditedWorks: {
          data: {
            accreditedWorks: [
              {
                __typename: 'AccreditedRole',
                role: 'COVER_ARTIST',
                count: 1,
                issues: [issue(31, 1, 'Wake')],
              },
              {
                __typename: 'AccreditedRole',
                role: 'WRITER',
                count: 2,
                issues: [issue(31, 1, 'Wake'), issue(32, 2, 'Rise')],
              },
            ],
          },
        },
      });
      await screen.findByRole('tablist');
      await user.click(screen.getByRole('button', { name: 'Accredited' }));
      const panel = within(screen.getByRole('tabpanel'));
      const toggles = await panel.findAllByRole('button', { expanded: false });
      expect(toggles.map((t) => t.textContent)).toEqual([
        'writer (2)',
        'artist (0)',
        'penciller (0)',
        'inker (0)',
        'colorist (0)',
        'letterer (0)',
        'editor (0)',
        'cover artist (1)',
      ]);
      await user.click(screen.getByRole('button', { name: 'writer (2)' }));
      expect(screen.getByRole('link', { name: 'Rise (Issue #2)' })).toHaveAttribute(
        'href',
        '/details/robot-dawn/book/3/issue/2',
      );
    });

    it('shows the empty text when the user is credited on nothing', async () => {
      const { user } = await openProfile({ AccreditedWorks: { data: { accreditedWorks: [] } } });
      await screen.findByRole('tablist');
      await user.click(screen.getByRole('button', { name: 'Accredited' }));
      expect(await screen.findByText(MESSAGES.noWorks)).toBeInTheDocument();
    });
  });

  describe('Subscribers and Subscribed', () => {
    const original = window.IntersectionObserver;
    beforeEach(() => {
      FakeObserver.instances = [];
      window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      window.IntersectionObserver = original;
    });

    it('loads the next page when the last card is seen, until a page comes back empty', async () => {
      const pages: Record<number, ReturnType<typeof buildUserCard>[]> = {
        1: Array.from({ length: 20 }, (_, i) => buildUserCard(i + 1)),
        2: Array.from({ length: 5 }, (_, i) => buildUserCard(i + 21, { subscriberCount: 1200 })),
        3: [],
      };
      const { user, callsOf } = await openProfile({
        UserSubscribers: (v: any) => list('subscribers', pages[v.page], 25),
      });
      await user.click(await screen.findByRole('tab', { name: 'Subscribers' }));
      await screen.findByRole('link', { name: 'reader20' });
      expect(screen.getAllByRole('article')).toHaveLength(20);
      expect(callsOf('UserSubscribers').map((c) => c.variables)).toEqual([
        { userId: 7, page: 1, limit: 20 },
      ]);
      // The observer watches the last card.
      const seen = await act(async () => FakeObserver.seeLast());
      expect(seen).toHaveTextContent('reader20');
      expect(await screen.findByRole('link', { name: 'reader25' })).toHaveAttribute(
        'href',
        '/profile/reader25',
      );
      expect(screen.getAllByRole('article')).toHaveLength(25);
      expect(screen.getByRole('link', { name: 'reader1' })).toBeInTheDocument();
      expect(screen.getAllByText('1.2K subscribers')).toHaveLength(5);
      const next = await act(async () => FakeObserver.seeLast());
      expect(next).toHaveTextContent('reader25');
      await waitFor(() => expect(callsOf('UserSubscribers')).toHaveLength(3));
      // The empty page ends the list: nothing is observed any more, the cards stay.
      await waitFor(() => expect(FakeObserver.active()).toHaveLength(0));
      expect(screen.getAllByRole('article')).toHaveLength(25);
      expect(callsOf('UserSubscribers').map((c) => c.variables.page)).toEqual([1, 2, 3]);
      expect(screen.queryByText(MESSAGES.noSubscriptions)).toBeNull();
    });

    it('lists the users this user subscribes to', async () => {
      const { user, callsOf } = await openProfile({
        UserSubscriptions: (v: any) =>
          list(
            'subscriptions',
            v.page === 1 ? [buildUserCard(40, { username: 'hero_maker' })] : [],
          ),
      });
      await user.click(await screen.findByRole('tab', { name: 'Subscribed' }));
      expect(await screen.findByRole('link', { name: 'hero_maker' })).toBeInTheDocument();
      expect(callsOf('UserSubscriptions')[0].variables).toEqual({ userId: 7, page: 1, limit: 20 });
    });
  });
});
