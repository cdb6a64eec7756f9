import { LIMITS, MESSAGES } from '@shared/limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile, pageFile } from '../../../../test/uploadFixtures';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });

// Whole-form journeys (fill, upload, redirect) on a shared machine.
jest.setTimeout(20_000);

beforeEach(() => mockedUpload.mockReset());

const pageTextsOk: MockHandler = {
  data: { updatePageTexts: { __typename: 'Issue', id: 99 } },
};

describe('describing pages on the add-issue screen', () => {
  const form = () => within(screen.getByRole('form', { name: 'Add an issue' }));

  async function fillIssue(
    user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  ) {
    await user.type(form().getByLabelText('Issue title'), 'Orbit');
    await user.type(form().getByLabelText('Issue description'), 'Going round.');
    await user.upload(form().getByLabelText('Issue cover'), coverFile('issue.png'));
    await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png'), pageFile('b.png')]);
    await form().findByText('b.png');
  }

  function renderAddIssue(handlers: Record<string, MockHandler> = {}) {
    return renderApp({
      route: '/upload-issue/moon-knights/book/3',
      signedInAs: me,
      wrapper: StubDimensions,
      handlers: {
        PreviousIssueCredits: {
          data: {
            previousIssueCredits: [
              {
                __typename: 'WorkCreditView',
                user: { __typename: 'User', id: 7, username: 'inkslinger', photoUrl: '/me.webp' },
                roles: ['WRITER'],
              },
            ],
          },
        },
        ...handlers,
      },
    });
  }

  it('each page has a folded "Describe page" with labelled alt text and transcript; they are saved after the upload by page number', async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, callsOf, location } = await renderAddIssue({ UpdatePageTexts: pageTextsOk });
    await screen.findByRole('form', { name: 'Add an issue' });
    await fillIssue(user);
    const [first, second] = screen.getAllByTestId('page-item');
    const describe = within(second).getByText('Describe page 2');
    expect(describe.closest('details')).not.toHaveAttribute('open');
    await user.click(describe);
    fireEvent.change(within(second).getByLabelText('Alt text'), {
      target: { value: 'A ship leaves the moon.' },
    });
    fireEvent.change(within(second).getByLabelText('Transcript'), {
      target: { value: 'PILOT: Hold on!\nSFX: WHOOSH' },
    });
    expect(within(second).getByText(/\(described\)/)).toBeInTheDocument();
    expect(within(first).queryByText(/\(described\)/)).toBeNull();
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    await waitFor(() => expect(callsOf('UpdatePageTexts')).toHaveLength(1));
    expect(callsOf('UpdatePageTexts')[0].variables).toEqual({
      bookId: 3,
      issueNumber: 5,
      pages: [
        {
          pageNumber: 2,
          altText: 'A ship leaves the moon.',
          transcript: 'PILOT: Hold on!\nSFX: WHOOSH',
        },
      ],
    });
    await waitFor(() => expect(location()).toBe('/details/moon-knights/book/3/issue/5'));
  });

  it('sends no page texts when no page is described', async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, callsOf, location } = await renderAddIssue();
    await screen.findByRole('form', { name: 'Add an issue' });
    await fillIssue(user);
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    await waitFor(() => expect(location()).toBe('/details/moon-knights/book/3/issue/5'));
    expect(callsOf('UpdatePageTexts')).toHaveLength(0);
  });

  it('an over-long alt text or transcript shows the spec-style message and nothing is uploaded', async () => {
    const { user } = await renderAddIssue();
    await screen.findByRole('form', { name: 'Add an issue' });
    await fillIssue(user);
    const [first] = screen.getAllByTestId('page-item');
    await user.click(within(first).getByText('Describe page 1'));
    const alt = within(first).getByLabelText('Alt text');
    fireEvent.change(alt, { target: { value: 'a'.repeat(LIMITS.altTextMax + 1) } });
    expect(within(first).getByText(MESSAGES.altTextMax)).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt.getAttribute('aria-describedby')).toContain(
      within(first).getByText(MESSAGES.altTextMax).id,
    );
    const transcript = within(first).getByLabelText('Transcript');
    fireEvent.change(transcript, { target: { value: 't'.repeat(LIMITS.transcriptMax + 1) } });
    expect(within(first).getByText(MESSAGES.transcriptMax)).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    expect(await form().findByText(`Page 1: ${MESSAGES.altTextMax}`)).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it("shows the server's message when saving the texts fails", async () => {
    mockedUpload.mockResolvedValue({
      data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user } = await renderAddIssue({ UpdatePageTexts: gqlError(MESSAGES.transcriptMax) });
    await screen.findByRole('form', { name: 'Add an issue' });
    await fillIssue(user);
    const [first] = screen.getAllByTestId('page-item');
    await user.click(within(first).getByText('Describe page 1'));
    await user.type(within(first).getByLabelText('Alt text'), 'Stars.');
    await user.click(form().getByRole('button', { name: 'Upload Issue' }));
    expect(
      await screen.findByText(MESSAGES.transcriptMax, { selector: '[role="dialog"] *' }),
    ).toBeInTheDocument();
  });
});

