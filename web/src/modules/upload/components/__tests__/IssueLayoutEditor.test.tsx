import { MESSAGES } from '@shared/limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser } from '../../../../test/fixtures';
import { gqlError, type MockHandler } from '../../../../test/mockClient';
import { renderApp } from '../../../../test/renderApp';
import { StubDimensions } from '../../../../test/uploadFixtures';

const me = buildUser({ id: 7, username: 'inkslinger' });
const route = '/edit-upload/moon-knights/book/3/issue/2';

jest.setTimeout(20_000);

const image = (url: string, width = 1988, height = 3056) => ({
  __typename: 'Image',
  url,
  width,
  height,
  originalName: null,
});

const issue = {
  __typename: 'Issue',
  id: 30,
  issueNumber: 2,
  title: 'Landing',
  description: 'They land.',
  releaseAt: '2020-04-01T12:00:00.000Z',
  isReleased: true,
  cover: image('/media/issue-cover.webp'),
  pages: {
    __typename: 'PageConnection',
    nodes: [1, 2, 3].map((n) => ({
      __typename: 'Page',
      id: 300 + n,
      pageNumber: n,
      image: image(`/media/p${n}.webp`),
    })),
  },
  credits: [],
  book: { __typename: 'Book', id: 3, title: 'Moon Knights', urlSlug: 'moon-knights' },
};

/** Page 2 is a landscape spread (detected); the cover stands alone, no offset. */
const layout = {
  __typename: 'Issue',
  id: 30,
  layout: { __typename: 'IssueLayout', coverStandsAlone: true, pairOffset: 0 },
  pages: {
    __typename: 'PageConnection',
    nodes: [
      {
        __typename: 'Page',
        id: 301,
        pageNumber: 1,
        isSpread: false,
        image: image('/media/p1.webp'),
      },
      {
        __typename: 'Page',
        id: 302,
        pageNumber: 2,
        isSpread: true,
        image: image('/media/p2.webp', 3976, 3056),
      },
      {
        __typename: 'Page',
        id: 303,
        pageNumber: 3,
        isSpread: false,
        image: image('/media/p3.webp'),
      },
    ],
  },
};

const saved: MockHandler = (variables) => ({
  data: {
    setIssueLayout: {
      __typename: 'Issue',
      id: 30,
      layout: {
        __typename: 'IssueLayout',
        ...(variables.input as { coverStandsAlone: boolean; pairOffset: number }),
      },
      pages: { __typename: 'PageConnection', nodes: [] },
    },
  },
});

function renderEdit(handlers: Record<string, MockHandler> = {}) {
  return renderApp({
    route,
    signedInAs: me,
    wrapper: StubDimensions,
    handlers: {
      EditableIssue: { data: { editableIssue: issue } },
      BookIssueCount: {
        data: {
          editableIssue: {
            __typename: 'Issue',
            id: 30,
            viewerCan: { __typename: 'IssueViewerCan', edit: true, delete: false, addIssue: true },
          },
        },
      },
      EditablePageTexts: {
        data: {
          editableIssue: {
            __typename: 'Issue',
            id: 30,
            pages: { __typename: 'PageConnection', nodes: [] },
          },
        },
      },
      EditableIssueLayout: { data: { editableIssue: layout } },
      SetIssueLayout: saved,
      ...handlers,
    },
  });
}

const layoutForm = () => within(screen.getByRole('form', { name: 'Print layout' }));

describe('the print layout on the edit-issue screen', () => {
  it('shows the saved layout: cover alone, no offset, page 2 a spread (wider than tall)', async () => {
    const { callsOf } = await renderEdit();
    await screen.findByRole('form', { name: 'Print layout' });
    expect(callsOf('EditableIssueLayout')[0].variables).toEqual({ bookId: 3, issueNumber: 2 });
    expect(layoutForm().getByLabelText('Cover stands alone')).toBeChecked();
    expect(layoutForm().getByRole('radio', { name: 'As printed' })).toBeChecked();
    expect(layoutForm().getByRole('radio', { name: 'Shifted by one page' })).not.toBeChecked();
    const switches = layoutForm().getAllByRole('switch');
    expect(
      switches.map((s) => [
        s.getAttribute('aria-label') ?? s.closest('label')?.textContent,
        (s as HTMLInputElement).checked,
      ]),
    ).toEqual([
      ['Page 1 is a spread', false],
      ['Page 2 is a spread', true],
      ['Page 3 is a spread', false],
    ]);
    expect(
      layoutForm().getByRole('switch', { name: 'Page 2 is a spread' }).closest('li'),
    ).toHaveTextContent('wider than tall');
    expect(layoutForm().getByRole('group', { name: 'Spreads' })).toBeInTheDocument();
    expect(layoutForm().getByLabelText('Cover stands alone')).toHaveAccessibleDescription(
      'Page 1 is shown by itself, like the front of a printed comic.',
    );
  });

  it('is used with the keyboard alone and saves the whole layout with setIssueLayout', async () => {
    const user = userEvent.setup();
    const { callsOf } = await renderEdit();
    await screen.findByRole('form', { name: 'Print layout' });
    // Cover off, offset 1, page 3 on and page 2 off: by keyboard only.
    layoutForm().getByLabelText('Cover stands alone').focus();
    await user.keyboard(' ');
    await user.tab();
    expect(layoutForm().getByRole('radio', { name: 'As printed' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(layoutForm().getByRole('radio', { name: 'Shifted by one page' })).toBeChecked();
    layoutForm().getByRole('switch', { name: 'Page 2 is a spread' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(layoutForm().getByRole('switch', { name: 'Page 3 is a spread' })).toHaveFocus();
    await user.keyboard(' ');
    layoutForm().getByRole('button', { name: 'Save layout' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsOf('SetIssueLayout')).toHaveLength(1));
    expect(callsOf('SetIssueLayout')[0].variables).toEqual({
      issueId: 30,
      input: { coverStandsAlone: false, pairOffset: 1, spreadPageNumbers: [3] },
    });
    expect(await layoutForm().findByText('Layout saved.')).toBeInTheDocument();
  });

  it("shows the API's refusal and keeps the creator's choices", async () => {
    const user = userEvent.setup();
    await renderEdit({ SetIssueLayout: gqlError(MESSAGES.layoutPairOffset) });
    await screen.findByRole('form', { name: 'Print layout' });
    await user.click(layoutForm().getByRole('switch', { name: 'Page 1 is a spread' }));
    await user.click(layoutForm().getByRole('button', { name: 'Save layout' }));
    expect(await layoutForm().findByText(MESSAGES.layoutPairOffset)).toBeInTheDocument();
    expect(layoutForm().getByRole('switch', { name: 'Page 1 is a spread' })).toBeChecked();
  });

  it('reserves its box while loading and says when the layout cannot be loaded', async () => {
    await renderEdit({ EditableIssueLayout: 'pending' });
    await screen.findByRole('form', { name: 'Edit issue' });
    const section = screen.getByRole('region', { name: 'Print layout' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByText('Loading the print layout')).toHaveClass(
      'issue-layout__placeholder',
    );
  });

  it('a failed load leaves the rest of the screen working', async () => {
    await renderEdit({ EditableIssueLayout: gqlError('boom', 'INTERNAL_SERVER_ERROR') });
    expect(
      await screen.findByText('The print layout could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit issue' })).toBeInTheDocument();
  });
});
