import { Link } from 'react-router-dom';
import { ContinueReadingShelf } from '../modules/progress/components/ContinueReadingShelf';
import {
  FeaturedShelf,
  NewIssuesShelf,
  PopularShelf,
} from '../modules/home/components/HomeShelves';
import { usePageMeta } from '../ui/usePageMeta';

export function HomePage() {
  usePageMeta({});
  return (
    <div className="home">
      <section className="hero hero--welcome" aria-labelledby="welcome-heading">
        <div className="hero__inner">
          <h1 id="welcome-heading">Welcome to Panelhouse Comics</h1>
          <p className="hero__lead">
            A celebration of American comic books. Upload your own comics and read all comics for
            free.
          </p>
          <Link to="/upload" className="button button--large">
            Upload Your Work
          </Link>
        </div>
      </section>
      <div className="shelves">
        <NewIssuesShelf />
        <PopularShelf />
        {/* Below the first two shelves: it appears only once the reader's history is known
            (the account's, or this browser's), and there it moves nothing on the first screen. */}
        <ContinueReadingShelf />
        <FeaturedShelf />
      </div>
      <section className="hero hero--awards" aria-labelledby="awards-heading">
        <div className="hero__inner">
          <h2 id="awards-heading">Awards</h2>
          <p>
            Standout work may be featured on our homepage, and may be eligible for funding to help
            its creators keep making comics.
          </p>
        </div>
      </section>
      <section className="hero hero--sponsorship" aria-labelledby="sponsorship-heading">
        <div className="hero__inner">
          <h2 id="sponsorship-heading">Sponsorship</h2>
          <p>
            Popular comics may get sponsorship in the future. Build your readership and we will help
            you grow.
          </p>
        </div>
      </section>
    </div>
  );
}