describe('describing pages on the edit-issue screen', () => {
  const form = () => within(screen.getByRole('form', { name: 'Edit issue' }));
  const image = (url: string) => ({
    __typename: 'Image',
    url,
    width: 1988,
    height: 3056,
    originalName: null,
  });
  const page = (id: number, n: number) => ({
    __typename: 'Page',
    id,
    pageNumber: n,
    image: image(`/media/p${n}.webp`),
  });
  const texts = (id: number, altText: string | null, transcript: string | null) => ({
    __typename: 'Page',
    id,
    altText,
    transcript,
  });
  const issue = {
    __typename: 'Issue',
    id: 30,
    issueNumber: 2,
    title: 'Landing',
    description: 'They land.',
    isReleased: true,
    releaseAt: '2026-01-02T03:04:00.000Z',
    cover: image('/media/issue-cover.webp'),
    pages: {
      __typename: 'PageConnection',
      nodes: [page(301, 1), page(302, 2)],
    },
    credits: [
      {
        __typename: 'WorkCreditView',
        user: { __typename: 'User', id: 7, username: 'inkslinger', photoUrl: '/me.webp' },
        roles: ['WRITER'],
      },
    ],
    book: { __typename: 'Book', id: 3, title: 'Moon Knights', urlSlug: 'moon-knights' },
  };

  it('loads the stored texts; a cleared text is sent as null', async () => {
    mockedUpload.mockResolvedValue({
      data: { updateIssue: { id: 30, issueNumber: 2, book: { id: 3, urlSlug: 'moon-knights' } } },
    });
    const { user, callsOf } = await renderApp({
      route: '/edit-upload/moon-knights/book/3/issue/2',
      signedInAs: me,
      wrapper: StubDimensions,
      handlers: {
        EditableIssue: { data: { editableIssue: issue } },
        BookIssueCount: {
          data: {
            editableIssue: {
              __typename: 'Issue',
              id: 30,
              viewerCan: {
                __typename: 'IssueViewerCan',
                edit: true,
                delete: false,
                addIssue: true,
              },
            },
          },
        },
        EditablePageTexts: {
          data: {
            editableIssue: {
              __typename: 'Issue',
              id: 30,
              pages: {
                __typename: 'PageConnection',
                nodes: [texts(301, 'Old alt', 'Old words'), texts(302, null, null)],
              },
            },
          },
        },
        UpdatePageTexts: pageTextsOk,
      },
    });
    await screen.findByRole('form', { name: 'Edit issue' });
    const [first] = screen.getAllByTestId('page-item');
    await user.click(within(first).getByText('Describe page 1'));
    expect(within(first).getByLabelText('Alt text')).toHaveValue('Old alt');
    expect(within(first).getByLabelText('Transcript')).toHaveValue('Old words');
    await user.clear(within(first).getByLabelText('Transcript'));
    await user.click(form().getByRole('button', { name: 'Save Issue' }));
    await waitFor(() => expect(callsOf('UpdatePageTexts')).toHaveLength(1));
    expect(callsOf('UpdatePageTexts')[0].variables).toEqual({
      bookId: 3,
      issueNumber: 2,
      pages: [{ pageNumber: 1, altText: 'Old alt', transcript: null }],
    });
  });
});
