import { screen, waitFor, within } from '@testing-library/react';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile } from '../../../../test/uploadFixtures';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });
const form = () => within(screen.getByRole('form', { name: 'Add an issue' }));
const archiveFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'moon-5.cbz', { type: 'application/zip' });

async function renderAddIssue() {
  const utils = await renderApp({
    route: '/upload-issue/moon-knights/book/3',
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: { PreviousIssueCredits: { data: { previousIssueCredits: [] } } },
  });
  await screen.findByRole('form', { name: 'Add an issue' });
  return utils;
}

beforeEach(() => mockedUpload.mockReset());

it('imports a .cbz: the server preview fills the details, lists pages and unresolved names; the archive is sent instead of pages', async () => {
  mockedUpload.mockResolvedValueOnce({
    data: {
      inspectArchive: {
        title: 'Moon Knights #5',
        description: 'The dark side.',
        pageNames: ['p1.png', 'p2.png', 'p10.png'],
        credits: [{ userId: 9, username: 'colorqueen', roles: ['COLORIST'] }],
        unresolvedCredits: [{ name: 'Jane Doe', role: 'LETTERER' }],
      },
    },
  });
  const { user } = await renderAddIssue();
  const archive = archiveFile();
  await user.upload(form().getByLabelText('Or import a .cbz or .zip'), archive);
  const pages = await form().findByRole('list', { name: 'Pages from the archive' });
  expect(
    within(pages)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['p1.png', 'p2.png', 'p10.png']);
  expect(mockedUpload.mock.calls[0][0].variables).toEqual({ archive });
  expect(form().getByLabelText('Issue title')).toHaveValue('Moon Knights #5');
  expect(form().getByLabelText('Issue description')).toHaveValue('The dark side.');
  expect(
    within(form().getByRole('list', { name: 'Unresolved credits' })).getByText(
      'Jane Doe (Letterer)',
    ),
  ).toBeInTheDocument();
  // The separate page picker is gone while an archive brings the pages.
  expect(form().queryByLabelText('Add pages')).toBeNull();

  mockedUpload.mockResolvedValueOnce({
    data: { createIssue: { id: 99, issueNumber: 5, book: { id: 3, urlSlug: 'moon-knights' } } },
  });
  await user.click(
    within(form().getByRole('group', { name: 'inkslinger' })).getByLabelText('Writer'),
  );
  const cover = coverFile('issue.png');
  await user.upload(form().getByLabelText('Issue cover'), cover);
  await user.click(form().getByRole('button', { name: 'Upload Issue' }));
  await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(2));
  expect(mockedUpload.mock.calls[1][0].variables).toEqual({
    bookId: 3,
    input: {
      title: 'Moon Knights #5',
      description: 'The dark side.',
      credits: [
        { userId: 7, roles: ['WRITER'] },
        { userId: 9, roles: ['COLORIST'] },
      ],
    },
    cover,
    pages: [],
    archive,
  });
  // Many user events on a busy shared machine: more room than the default 5 s.
}, 30_000);

it('shows the server’s message for a refused archive and keeps the page picker', async () => {
  mockedUpload.mockResolvedValueOnce({
    data: null,
    errors: [
      {
        message: 'The archive is damaged or is not a ZIP/CBZ file',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ],
  });
  const { user } = await renderAddIssue();
  await user.upload(form().getByLabelText('Or import a .cbz or .zip'), archiveFile());
  expect(
    await form().findByText('moon-5.cbz: The archive is damaged or is not a ZIP/CBZ file'),
  ).toBeInTheDocument();
  expect(form().getByLabelText('Add pages')).toBeInTheDocument();
});
