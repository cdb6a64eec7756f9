import { Link, useParams } from 'react-router-dom';
import { PlaceholderPage } from './PlaceholderPage';

// Upload and edit screens are later issues; their routes and parameters exist now.

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
