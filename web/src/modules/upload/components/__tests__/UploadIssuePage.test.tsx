import { gql } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile, pageFile } from '../../../../test/uploadFixtures';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });
const form = () => within(screen.getByRole('form', { name: 'Add an issue' }));
const credited = () =>
  within(form().getByRole('list', { name: 'Work credits' }))
    .getAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent);

const previous = [
  {
    __typename: 'WorkCreditView',
    user: { __typename: 'User', id: 7, username: 'inkslinger', photoUrl: '/me.webp' },
    roles: ['WRITER', 'ARTIST'],
  },
  {
    __typename: 'WorkCreditView',
    user: { __typename: 'User', id: 9, username: 'colorqueen', photoUrl: '/cq.webp' },
    roles: ['COLORIST'],
  },
];

async function renderAddIssue(handlers: Record<string, MockHandler> = {}) {
  const utils = await renderApp({
    route: '/upload-issue/moon-knights/book/3',
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: { PreviousIssueCredits: { data: { previousIssueCredits: previous } }, ...handlers },
  });
  await screen.findByRole('form', { name: 'Add an issue' });
  return utils;
}

describe('add an issue', () => {
  it('prefills the credits of the previous issue', async () => {
    const { callsOf } = await renderAddIssue();
    expect(callsOf('PreviousIssueCredits')[0].variables).toEqual({ bookId: 3 });
    expect(credited()).toEqual(['inkslinger', 'colorqueen']);
    expect(
      within(form().getByRole('group', { name: 'colorqueen' })).getByLabelText('Colorist'),
    ).toBeChecked();
    expect(
      within(form().getByRole('group', { name: 'inkslinger' })).getByLabelText('Artist'),
    ).toBeChecked();
  });

  it('credits the uploader when the previous credits cannot be loaded', async () => {
    await renderAddIssue({ PreviousIssueCredits: gqlError('x', 'NOT_FOUND') });
    expect(credited()).toEqual(['inkslinger']);
  });

  it('has only the issue fields', async () => {
    await renderAddIssue();
    expect(form().queryByLabelText('Book title')).toBeNull();
    expect(form().queryByLabelText('URL slug')).toBeNull();
    expect(form().getByLabelText('Issue title')).toBeInTheDocument();
  });

  it('sends createIssue and goes to the new issue', async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, location } = await renderAddIssue();
    await user.type(form().getByLabelText('Issue title'), 'Orbit');
    await user.type(form().getByLabelText('Issue description'), 'Going round.');
    const cover = coverFile('issue.png');
    await user.upload(form().getByLabelText('Issue cover'), cover);
    await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png')]);
    await form().findByText('a.png');
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    const variables = mockedUpload.mock.calls[0][0].variables as Record<string, any>;
    expect(variables).toEqual({
      bookId: 3,
      input: {
        title: 'Orbit',
        description: 'Going round.',
        credits: [
          { userId: 7, roles: ['WRITER', 'ARTIST'] },
          { userId: 9, roles: ['COLORIST'] },
        ],
      },
      cover,
      pages: [expect.any(File)],
    });
    await waitFor(() => expect(location()).toBe('/details/moon-knights/book/3/issue/5'));
  });

  it('schedules the issue: the labelled Release at field, with the time zone, sends an ISO time', async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user } = await renderAddIssue();
    const field = form().getByLabelText('Release at (optional)');
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveAccessibleDescription(
      /Your time zone: .+\. Leave empty to publish at once/,
    );
    await user.type(form().getByLabelText('Issue title'), 'Orbit');
    await user.type(form().getByLabelText('Issue description'), 'Going round.');
    await user.upload(form().getByLabelText('Issue cover'), coverFile('issue.png'));
    await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png')]);
    await form().findByText('a.png');
    fireEvent.change(field, { target: { value: '2026-12-01T18:30' } });
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    const variables = mockedUpload.mock.calls[0][0].variables as Record<string, any>;
    expect(variables.input.releaseAt).toBe(new Date('2026-12-01T18:30').toISOString());
  });

  it("drops the book's cached issue list, which lacks the new issue", async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 2, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, client, location } = await renderAddIssue();
    const cachedBook = gql`
      query CachedBook {
        book(id: 3) {
          id
          title
          issueCount
          issues(first: 100) {
            nodes {
              id
              issueNumber
            }
          }
        }
      }
    `;
    client.writeQuery({
      query: cachedBook,
      data: {
        book: {
          __typename: 'Book',
          id: 3,
          title: 'Moon Knights',
          issueCount: 1,
          issues: {
            __typename: 'IssueConnection',
            nodes: [{ __typename: 'Issue', id: 98, issueNumber: 1 }],
          },
        },
      },
    });
    await user.type(form().getByLabelText('Issue title'), 'Orbit');
    await user.type(form().getByLabelText('Issue description'), 'Going round.');
    await user.upload(form().getByLabelText('Issue cover'), coverFile('issue.png'));
    await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png')]);
    await form().findByText('a.png');
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    await waitFor(() => expect(location()).toBe('/details/moon-knights/book/3/issue/2'));
    const book = (client.cache.extract() as Record<string, Record<string, unknown>>)['Book:3'];
    expect(book.title).toBe('Moon Knights');
    // Every cached page of `issues(first:, after:)` goes, whatever its arguments.
    expect(Object.keys(book).filter((key) => key.startsWith('issues'))).toEqual([]);
    expect(book).not.toHaveProperty('issueCount');
  });
});
