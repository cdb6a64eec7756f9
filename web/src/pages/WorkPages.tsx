import { Link, useParams } from 'react-router-dom';
import { PlaceholderPage } from './PlaceholderPage';

// Details and reader screens are later issues; their routes and parameters exist now.

export function DetailsPage() {
  const { urlSlug = '', bookId = '', issueNumber } = useParams();
  return (
    <PlaceholderPage title={issueNumber ? `Issue #${issueNumber}` : 'Book details'}>
      <p className="muted">
        Details for <code>{urlSlug}</code> (book {bookId}
        {issueNumber ? `, issue ${issueNumber}` : ''}) are coming soon.
      </p>
    </PlaceholderPage>
  );
}

export function ReaderPage() {
  const { urlSlug = '', bookId = '', issueNumber = '' } = useParams();
  return (
    <PlaceholderPage title={`Read issue #${issueNumber}`}>
      <p className="muted">
        The reader for <code>{urlSlug}</code> (book {bookId}) is coming soon.{' '}
        <Link to={`/details/${urlSlug}/book/${bookId}/issue/${issueNumber}`}>Issue details</Link>
      </p>
    </PlaceholderPage>
  );
}
