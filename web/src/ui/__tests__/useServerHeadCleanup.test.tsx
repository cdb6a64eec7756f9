import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { buildBookDetails, buildIssueDetails } from '../../test/workFixtures';

/** The head as the server sends it for /about (marked elements describe that page only). */
function serverHead() {
  document.head.innerHTML = [
    '<meta name="description" content="Server description" />',
    '<link data-server-head rel="canonical" href="http://localhost/about" />',
    '<meta data-server-head property="og:title" content="About" />',
    '<meta data-server-head property="og:url" content="http://localhost/about" />',
    '<meta data-server-head name="twitter:card" content="summary" />',
    '<script data-server-head type="application/ld+json">{}</script>',
  ].join('');
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('the first client-side navigation drops the server head of the first page only', async () => {
  serverHead();
  const { user } = await renderApp({
    route: '/about',
    handlers: { BookDetails: { data: { book: buildBookDetails() } } },
  });
  await screen.findByRole('heading', { level: 1 });
  // On the first page the server's elements stay.
  expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(5);

  await user.click(screen.getAllByRole('link', { name: 'Articles' })[0]);
  await waitFor(() => expect(document.title).toBe('Articles | Panelhouse Comics'));
  expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  // The description is updated in place, never removed.
  expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
});

test("the next page's own Open Graph tags survive the cleanup", async () => {
  serverHead();
  const { user } = await renderApp({
    route: '/details/robot-dawn/book/3',
    handlers: {
      BookDetails: { data: { book: buildBookDetails() } },
      IssueDetails: { data: { issue: buildIssueDetails() } },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Robot Dawn' });
  await user.click(screen.getByRole('link', { name: 'Issue #2 Chapter 2' }));
  await waitFor(() => expect(document.title).toMatch(/ - Robot Dawn #2 \| Panelhouse Comics$/));
  expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
  const ogTitle = document.head.querySelector('meta[property="og:title"]');
  expect(ogTitle?.getAttribute('content')).toMatch(/ - Robot Dawn #2$/);
  expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
    'href',
    '/feeds/books/3.atom',
  );
});

test("a no-index first page keeps the server's one robots tag, and it goes on the way to an indexed page", async () => {
  document.head.innerHTML = '<meta data-server-head name="robots" content="noindex" />';
  const { user } = await renderApp({ route: '/reset-password/tok-abc' });
  await screen.findByRole('heading', { name: 'Reset Password' });
  await waitFor(() => expect(document.title).toBe('Reset Password | Panelhouse Comics'));
  // Not doubled by the page's own noindex once it has hydrated.
  expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);

  await user.click(screen.getAllByRole('link', { name: 'Articles' })[0]);
  await waitFor(() => expect(document.title).toBe('Articles | Panelhouse Comics'));
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});
