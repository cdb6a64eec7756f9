import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../ui/usePageMeta';
import { formatArticleDate, type Article } from '../data/articles';

export function ArticleLayout({ article, children }: { article: Article; children: ReactNode }) {
  usePageMeta({ title: article.header });
  return (
    <article className="page page--prose article">
      <p className="breadcrumb">
        <Link to="/articles">Articles</Link> / {article.type}
      </p>
      <h1>{article.header}</h1>
      <p className="article__meta">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.minutes}{' '}
        min read
      </p>
      <img className="article__hero" src={article.image} alt="" />
      {children}
      <p className="article__more">
        <Link to="/articles">← All articles</Link>
      </p>
    </article>
  );
}
