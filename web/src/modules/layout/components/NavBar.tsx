import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { MenuIcon, CloseIcon } from '../../../ui/icons';
import { followingPath } from '../../works/utils/paths';
import { NavSearch } from './NavSearch';

// Only signed-in readers have a bell and an account menu: each loads with its own chunk (not
// in a visitor's first download), in a box of its size meanwhile.
const NotificationBell = lazy(async () => ({
  default: (await import('../../notifications/components/NotificationBell')).NotificationBell,
}));
const ProfileMenu = lazy(async () => ({
  default: (await import('./ProfileMenu')).ProfileMenu,
}));

const LINKS = [
  { to: '/search', label: 'Comic List' },
  { to: '/articles', label: 'Articles' },
  { to: '/about', label: 'About' },
];

export function NavBar() {
  const { isAuthenticated, user } = useAuth();
  const { pathname } = useLocation();
  // The small-screen menu is open for the page it was opened on; a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            PH
          </span>
          <span className="brand__name">Panelhouse Comics</span>
        </Link>
        <button
          type="button"
          className="icon-button navbar__hamburger"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="primary-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id="primary-menu" className="navbar__menu" data-open={menuOpen}>
          <ul className="navbar__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            {isAuthenticated && user ? (
              <li>
                <NavLink to={followingPath()}>Following</NavLink>
              </li>
            ) : null}
          </ul>
          <div className="navbar__actions">
            <NavSearch />
            {/* One width signed in or not (styles.css), so the search button does not move
                when the session becomes known after the first paint. */}
            <div className="navbar__account">
              {isAuthenticated && user ? (
                <>
                  <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
                    <NotificationBell onNavigate={() => setMenuOpen(false)} />
                  </Suspense>
                  <Suspense
                    fallback={<span className="profile-menu__placeholder" aria-hidden="true" />}
                  >
                    <ProfileMenu user={user} onNavigate={() => setMenuOpen(false)} />
                  </Suspense>
                </>
              ) : (
                <>
                  <Link to="/sign-up" className="button button--ghost">
                    Sign Up
                  </Link>
                  <Link to="/login" className="button">
                    Login
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
