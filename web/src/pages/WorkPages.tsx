import { Link, useParams } from 'react-router-dom';
import { PlaceholderPage } from './PlaceholderPage';

// Details, reader and upload screens are later issues; their routes and parameters exist now.

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

export function UploadPage() {
  return (
    <PlaceholderPage title="Upload" noIndex>
      <p>
        New to publishing? Read{' '}
        <Link to="/articles/how-to-publish-your-comic-book-online">
          how to publish your comic book online
        </Link>
        .
      </p>
    </PlaceholderPage>
  );
}

export function UploadIssuePage() {
  const { bookId = '' } = useParams();
  return <PlaceholderPage title={`Add an issue to book ${bookId}`} noIndex />;
}

export function EditIssuePage() {
  const { bookId = '', issueNumber = '' } = useParams();
  return <PlaceholderPage title={`Edit issue #${issueNumber} of book ${bookId}`} noIndex />;
}

export function EditBookPage() {
  const { bookId = '' } = useParams();
  return <PlaceholderPage title={`Edit book ${bookId}`} noIndex />;
}
