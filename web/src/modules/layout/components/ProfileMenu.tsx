import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../auth/hooks/authContext';
import { useAuth } from '../../auth/hooks/useAuth';
import { profilePath } from '../../works/utils/paths';
import { moderationPath } from '../../moderation/paths';
import { Avatar } from '../../../ui/Avatar';

/** The signed-in user's thumbnail menu: Profile, Upload, Moderation (staff), Logout. */
export function ProfileMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function close() {
    setOpen(false);
    onNavigate?.();
  }

  function onLogout() {
    close();
    navigate('/');
    logOut();
  }

  return (
    <div className="profile-menu" ref={rootRef}>
      <button
        type="button"
        className="profile-menu__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.username}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.photoUrl} name={user.username} size={36} />
      </button>
      {open ? (
        <ul id={menuId} className="profile-menu__list">
          <li>
            <Link to={profilePath(user.username)} onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/upload" onClick={close}>
              Upload
            </Link>
          </li>
          {user.role === 'MODERATOR' || user.role === 'ADMIN' ? (
            <li>
              <Link to={moderationPath()} onClick={close}>
                Moderation
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={onLogout}>
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
