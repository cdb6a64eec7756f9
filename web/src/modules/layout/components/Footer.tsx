import { Link } from 'react-router-dom';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Link to="/" className="brand brand--footer">
          <span className="brand__mark" aria-hidden="true">
            PH
          </span>
          <span className="brand__name">Panelhouse Comics</span>
        </Link>
        <ul className="site-footer__links">
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/articles">Articles</Link>
          </li>
          <li>
            <Link to="/contest">Contest</Link>
          </li>
          <li>
            <Link to="/news">News</Link>
          </li>
        </ul>
        <p className="site-footer__copyright">© {year} Panelhouse Comics. All rights reserved.</p>
      </div>
    </footer>
  );
}
