import { lazy, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './modules/auth/components/RequireAuth';
import { StaffOnly } from './modules/moderation/components/StaffOnly';
import { Layout } from './modules/layout/components/Layout';

/**
 * A code-split page. Once `preload()` has brought its module, the page renders at once instead
 * of suspending: a server-rendered page preloaded before hydration then hydrates in the same
 * pass as the rest of the app, so its queries are live when the session check (AuthProvider)
 * asks them again for a signed-in reader. Which of the two a mounted page uses never changes
 * (a switch would remount it).
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

// Pages are code-split; each module exports its page by name.
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyPage(async () => (await load())[name] as ComponentType);
}
function lazyWithProps<M, K extends keyof M, P extends object>(load: () => Promise<M>, name: K) {
  return lazyPage(async () => (await load())[name] as ComponentType<P>);
}

const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');
const SearchPage = lazyNamed(() => import('./pages/SearchPage'), 'SearchPage');
const ArticlesPage = lazyNamed(() => import('./pages/ArticlesPage'), 'ArticlesPage');
const ArticlePage = lazyWithProps<
  typeof import('./pages/ArticlePage'),
  'ArticlePage',
  { articleKey: import('./modules/articles/data/articles').ArticleKey }
>(() => import('./pages/ArticlePage'), 'ArticlePage');
const HeadingOnlyPage = lazyWithProps<
  typeof import('./pages/HeadingOnlyPage'),
  'HeadingOnlyPage',
  { title: string }
>(() => import('./pages/HeadingOnlyPage'), 'HeadingOnlyPage');
const SignUpPage = lazyNamed(() => import('./pages/SignUpPage'), 'SignUpPage');
const LoginPage = lazyNamed(() => import('./pages/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(
  () => import('./pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const ProfilePage = lazyNamed(() => import('./pages/ProfilePage'), 'ProfilePage');
const ProfileEditPage = lazyNamed(() => import('./pages/ProfileEditPage'), 'ProfileEditPage');
const DetailsPage = lazyNamed(() => import('./pages/DetailsPage'), 'DetailsPage');
const ReaderPage = lazyNamed(() => import('./pages/ReaderPage'), 'ReaderPage');
const UploadPage = lazyNamed(() => import('./pages/UploadPage'), 'UploadPage');
const UploadIssuePage = lazyNamed(() => import('./pages/UploadIssuePage'), 'UploadIssuePage');
const EditIssuePage = lazyNamed(() => import('./pages/EditIssuePage'), 'EditIssuePage');
const EditBookPage = lazyNamed(() => import('./pages/EditBookPage'), 'EditBookPage');
const FollowingPage = lazyNamed(() => import('./pages/FollowingPage'), 'FollowingPage');
const NotificationsPage = lazyNamed(() => import('./pages/NotificationsPage'), 'NotificationsPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const ModerationPage = lazyWithProps<
  typeof import('./modules/moderation/pages/ModerationPage'),
  'ModerationPage',
  { tab: 'queue' | 'log' }
>(() => import('./modules/moderation/pages/ModerationPage'), 'ModerationPage');
const AppealPage = lazyNamed(() => import('./modules/moderation/pages/AppealPage'), 'AppealPage');
const SavedPage = lazyNamed(() => import('./modules/offline/pages/SavedPage'), 'SavedPage');
const StatsPage = lazyNamed(() => import('./pages/StatsPage'), 'StatsPage');

/**
 * The pages the server renders: the ones a visitor lands on from outside (home, search, the
 * articles, a profile, a work's details, the reader). The one list of them: the server asks
 * the render bundle (entry-server.tsx, `isServerRenderedPath`) whether to render a path, and
 * the browser brings the page's module before hydrating it. Every other page keeps the shell.
 */
const SERVER_RENDERED_PAGES: ReadonlyArray<
  [test: (path: string) => boolean, page: { preload: () => Promise<unknown> }]
> = [
  [(path) => path === '/', HomePage],
  [(path) => path === '/search', SearchPage],
  [(path) => path === '/articles', ArticlesPage],
  [(path) => path.startsWith('/articles/'), ArticlePage],
  [(path) => /^\/profile\/[^/]+$/.test(path), ProfilePage],
  [(path) => path.startsWith('/details/'), DetailsPage],
  [(path) => path.startsWith('/read/'), ReaderPage],
];

function serverRenderedPage(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  return SERVER_RENDERED_PAGES.find(([test]) => test(path))?.[1];
}

/** Whether the server renders the page at `pathname` (else it sends the empty shell). */
export function isServerRenderedPath(pathname: string): boolean {
  return serverRenderedPage(pathname) !== undefined;
}

/**
 * Brings the module of a page the server renders, so that it renders at once: before hydrating
 * it (startApp.tsx), and when the server loads its bundle (entry-server.tsx). Other paths:
 * nothing to wait for.
 */
export function preloadServerRenderedPage(pathname: string): Promise<unknown> {
  return serverRenderedPage(pathname)?.preload() ?? Promise.resolve();
}

/** The route table (the server's copy: api/src/modules/web-head/web-routes.ts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="comic-list" element={<Navigate to="/search" replace />} />
        <Route path="articles" element={<ArticlesPage />} />
        <Route
          path="articles/how-to-publish-your-comic-book-online"
          element={<ArticlePage articleKey="how-to-publish" />}
        />
        <Route
          path="articles/how-to-add-a-new-issue-to-my-comic-book"
          element={<ArticlePage articleKey="how-to-add-issue" />}
        />
        <Route
          path="articles/the-8-roles-needed-to-create-comic-book"
          element={<ArticlePage articleKey="eight-roles" />}
        />
        <Route path="contest" element={<HeadingOnlyPage title="Contest" />} />
        <Route path="news" element={<HeadingOnlyPage title="News" />} />
        <Route path="sign-up" element={<SignUpPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:resetToken" element={<ResetPasswordPage />} />
        <Route path="profile/:username" element={<ProfilePage />} />
        <Route path="details/:urlSlug/book/:bookId" element={<DetailsPage />} />
        <Route path="details/:urlSlug/book/:bookId/issue/:issueNumber" element={<DetailsPage />} />
        <Route path="read/:urlSlug/book/:bookId/issue/:issueNumber" element={<ReaderPage />} />
        <Route element={<RequireAuth />}>
          <Route path="upload" element={<UploadPage />} />
          <Route path="upload-issue/:urlSlug/book/:bookId" element={<UploadIssuePage />} />
          <Route
            path="edit-upload/:urlSlug/book/:bookId/issue/:issueNumber"
            element={<EditIssuePage />}
          />
          <Route path="edit-upload/:urlSlug/book/:bookId" element={<EditBookPage />} />
          <Route path="profile/:username/edit" element={<ProfileEditPage />} />
          <Route path="following" element={<FollowingPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="stats" element={<StatsPage />} />
          <Route element={<StaffOnly />}>
            <Route path="moderation" element={<ModerationPage tab="queue" />} />
            <Route path="moderation/log" element={<ModerationPage tab="log" />} />
          </Route>
        </Route>
        <Route path="appeal/:token" element={<AppealPage />} />
        <Route path="saved" element={<SavedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
