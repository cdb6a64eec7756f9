import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { Link } from 'react-router-dom';
import { Accordion } from '../../../ui/Accordion';
import { Spinner } from '../../../ui/Spinner';
import { CREDIT_ROLE_ORDER, roleLabel } from '../../works/utils/labels';
import { bookDetailsPath, issueDetailsPath } from '../../works/utils/paths';
import { ACCREDITED_WORKS_QUERY } from '../graphql/profileTabs';

/** Issues the user is credited on, one accordion section per role. */
export function AccreditedWorks({ userId }: { userId: number }) {
  const { data, loading, error } = useQuery(ACCREDITED_WORKS_QUERY, { variables: { userId } });
  if (loading) return <Spinner />;
  if (error) return <p className="form-message form-message--error">{MESSAGES.profileError}</p>;
  const groups = data?.accreditedWorks ?? [];
  if (groups.every((group) => group.issues.length === 0)) {
    return <p className="empty-state">{MESSAGES.noWorks}</p>;
  }
  return (
    <Accordion
      sections={CREDIT_ROLE_ORDER.map((role) => {
        const group = groups.find((g) => g.role === role);
        const issues = group?.issues ?? [];
        return {
          key: role,
          title: roleLabel(role),
          count: group?.count ?? 0,
          content:
            issues.length === 0 ? (
              <p className="muted">None yet.</p>
            ) : (
              <ul className="accredited-list">
                {issues.map((issue) => (
                  <li key={issue.id}>
                    <Link
                      to={issueDetailsPath(issue.book.urlSlug, issue.book.id, issue.issueNumber)}
                    >
                      {issue.title} (Issue #{issue.issueNumber})
                    </Link>{' '}
                    in{' '}
                    <Link to={bookDetailsPath(issue.book.urlSlug, issue.book.id)}>
                      {issue.book.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ),
        };
      })}
    />
  );
}
