import { Link } from 'react-router-dom';
import { useAuth } from '../modules/auth/hooks/useAuth';
import { UploadBookForm } from '../modules/upload/components/UploadBookForm';
import { usePageMeta } from '../ui/usePageMeta';

export function UploadPage() {
  usePageMeta({ title: 'Upload', noIndex: true });
  const { user } = useAuth();
  return (
    <div className="page page--narrow">
      <h1>Upload</h1>
      <p>
        New to publishing? Read{' '}
        <Link to="/articles/how-to-publish-your-comic-book-online">
          how to publish your comic book online
        </Link>
        .
      </p>
      {user ? <UploadBookForm user={user} /> : null}
    </div>
  );
}
