import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { uploadRequest } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile } from '../../../../test/uploadFixtures';
import { UPLOAD_TEXTS } from '../../texts';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });
const route = '/edit-upload/moon-knights/book/3';
const form = () => within(screen.getByRole('form', { name: 'Edit book' }));

const book = {
  __typename: 'Book',
  id: 3,
  title: 'Moon Knights',
  description: 'Knights on the moon.',
  urlSlug: 'moon-knights',
  contentRating: 'T',
  status: 'HIATUS',
  removed: false,
  genres: ['action', 'sci-fi'],
  issueCount: 4,
  cover: {
    __typename: 'Image',
    url: '/media/book.webp',
    width: 320,
    height: 485,
    originalName: 'book.png',
  },
};

async function renderEdit(handlers: Record<string, MockHandler> = {}) {
  const utils = await renderApp({
    route,
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: { EditableBook: { data: { editableBook: book } }, ...handlers },
  });
  await screen.findByRole('form', { name: 'Edit book' });
  return utils;
}

describe('edit a book', () => {
  it('starts from the book, including its genres and status', async () => {
    await renderEdit();
    expect(form().getByLabelText('Book title')).toHaveValue('Moon Knights');
    expect(form().getByLabelText('URL slug')).toHaveValue('moon-knights');
    expect(form().getByLabelText('Teen (T)')).toBeChecked();
    expect(form().getByLabelText('Action')).toBeChecked();
    expect(form().getByLabelText('Sci-Fi')).toBeChecked();
    expect(form().getByLabelText('Horror')).not.toBeChecked();
    expect(form().getByLabelText('Hiatus')).toBeChecked();
    expect(form().getAllByRole('radio', { name: /Ongoing|Completed|Hiatus/ })).toHaveLength(3);
    expect(form().getByAltText('Current replace book cover')).toHaveAttribute(
      'src',
      '/media/book.webp',
    );
  });

  it('does not derive the loaded slug from a new title', async () => {
    const { user } = await renderEdit();
    await user.type(form().getByLabelText('Book title'), ' Returns');
    expect(form().getByLabelText('URL slug')).toHaveValue('moon-knights');
  });

  it('needs a genre', async () => {
    const { user } = await renderEdit();
    await user.click(form().getByLabelText('Action'));
    await user.click(form().getByLabelText('Sci-Fi'));
    await user.click(form().getByRole('button', { name: 'Save Book' }));
    expect(await form().findByText(MESSAGES.genresRequired)).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('sends updateBook (lower-case genres, status, no cover unless replaced) and goes to the book', async () => {
    mockedUpload.mockResolvedValue({ data: { updateBook: { id: 3, urlSlug: 'moon-riders' } } });
    const { user, location } = await renderEdit();
    await user.clear(form().getByLabelText('URL slug'));
    await user.type(form().getByLabelText('URL slug'), 'moon-riders');
    await user.click(form().getByLabelText('Graphic Novel'));
    await user.click(form().getByLabelText('Completed'));
    await user.click(form().getByLabelText('Mature (M)'));
    await user.click(form().getByRole('button', { name: 'Save Book' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    expect(mockedUpload.mock.calls[0][0].variables).toEqual({
      bookId: 3,
      input: {
        title: 'Moon Knights',
        description: 'Knights on the moon.',
        urlSlug: 'moon-riders',
        contentRating: 'M',
        genres: ['action', 'graphic novel', 'sci-fi'],
        status: 'COMPLETED',
      },
    });
    expect(await screen.findByText(UPLOAD_TEXTS.success)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/details/moon-riders/book/3'));
  });

  it('sends a replacement cover only after it passes the checks', async () => {
    mockedUpload.mockResolvedValue({ data: { updateBook: { id: 3, urlSlug: 'moon-knights' } } });
    const { user } = await renderEdit();
    await user.upload(
      form().getByLabelText('Replace book cover'),
      coverFile('big.png', { size: 2 * 1024 * 1024 }),
    );
    expect(
      await form().findByText('This file size is too large. The max file size is 1 MB'),
    ).toBeInTheDocument();
    const good = coverFile('good.png');
    await user.upload(form().getByLabelText('Replace book cover'), good);
    await user.click(form().getByRole('button', { name: 'Save Book' }));
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    expect(mockedUpload.mock.calls[0][0].variables).toMatchObject({ cover: good });
  });

  it('shows the update failure text', async () => {
    mockedUpload.mockResolvedValue({
      data: null,
      errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }],
    });
    const { user } = await renderEdit();
    await user.click(form().getByRole('button', { name: 'Save Book' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      MESSAGES.updateError,
    );
  });

  it('deletes the book after confirmation and goes to the profile', async () => {
    const { user, location, callsOf } = await renderEdit({
      DeleteBook: { data: { deleteBook: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Book' }));
    const dialog = screen.getByRole('dialog', { name: UPLOAD_TEXTS.deleteQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/profile/inkslinger'));
    expect(callsOf('DeleteBook')[0].variables).toEqual({ bookId: 3 });
  });

  it('keeps the dialog with an error when the delete fails', async () => {
    const { user, location } = await renderEdit({
      DeleteBook: gqlError('db', 'INTERNAL_SERVER_ERROR'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Book' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(location()).toBe(route);
  });
});
