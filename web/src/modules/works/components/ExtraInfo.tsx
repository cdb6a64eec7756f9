import { GENRES } from '@shared/limits';
import { Link } from 'react-router-dom';
import { Accordion } from '../../../ui/Accordion';
import { formatShortDate } from '../../../ui/formatDate';
import { genreLabel, roleLabel, sortByRoleOrder } from '../utils/labels';
import { profilePath } from '../utils/paths';
import type { CreditGroup, WorkDetailsView } from './workDetailsView';

function CreditLinks({ users }: { users: CreditGroup['users'] }) {
  return (
    <ul className="credit-links">
      {users.map((user) => (
        <li key={user.id}>
          <Link to={profilePath(user.username)}>{user.username}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Credits, genres and dates; issues add their page count and number. */
export function ExtraInfo({ work }: { work: WorkDetailsView }) {
  const credits = sortByRoleOrder(work.credits.filter((group) => group.users.length > 0));
  return (
    <section className="extra-info card" aria-labelledby="extra-info-heading">
      <h2 id="extra-info-heading">Extra Info</h2>
      <h3>Credits</h3>
      {credits.length === 0 ? <p className="muted">No credits yet.</p> : null}
      {credits.length > 0 && work.kind === 'book' ? (
        <Accordion
          headingLevel={4}
          sections={credits.map((group) => ({
            key: group.role,
            title: roleLabel(group.role),
            count: group.users.length,
            content: <CreditLinks users={group.users} />,
          }))}
        />
      ) : null}
      {credits.length > 0 && work.kind === 'issue' ? (
        <dl className="credit-list">
          {credits.map((group) => (
            <div key={group.role}>
              <dt>{roleLabel(group.role)}</dt>
              <dd>
                <CreditLinks users={group.users} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="extra-info__facts">
        <div>
          <dt>Genres</dt>
          <dd>
            <ul className="tag-list">
              {work.genres.map((genre) => (
                <li key={genre} className="tag">
                  {genreLabel(genre, GENRES)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Date Published</dt>
          <dd>{formatShortDate(work.dateCreated)}</dd>
        </div>
        {work.lastUpdated ? (
          <div>
            <dt>Last Updated</dt>
            <dd>{formatShortDate(work.lastUpdated)}</dd>
          </div>
        ) : null}
        {work.kind === 'issue' ? (
          <>
            <div>
              <dt>Total Pages</dt>
              <dd>{work.pageCount}</dd>
            </div>
            <div>
              <dt>Volume / Issue</dt>
              <dd>Issue #{work.issueNumber}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
