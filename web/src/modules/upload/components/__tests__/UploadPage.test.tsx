import { LIMITS, MESSAGES } from '@shared/limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadRequest, type UploadOptions, type UploadResult } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import {
  StubDimensions,
  coverFile,
  imageFile,
  pageFile,
} from '../../../../test/uploadFixtures';
import { UPLOAD_TEXTS } from '../../texts';

jest.mock('../../../../apollo/upload', () => ({ uploadRequest: jest.fn() }));
const mockedUpload = uploadRequest as jest.MockedFunction<typeof uploadRequest>;

const me = buildUser({ id: 7, username: 'inkslinger' });
const form = () => within(screen.getByRole('form', { name: 'Upload a book' }));

function users(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    __typename: 'User',
    id: 100 + i,
    username: `artist${i}`,
    photoUrl: `/media/u${i}.webp`,
  }));
}

async function renderUpload(handlers = {}, fakeTimers = false) {
  const utils = await renderApp({
    route: '/upload',
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: {
      CreditableUsers: ({ query }: Record<string, unknown>) => ({
        data: {
          creditableUsers: users(12).filter((u) => u.username.includes(String(query))),
        },
      }),
      ...handlers,
    },
    fakeTimers,
  });
  await screen.findByRole('form', { name: 'Upload a book' });
  return utils;
}

type Utils = Awaited<ReturnType<typeof renderUpload>>;

async function fillValidForm({ user }: Utils) {
  await user.type(form().getByLabelText('Book title'), 'Moon Knights');
  await user.type(form().getByLabelText('Book description'), 'Knights on the moon.');
  await user.click(form().getByLabelText('Teen (T)'));
  await user.click(form().getByLabelText('Sci-Fi'));
  await user.click(form().getByLabelText('Action'));
  await user.upload(form().getByLabelText('Book cover'), coverFile('book.png'));
  await user.type(form().getByLabelText('Issue title'), 'Landing');
  await user.type(form().getByLabelText('Issue description'), 'They land.');
  await user.upload(form().getByLabelText('Issue cover'), coverFile('issue.png'));
  await user.upload(form().getByLabelText('Add pages'), [pageFile('p1.png'), pageFile('p2.png')]);
  await form().findByText('p2.png');
  const mine = within(form().getByRole('group', { name: 'inkslinger' }));
  await user.click(mine.getByLabelText('Writer'));
  await user.click(mine.getByLabelText('Artist'));
}

function pageNames() {
  return screen.getAllByTestId('page-item').map((item) => {
    const label = item.querySelector('.page-list__label')?.textContent;
    const name = item.querySelector('.page-list__name')?.textContent;
    return `${label}: ${name}`;
  });
}

