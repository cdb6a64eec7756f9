import { Link } from 'react-router-dom';
import { usePageMeta } from '../ui/usePageMeta';

export function AboutPage() {
  usePageMeta({ title: 'About' });
  return (
    <div className="page page--prose">
      <h1>About Panelhouse Comics</h1>
      <p className="lead">
        Our mission is to promote comic creation and comic culture: to give every creator a place to
        publish American-style comics, and every reader a place to read them for free.
      </p>
      <p>
        Creators upload books and their issues, credit the writers, artists, inkers, colorists and
        letterers who made them, and build a following of subscribers. Readers browse, search,
        bookmark the books they love and follow their favourite creators.
      </p>
      <p>
        We hope to sponsor and reward standout comics, so the best work on Panelhouse can reach more
        readers and its creators can keep making it.
      </p>
      <p>
        <Link to="/upload" className="button">
          Upload Your Work
        </Link>{' '}
        <Link to="/search" className="button button--ghost">
          Browse comics
        </Link>
      </p>
    </div>
  );
}
