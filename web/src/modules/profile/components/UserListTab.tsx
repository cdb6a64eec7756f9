import { MESSAGES } from '@shared/limits';
import { Spinner } from '../../../ui/Spinner';
import { useInfiniteUsers, type UserListKind } from '../hooks/useInfiniteUsers';
import { UserCard } from './UserCard';

/** Subscribers or Subscribed: an infinite-scroll grid of user cards, 5 columns. */
export function UserListTab({ kind, userId }: { kind: UserListKind; userId: number }) {
  const { items, done, loading, failed, lastItemRef } = useInfiniteUsers(kind, userId);
  if (failed && items.length === 0) {
    return <p className="form-message form-message--error">{MESSAGES.profileError}</p>;
  }
  if (done && items.length === 0) {
    return <p className="empty-state">{MESSAGES.noSubscriptions}</p>;
  }
  return (
    <>
      <ul className="user-grid user-grid--five">
        {items.map((user, index) => (
          <li key={user.id} ref={index === items.length - 1 ? lastItemRef : undefined}>
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      {loading ? <Spinner label="Loading more" /> : null}
    </>
  );
}