describe('upload a new book with its first issue', () => {
  it('links the publishing article and is not indexed', async () => {
    await renderUpload();
    expect(
      screen.getByRole('link', { name: /how to publish your comic book online/i }),
    ).toHaveAttribute('href', '/articles/how-to-publish-your-comic-book-online');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows every required-field message on an empty submit and sends nothing', async () => {
    const { user } = await renderUpload();
    await user.click(form().getByRole('button', { name: 'Upload' }));
    for (const message of [
      MESSAGES.bookTitleRequired,
      MESSAGES.bookDescriptionRequired,
      MESSAGES.slugRequired,
      MESSAGES.contentRatingRequired,
      MESSAGES.genresRequired,
      MESSAGES.fileRequired,
      MESSAGES.issueTitleRequired,
      MESSAGES.issueDescriptionRequired,
      MESSAGES.issueCoverRequired,
      MESSAGES.issueAssetsRequired,
      MESSAGES.workCreditCreditsRequired,
    ]) {
      expect(await form().findByText(message)).toBeInTheDocument();
    }
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['Book title', '51 characters', 'x'.repeat(LIMITS.titleMax + 1), MESSAGES.bookTitleMax],
    ['Issue title', '51 characters', 'x'.repeat(LIMITS.titleMax + 1), MESSAGES.issueTitleMax],
    ['Book description', '551 characters', 'x'.repeat(LIMITS.descriptionMax + 1), MESSAGES.descriptionMax],
    ['Issue description', '551 characters', 'x'.repeat(LIMITS.descriptionMax + 1), MESSAGES.descriptionMax],
    ['URL slug', '51 characters', 'x'.repeat(LIMITS.slugMax + 1), MESSAGES.slugMax],
    ['URL slug', 'double--hyphen', 'double--hyphen', MESSAGES.slugInvalid],
    ['URL slug', 'no spaces', 'no spaces', MESSAGES.slugInvalid],
    ['URL slug', '-leading', '-leading', MESSAGES.slugInvalid],
    ['Book title', 'with markup', 'A <b>bold</b> title', MESSAGES.markupNotAllowed],
  ])('%s of %s shows "%s"', async (label, _what, value, message) => {
    await renderUpload();
    fireEvent.change(form().getByLabelText(label), { target: { value } });
    expect(await form().findByText(message)).toBeInTheDocument();
  });

  it('accepts titles of 50 and descriptions of 550 characters', async () => {
    await renderUpload();
    fireEvent.change(form().getByLabelText('Book title'), { target: { value: 'x'.repeat(50) } });
    fireEvent.change(form().getByLabelText('Book description'), {
      target: { value: 'y'.repeat(550) },
    });
    expect(await form().findByText('550/550 characters')).toBeInTheDocument();
    expect(form().queryByText(MESSAGES.bookTitleMax)).toBeNull();
    expect(form().queryByText(MESSAGES.descriptionMax)).toBeNull();
    expect(form().getByLabelText('URL slug')).toHaveValue('x'.repeat(50));
  });

  it('derives the URL slug from the title until the slug is edited by hand', async () => {
    const { user } = await renderUpload();
    const title = form().getByLabelText('Book title');
    const slug = form().getByLabelText('URL slug');
    await user.type(title, 'Moon Knights: Vol. 1!');
    expect(slug).toHaveValue('moon-knights-vol-1');
    await user.clear(title);
    await user.type(title, 'Sun Riders');
    expect(slug).toHaveValue('sun-riders');
    await user.type(slug, '-remix');
    expect(slug).toHaveValue('sun-riders-remix');
    await user.type(title, ' Return');
    expect(title).toHaveValue('Sun Riders Return');
    expect(slug).toHaveValue('sun-riders-remix');
  });

  describe('covers', () => {
    it('shows the thumbnail guidance', async () => {
      await renderUpload();
      expect(form().getAllByText(/Thumbnail size must be: 320 x 485/)).toHaveLength(2);
    });

    const tooBig = 'This file size is too large. The max file size is 1 MB';
    it.each([
      ['Book cover', '321 x 485', { width: 321 }, MESSAGES.fileDimensions(320, 485)],
      ['Issue cover', '320 x 400', { height: 400 }, MESSAGES.fileDimensions(320, 485)],
      ['Book cover', '1 MB + 1 byte', { size: LIMITS.thumbnail.maxBytes + 1 }, tooBig],
      ['Issue cover', '1 MB + 1 byte', { size: LIMITS.thumbnail.maxBytes + 1 }, tooBig],
    ])('%s of %s is refused in the browser', async (label, _what, options, message) => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText(label), coverFile('c.png', options));
      expect(await form().findByText(message)).toBeInTheDocument();
      expect(form().getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    });

    it('accepts an exact 320 x 485 cover', async () => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText('Book cover'), coverFile('wide.png', { width: 321 }));
      expect(await form().findByText(MESSAGES.fileDimensions(320, 485))).toBeInTheDocument();
      await user.upload(form().getByLabelText('Book cover'), coverFile('good.png'));
      await waitFor(() =>
        expect(form().queryByText(MESSAGES.fileDimensions(320, 485))).toBeNull(),
      );
      expect(form().getByAltText('Book cover preview')).toBeInTheDocument();
    });
  });

  describe('pages', () => {
    it('numbers pages, adds new ones to the front, and removes them', async () => {
      const { user } = await renderUpload();
      const input = form().getByLabelText('Add pages');
      await user.upload(input, [pageFile('a.png'), pageFile('b.png')]);
      await form().findByText('b.png');
      expect(pageNames()).toEqual(['Page 1: a.png', 'Page 2: b.png']);
      await user.upload(input, [pageFile('c.png')]);
      await form().findByText('c.png');
      expect(pageNames()).toEqual(['Page 1: c.png', 'Page 2: a.png', 'Page 3: b.png']);
      await user.click(form().getByRole('button', { name: 'Remove page 2' }));
      expect(pageNames()).toEqual(['Page 1: c.png', 'Page 2: b.png']);
    });

    it('removes a page with the keyboard', async () => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png'), pageFile('b.png')]);
      await form().findByText('b.png');
      form().getByRole('button', { name: 'Remove page 1' }).focus();
      await user.keyboard('{Enter}');
      expect(pageNames()).toEqual(['Page 1: b.png']);
    });

    it('lists rejected files with their reasons and keeps the good ones', async () => {
      const { user } = await renderUpload();
      // `accept` filters the picker; a drag-and-drop or "All files" choice still gets here.
      fireEvent.change(form().getByLabelText('Add pages'), {
        target: {
          files: [
            pageFile('ok.png'),
            pageFile('huge.png', { width: 2000 }),
            pageFile('heavy.png', { size: LIMITS.page.maxBytes + 1 }),
            imageFile('notes.txt', { type: 'text/plain' }),
          ],
        },
      });
      const rejected = within(await form().findByRole('list', { name: 'Rejected files' }));
      expect(rejected.getByText('huge.png').closest('li')).toHaveTextContent(
        'This file is too large! The dimensions cannot be larger than the recommended file size: 1988 pixels x 3056 pixels',
      );
      expect(rejected.getByText('heavy.png').closest('li')).toHaveTextContent(
        'This file is too large! The file size cannot be larger than: 2 MB',
      );
      expect(rejected.getByText('notes.txt').closest('li')).toHaveTextContent(MESSAGES.notAnImage);
      expect(pageNames()).toEqual(['Page 1: ok.png']);
      expect(form().getByLabelText('Add pages')).toHaveAttribute('accept', expect.stringContaining('image/png'));
      expect(form().getByLabelText('Add pages')).toHaveAttribute('multiple');
    });

    it('reorders with the keyboard: space lifts, arrow down moves, space drops', async () => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText('Add pages'), [
        pageFile('a.png'),
        pageFile('b.png'),
        pageFile('c.png'),
      ]);
      await form().findByText('c.png');
      const handle = form().getByText('a.png').closest('[data-rfd-drag-handle-draggable-id]') as HTMLElement;
      handle.focus();
      fireEvent.keyDown(handle, { keyCode: 32 });
      fireEvent.keyDown(handle, { keyCode: 40 });
      fireEvent.keyDown(handle, { keyCode: 32 });
      await waitFor(() => expect(pageNames()).toEqual(['Page 1: b.png', 'Page 2: a.png', 'Page 3: c.png']));
    });

    it('escape cancels a keyboard move', async () => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png'), pageFile('b.png')]);
      await form().findByText('b.png');
      const handle = form().getByText('a.png').closest('[data-rfd-drag-handle-draggable-id]') as HTMLElement;
      handle.focus();
      const item = handle.closest('li') as HTMLElement;
      fireEvent.keyDown(handle, { keyCode: 32 });
      await waitFor(() => expect(item).toHaveClass('page-list__item--dragging'));
      fireEvent.keyDown(handle, { keyCode: 40 });
      fireEvent.keyDown(handle, { keyCode: 27 });
      await waitFor(() => expect(item).not.toHaveClass('page-list__item--dragging'));
      // Space now lifts again instead of dropping the cancelled move.
      fireEvent.keyDown(handle, { keyCode: 32 });
      await waitFor(() => expect(item).toHaveClass('page-list__item--dragging'));
      fireEvent.keyDown(handle, { keyCode: 32 });
      await waitFor(() => expect(item).not.toHaveClass('page-list__item--dragging'));
      expect(pageNames()).toEqual(['Page 1: a.png', 'Page 2: b.png']);
    });
  });
});
