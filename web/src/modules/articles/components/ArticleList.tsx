import { LIMITS } from '@shared/limits';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager, parsePage } from '../../../ui/Pager';
import { formatArticleDate, type Article } from '../data/articles';

/** Articles paged with ?page=N, 15 per page; the pager is hidden when one page is enough. */
export function ArticleList({
  articles,
  pageSize = LIMITS.articlesPageSize,
}: {
  articles: Article[];
  pageSize?: number;
}) {
  const [params] = useSearchParams();
  const totalPages = Math.max(1, Math.ceil(articles.length / pageSize));
  const page = Math.min(parsePage(params.get('page')), totalPages);
  const visible = articles.slice((page - 1) * pageSize, page * pageSize);

  return (
    <>
      <ul className="article-list">
        {visible.map((article) => (
          <li key={article.link} className="article-card">
            <Link
              to={article.link}
              className="article-card__image"
              tabIndex={-1}
              aria-hidden="true"
            >
              <img src={article.image} alt="" loading="lazy" />
            </Link>
            <div className="article-card__body">
              <p className="article-card__meta">
                <span className="tag">{article.type}</span>
                <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
                <span>{article.minutes} min read</span>
              </p>
              <h2 className="article-card__title">
                <Link to={article.link}>{article.header}</Link>
              </h2>
              <p>{article.desc}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        hrefFor={(p) => `?page=${p}`}
        label="Articles pages"
      />
    </>
  );
}
