import { MESSAGES } from '@shared/limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile, pageFile } from '../../../../test/uploadFixtures';
import { UPLOAD_TEXTS } from '../../texts';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });
const route = '/edit-upload/moon-knights/book/3/issue/2';
const form = () => within(screen.getByRole('form', { name: 'Edit issue' }));

const image = (url: string, originalName: string | null = null) => ({
  __typename: 'Image',
  url,
  width: 1988,
  height: 3056,
  originalName,
});

const issue = {
  __typename: 'Issue',
  id: 30,
  issueNumber: 2,
  title: 'Landing',
  description: 'They land.',
  releaseAt: '2020-04-01T12:00:00.000Z',
  isReleased: true,
  cover: image('/media/issue-cover.webp', 'issue.png'),
  // Served out of order on purpose: the form shows them by page number.
  pages: {
    __typename: 'PageConnection',
    nodes: [
      { __typename: 'Page', id: 302, pageNumber: 2, image: image('/media/p2.webp', 'two.png') },
      { __typename: 'Page', id: 301, pageNumber: 1, image: image('/media/p1.webp', 'one.png') },
      { __typename: 'Page', id: 303, pageNumber: 3, image: image('/media/p3.webp', 'three.png') },
    ],
  },
  credits: [
    {
      __typename: 'WorkCreditView',
      user: { __typename: 'User', id: 7, username: 'inkslinger', photoUrl: '/me.webp' },
      roles: ['WRITER'],
    },
    {
      __typename: 'WorkCreditView',
      user: { __typename: 'User', id: 9, username: 'colorqueen', photoUrl: '/cq.webp' },
      roles: ['COLORIST', 'INKER'],
    },
  ],
  book: { __typename: 'Book', id: 3, title: 'Moon Knights', urlSlug: 'moon-knights' },
};

// The API's answer for the issue being edited: the owner deletes only the latest of several issues.
const viewerCan = (canDelete: boolean): MockHandler => ({
  data: {
    editableIssue: {
      __typename: 'Issue',
      id: 30,
      viewerCan: { __typename: 'IssueViewerCan', edit: true, delete: canDelete, addIssue: true },
    },
  },
});

async function renderEdit(handlers: Record<string, MockHandler> = {}) {
  const utils = await renderApp({
    route,
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: {
      EditableIssue: { data: { editableIssue: issue } },
      BookIssueCount: viewerCan(true),
      ...handlers,
    },
  });
  return utils;
}

function pageNames() {
  return screen
    .getAllByTestId('page-item')
    .map(
      (item) =>
        `${item.querySelector('.page-list__label')?.textContent}: ${item.querySelector('.page-list__name')?.textContent}`,
    );
}

