import { LIMITS, MESSAGES } from '@shared/limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadRequest, type UploadOptions, type UploadResult } from '../../../../apollo/upload';
import { buildUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions, coverFile, imageFile, pageFile } from '../../../../test/uploadFixtures';
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
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
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
    [
      'Book description',
      '551 characters',
      'x'.repeat(LIMITS.descriptionMax + 1),
      MESSAGES.descriptionMax,
    ],
    [
      'Issue description',
      '551 characters',
      'x'.repeat(LIMITS.descriptionMax + 1),
      MESSAGES.descriptionMax,
    ],
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
      await waitFor(() => expect(form().queryByText(MESSAGES.fileDimensions(320, 485))).toBeNull());
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
      await renderUpload();
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
        'This page is too large: a page can be at most 1988 x 3056 pixels, a spread (wider than tall) 3976 x 3056 pixels',
      );
      expect(rejected.getByText('heavy.png').closest('li')).toHaveTextContent(
        'This page is too large: a page can be at most 2 MB, a spread (wider than tall) 4 MB',
      );
      expect(rejected.getByText('notes.txt').closest('li')).toHaveTextContent(MESSAGES.notAnImage);
      expect(pageNames()).toEqual(['Page 1: ok.png']);
      expect(form().getByLabelText('Add pages')).toHaveAttribute(
        'accept',
        expect.stringContaining('image/png'),
      );
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
      const handle = form()
        .getByText('a.png')
        .closest('[data-rfd-drag-handle-draggable-id]') as HTMLElement;
      handle.focus();
      fireEvent.keyDown(handle, { keyCode: 32 });
      fireEvent.keyDown(handle, { keyCode: 40 });
      fireEvent.keyDown(handle, { keyCode: 32 });
      await waitFor(() =>
        expect(pageNames()).toEqual(['Page 1: b.png', 'Page 2: a.png', 'Page 3: c.png']),
      );
    });

    it('escape cancels a keyboard move', async () => {
      const { user } = await renderUpload();
      await user.upload(form().getByLabelText('Add pages'), [pageFile('a.png'), pageFile('b.png')]);
      await form().findByText('b.png');
      const handle = form()
        .getByText('a.png')
        .closest('[data-rfd-drag-handle-draggable-id]') as HTMLElement;
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

  describe('work credits', () => {
    const search = () => form().getByLabelText('Find a user by username');
    const credited = () =>
      within(form().getByRole('list', { name: 'Work credits' }))
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent);

    it('starts with the uploader, whose roles are still to be chosen', async () => {
      await renderUpload();
      expect(credited()).toEqual(['inkslinger']);
      const mine = within(form().getByRole('group', { name: 'inkslinger' }));
      expect(mine.getAllByRole('checkbox')).toHaveLength(8);
      expect(mine.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(
        [
          'Writer',
          'Artist',
          'Editor',
          'Inker',
          'Letterer',
          'Penciller',
          'Colorist',
          'Cover Artist',
        ],
      );
      mine.getAllByRole('checkbox').forEach((box) => expect(box).not.toBeChecked());
    });

    it('searches by username and shows at most 10 results', async () => {
      const { user, callsOf } = await renderUpload();
      await user.type(search(), 'artist');
      const results = within(await form().findByRole('list', { name: 'Matching users' }));
      expect(results.getAllByRole('button')).toHaveLength(10);
      expect(results.getByRole('button', { name: 'Credit artist9' })).toBeInTheDocument();
      expect(results.queryByRole('button', { name: 'Credit artist10' })).toBeNull();
      expect(callsOf('CreditableUsers').at(-1)?.variables).toEqual({ query: 'artist', limit: 10 });
    });

    it('adds a chosen user once and clears the search box', async () => {
      const { user } = await renderUpload();
      await user.type(search(), 'artist3');
      await user.click(await form().findByRole('button', { name: 'Credit artist3' }));
      expect(search()).toHaveValue('');
      expect(form().queryByRole('list', { name: 'Matching users' })).toBeNull();
      expect(credited()).toEqual(['inkslinger', 'artist3']);
      await user.type(search(), 'artist3');
      await user.click(await form().findByRole('button', { name: 'Credit artist3' }));
      expect(search()).toHaveValue('');
      expect(credited()).toEqual(['inkslinger', 'artist3']);
    });

    it('does not credit the uploader twice', async () => {
      const { user } = await renderUpload({
        CreditableUsers: {
          data: {
            creditableUsers: [
              { __typename: 'User', id: 7, username: 'inkslinger', photoUrl: '/p.webp' },
            ],
          },
        },
      });
      await user.type(search(), 'ink');
      await user.click(await form().findByRole('button', { name: 'Credit inkslinger' }));
      expect(credited()).toEqual(['inkslinger']);
    });

    it('asks for roles per credit and for at least one credit', async () => {
      const { user } = await renderUpload();
      await user.type(search(), 'artist1');
      await user.click(await form().findByRole('button', { name: 'Credit artist1' }));
      await user.click(
        within(form().getByRole('group', { name: 'inkslinger' })).getByLabelText('Writer'),
      );
      await user.click(form().getByRole('button', { name: 'Upload' }));
      const other = within(form().getByRole('group', { name: 'artist1' }));
      expect(await other.findByText(MESSAGES.workCreditCreditsRequired)).toBeInTheDocument();
      expect(
        within(form().getByRole('group', { name: 'inkslinger' })).queryByText(
          MESSAGES.workCreditCreditsRequired,
        ),
      ).toBeNull();
      await user.click(other.getByLabelText('Inker'));
      await waitFor(() => expect(other.queryByText(MESSAGES.workCreditCreditsRequired)).toBeNull());

      await user.click(form().getByRole('button', { name: 'Remove credit for artist1' }));
      await user.click(form().getByRole('button', { name: 'Remove credit for inkslinger' }));
      expect(await form().findByText(MESSAGES.workCreditsRequired)).toBeInTheDocument();
    });
  });

  describe('submitting', () => {
    function deferred<T>() {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    }

    it('sends createBook with the files, shows progress and redirects 500 ms after success', async () => {
      jest.useFakeTimers();
      try {
        const answer = deferred<UploadResult<unknown>>();
        let options!: UploadOptions<unknown, Record<string, unknown>>;
        mockedUpload.mockImplementation((o) => {
          options = o as unknown as UploadOptions<unknown, Record<string, unknown>>;
          return answer.promise as never;
        });
        const utils = await renderUpload({}, true);
        await fillValidForm(utils);
        await utils.user.click(form().getByRole('button', { name: 'Upload' }));
        await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));

        const variables = options.variables as Record<string, any>;
        expect(variables.input).toEqual({
          title: 'Moon Knights',
          description: 'Knights on the moon.',
          urlSlug: 'moon-knights',
          contentRating: 'T',
          genres: ['action', 'sci-fi'],
          firstIssue: {
            title: 'Landing',
            description: 'They land.',
            credits: [{ userId: 7, roles: ['WRITER', 'ARTIST'] }],
          },
        });
        expect((variables.cover as File).name).toBe('book.png');
        expect((variables.issueCover as File).name).toBe('issue.png');
        expect((variables.pages as File[]).map((f) => f.name)).toEqual(['p1.png', 'p2.png']);

        await screen.findByRole('dialog');
        const dialog = () => screen.getByRole('dialog');
        expect(within(dialog()).getByRole('heading')).toHaveTextContent('Upload Progress: 0%');
        expect(dialog()).toHaveTextContent(UPLOAD_TEXTS.takesAWhile);
        expect(dialog()).toHaveTextContent(/redirect/);
        expect(dialog()).toHaveTextContent(UPLOAD_TEXTS.stillLoading);
        expect(within(dialog()).queryByRole('button')).toBeNull();

        act(() => options.onProgress?.({ loaded: 40, total: 100, percent: 40 }));
        expect(within(dialog()).getByRole('heading')).toHaveTextContent('Upload Progress: 40%');
        expect(within(dialog()).getByRole('progressbar')).toHaveAttribute('value', '40');
        await utils.user.click(screen.getByTestId('modal-backdrop'));
        await utils.user.keyboard('{Escape}');
        expect(screen.getByRole('dialog')).toBeInTheDocument();

        await act(async () => {
          answer.resolve({ data: { createBook: { id: 42, urlSlug: 'moon-knights' } } });
        });
        expect(within(dialog()).getByRole('heading')).toHaveTextContent('Upload Progress: 100%');
        expect(dialog()).toHaveTextContent(UPLOAD_TEXTS.success);
        expect(dialog()).not.toHaveTextContent(UPLOAD_TEXTS.stillLoading);
        act(() => jest.advanceTimersByTime(499));
        expect(utils.location()).toBe('/upload');
        act(() => jest.advanceTimersByTime(1));
        expect(utils.location()).toBe('/details/moon-knights/book/42');
        expect(screen.queryByRole('dialog')).toBeNull();
        // The route change refreshes the session; let that settle inside act().
        await act(async () => {});
      } finally {
        jest.useRealTimers();
      }
    });

    it('shows the generic upload error, resets progress, offers Close and keeps everything', async () => {
      const answer = deferred<UploadResult<unknown>>();
      let options!: UploadOptions<unknown, Record<string, unknown>>;
      mockedUpload.mockImplementation((o) => {
        options = o as unknown as UploadOptions<unknown, Record<string, unknown>>;
        return answer.promise as never;
      });
      const utils = await renderUpload();
      await fillValidForm(utils);
      await utils.user.click(form().getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
      act(() => options.onProgress?.({ loaded: 70, total: 100, percent: 70 }));
      await act(async () => {
        answer.resolve({
          data: null,
          errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      });
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.uploadError);
      expect(within(dialog).getByRole('heading')).toHaveTextContent('Upload Progress: 0%');
      expect(dialog).not.toHaveTextContent(UPLOAD_TEXTS.success);
      await utils.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(utils.location()).toBe('/upload');
      // Nothing is lost: the values and files are still there for another try.
      expect(form().getByLabelText('Book title')).toHaveValue('Moon Knights');
      expect(form().getByLabelText('URL slug')).toHaveValue('moon-knights');
      expect(pageNames()).toEqual(['Page 1: p1.png', 'Page 2: p2.png']);
      mockedUpload.mockResolvedValue({ data: { createBook: { id: 5, urlSlug: 'moon-knights' } } });
      await utils.user.click(form().getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(2));
      const retry = mockedUpload.mock.calls[1][0].variables as Record<string, any>;
      expect((retry.cover as File).name).toBe('book.png');
      expect((retry.pages as File[]).map((f) => f.name)).toEqual(['p1.png', 'p2.png']);
    });

    it("shows the server's message for invalid input", async () => {
      mockedUpload.mockResolvedValue({
        data: null,
        errors: [
          {
            message: 'This URL slug is already used by another of your books',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
      const utils = await renderUpload();
      await fillValidForm(utils);
      await utils.user.click(form().getByRole('button', { name: 'Upload' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        'This URL slug is already used by another of your books',
      );
    });

    it('shows the generic message when the network fails', async () => {
      mockedUpload.mockRejectedValue(new Error('Network error'));
      const utils = await renderUpload();
      await fillValidForm(utils);
      await utils.user.click(form().getByRole('button', { name: 'Upload' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
        MESSAGES.uploadError,
      );
    });
  });
});
