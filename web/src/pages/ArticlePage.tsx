import type { ComponentType } from 'react';
import { ArticleLayout } from '../modules/articles/components/ArticleLayout';
import { EightRolesArticle } from '../modules/articles/components/EightRolesArticle';
import { HowToAddIssueArticle } from '../modules/articles/components/HowToAddIssueArticle';
import { HowToPublishArticle } from '../modules/articles/components/HowToPublishArticle';
import { ARTICLES, type ArticleKey } from '../modules/articles/data/articles';

const BODIES: Record<ArticleKey, ComponentType> = {
  'how-to-publish': HowToPublishArticle,
  'how-to-add-issue': HowToAddIssueArticle,
  'eight-roles': EightRolesArticle,
};

export function ArticlePage({ articleKey }: { articleKey: ArticleKey }) {
  const article = ARTICLES.find((a) => a.key === articleKey);
  if (!article) throw new Error(`Unknown article ${articleKey}`);
  const Body = BODIES[articleKey];
  return (
    <ArticleLayout article={article}>
      <Body />
    </ArticleLayout>
  );
}