describe('edit an issue', () => {
  it('shows a spinner until the issue loads, then the form with its values', async () => {
    let answer!: (value: unknown) => void;
    const { callsOf } = await renderEdit({
      EditableIssue: () => new Promise((resolve) => (answer = resolve as never)) as never,
    });
    expect(await screen.findByText('Loading issue')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await act(async () => answer({ data: { editableIssue: issue } }));
    await screen.findByRole('form', { name: 'Edit issue' });
    expect(callsOf('EditableIssue')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
    expect(form().getByLabelText('Issue title')).toHaveValue('Landing');
    expect(form().getByLabelText('Issue description')).toHaveValue('They land.');
    expect(form().getByAltText('Current replace issue cover')).toHaveAttribute(
      'src',
      '/media/issue-cover.webp',
    );
    expect(pageNames()).toEqual(['Page 1: one.png', 'Page 2: two.png', 'Page 3: three.png']);
    expect(
      within(form().getByRole('group', { name: 'colorqueen' })).getByLabelText('Colorist'),
    ).toBeChecked();
    expect(
      within(form().getByRole('group', { name: 'colorqueen' })).getByLabelText('Writer'),
    ).not.toBeChecked();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('shows the 404 page for an issue that is not the viewer\u2019s', async () => {
    await renderEdit({ EditableIssue: gqlError('Not found', 'NOT_FOUND') });
    expect(
      await screen.findByRole('heading', { name: '404: Uh-Oh! Page Not Found!' }),
    ).toBeInTheDocument();
  });

  it('sends one updateIssue with the page order, new pages, and no cover unless replaced', async () => {
    mockedUpload.mockResolvedValue({
      data: { updateIssue: { id: 30, issueNumber: 2, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, location } = await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    await user.upload(form().getByLabelText('Add pages'), [
      pageFile('new-a.png'),
      pageFile('new-b.png'),
    ]);
    await form().findByText('new-b.png');
    expect(pageNames()).toEqual([
      'Page 1: new-a.png',
      'Page 2: new-b.png',
      'Page 3: one.png',
      'Page 4: two.png',
      'Page 5: three.png',
    ]);
    await user.click(form().getByRole('button', { name: 'Remove page 4' }));
    const removed = within(form().getByRole('list', { name: 'Pages to be removed' }));
    expect(removed.getByText('two.png')).toBeInTheDocument();
    await user.clear(form().getByLabelText('Issue title'));
    await user.type(form().getByLabelText('Issue title'), 'Touchdown');
    await user.click(form().getByRole('button', { name: 'Save Issue' }));

    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    const variables = mockedUpload.mock.calls[0][0].variables as Record<string, any>;
    expect(variables).toEqual({
      bookId: 3,
      issueNumber: 2,
      input: {
        title: 'Touchdown',
        description: 'They land.',
        credits: [
          { userId: 7, roles: ['WRITER'] },
          { userId: 9, roles: ['COLORIST', 'INKER'] },
        ],
      },
      pageOrder: [
        { newPageIndex: 0 },
        { newPageIndex: 1 },
        { existingPageId: 301 },
        { existingPageId: 303 },
      ],
      newPages: [expect.any(File), expect.any(File)],
    });
    expect((variables.newPages as File[]).map((f) => f.name)).toEqual(['new-a.png', 'new-b.png']);
    expect(variables).not.toHaveProperty('cover');
    expect(await screen.findByText(UPLOAD_TEXTS.success)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/details/moon-knights/book/3/issue/2'));
  });

  it('a scheduled issue shows its badge and Release at field, and sends the moved time', async () => {
    mockedUpload.mockResolvedValue({
      data: { updateIssue: { id: 30, issueNumber: 2, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const scheduled = { ...issue, isReleased: false, releaseAt: '2030-01-02T03:04:00.000Z' };
    const { user } = await renderEdit({ EditableIssue: { data: { editableIssue: scheduled } } });
    await screen.findByRole('form', { name: 'Edit issue' });
    expect(form().getByText(/^Scheduled for /)).toBeInTheDocument();
    const field = form().getByLabelText('Release at');
    expect(new Date((field as HTMLInputElement).value).toISOString()).toBe(scheduled.releaseAt);
    fireEvent.change(field, { target: { value: '2030-02-01T10:00' } });
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    const variables = mockedUpload.mock.calls[0][0].variables as Record<string, any>;
    expect(variables.input.releaseAt).toBe(new Date('2030-02-01T10:00').toISOString());
  });

  it('a released issue has no Release at field and sends no release time', async () => {
    await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    expect(form().queryByLabelText(/Release at/)).toBeNull();
    expect(form().queryByText(/^Scheduled for /)).toBeNull();
  });

  it('keeps a page marked for removal when asked', async () => {
    const { user } = await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    await user.click(form().getByRole('button', { name: 'Remove page 1' }));
    expect(pageNames()).toEqual(['Page 1: two.png', 'Page 2: three.png']);
    await user.click(form().getByRole('button', { name: 'Keep one.png' }));
    expect(form().queryByRole('list', { name: 'Pages to be removed' })).toBeNull();
    expect(pageNames()).toEqual(['Page 1: two.png', 'Page 2: three.png', 'Page 3: one.png']);
  });

  it('checks and sends a replacement cover', async () => {
    mockedUpload.mockResolvedValue({
      data: { updateIssue: { id: 30, issueNumber: 2, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user } = await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    const input = form().getByLabelText('Replace issue cover');
    await user.upload(input, coverFile('bad.png', { width: 300 }));
    expect(await form().findByText(MESSAGES.fileDimensions(320, 485))).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    expect(mockedUpload).not.toHaveBeenCalled();
    const good = coverFile('good.png');
    await user.upload(input, good);
    await waitFor(() => expect(form().queryByText(MESSAGES.fileDimensions(320, 485))).toBeNull());
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    expect(mockedUpload.mock.calls[0][0].variables).toMatchObject({ cover: good });
  });

  it('needs at least one page', async () => {
    const { user } = await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    for (let i = 0; i < 3; i += 1)
      await user.click(form().getByRole('button', { name: 'Remove page 1' }));
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    expect(await form().findByText(MESSAGES.issueAssetsRequired)).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('shows the update failure text and keeps the edits', async () => {
    mockedUpload.mockResolvedValue({ data: null, errors: [{ message: 'db down' }] });
    const { user, location } = await renderEdit();
    await screen.findByRole('form', { name: 'Edit issue' });
    await user.clear(form().getByLabelText('Issue title'));
    await user.type(form().getByLabelText('Issue title'), 'Touchdown');
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.updateError);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(form().getByLabelText('Issue title')).toHaveValue('Touchdown');
    expect(location()).toBe(route);
  });

  describe('Delete Issue', () => {
    it('is offered on the latest issue only', async () => {
      await renderEdit({ BookIssueCount: viewerCan(true) });
      expect(await screen.findByRole('heading', { name: 'Delete Issue' })).toBeInTheDocument();
    });

    it('is hidden on an earlier issue', async () => {
      const { callsOf } = await renderEdit({ BookIssueCount: viewerCan(false) });
      await screen.findByRole('form', { name: 'Edit issue' });
      await waitFor(() => expect(callsOf('BookIssueCount')).toHaveLength(1));
      await act(async () => {});
      expect(screen.queryByRole('heading', { name: 'Delete Issue' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Issue' })).toBeNull();
    });

    it('is hidden on a book\u2019s only issue (that is deleted with the book)', async () => {
      const { callsOf } = await renderEdit({
        EditableIssue: { data: { editableIssue: { ...issue, issueNumber: 1 } } },
        BookIssueCount: viewerCan(false),
      });
      await screen.findByRole('form', { name: 'Edit issue' });
      await waitFor(() => expect(callsOf('BookIssueCount')).toHaveLength(1));
      await act(async () => {});
      expect(screen.queryByRole('heading', { name: 'Delete Issue' })).toBeNull();
    });

    it('is hidden while the issue count is unknown', async () => {
      await renderEdit({ BookIssueCount: gqlError('boom', 'INTERNAL_SERVER_ERROR') });
      await screen.findByRole('form', { name: 'Edit issue' });
      await act(async () => {});
      expect(screen.queryByRole('heading', { name: 'Delete Issue' })).toBeNull();
    });

    it('confirms, shows the deleting state, then goes to the profile', async () => {
      let answer!: (value: unknown) => void;
      const { user, location, callsOf } = await renderEdit({
        DeleteIssue: () => new Promise((resolve) => (answer = resolve as never)) as never,
      });
      await user.click(await screen.findByRole('button', { name: 'Delete Issue' }));
      const dialog = screen.getByRole('dialog', { name: UPLOAD_TEXTS.deleteQuestion });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(screen.getByTestId('modal-backdrop'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByText(UPLOAD_TEXTS.deleting)).toBeInTheDocument();
      expect(dialog).toHaveTextContent(UPLOAD_TEXTS.deletePatience);
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(callsOf('DeleteIssue')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
      await act(async () => answer({ data: { deleteIssue: true } }));
      await waitFor(() => expect(location()).toBe('/profile/inkslinger'));
    });

    it('Cancel closes the dialog without deleting', async () => {
      const { user, callsOf } = await renderEdit();
      await user.click(await screen.findByRole('button', { name: 'Delete Issue' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsOf('DeleteIssue')).toHaveLength(0);
    });

    it('shows the failure text and stays', async () => {
      const { user, location } = await renderEdit({ DeleteIssue: gqlError('nope', 'FORBIDDEN') });
      await user.click(await screen.findByRole('button', { name: 'Delete Issue' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
      expect(dialog).not.toHaveTextContent(UPLOAD_TEXTS.deleting);
      expect(location()).toBe(route);
    });
  });
});
