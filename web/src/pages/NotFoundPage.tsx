import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/usePageMeta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <div className="page page--center not-found">
      <h1>404: Uh-Oh! Page Not Found!</h1>
      <p>The link you followed may be broken, or the page may have been removed.</p>
      <Link to="/" className="button">
        Back to our site
      </Link>
    </div>
  );
}
