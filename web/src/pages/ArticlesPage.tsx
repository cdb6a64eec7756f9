import { ArticleList } from '../modules/articles/components/ArticleList';
import { ARTICLES } from '../modules/articles/data/articles';
import { usePageMeta } from '../ui/usePageMeta';

export function ArticlesPage() {
  usePageMeta({ title: 'Articles' });
  return (
    <div className="page">
      <h1>Articles</h1>
      <p className="lead">Guides for creators: publishing, adding issues and building a team.</p>
      <ArticleList articles={ARTICLES} />
    </div>
  );
}
