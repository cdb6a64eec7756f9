import { Link } from 'react-router-dom';
import { ExpandableText } from '../../../ui/ExpandableText';
import { FeedLink } from '../../../ui/FeedLink';
import { bookDetailsPath, bookFeedPath, profilePath } from '../utils/paths';
import { ratingLabel, statusLabel } from '../utils/labels';
import { ReportButton } from '../../moderation/components/ReportButton';
import { ReadCount } from '../../stats/components/ReadCount';
import { WorkReactions } from '../../reactions/components/WorkReactions';
import { BookIssueList } from './BookIssueList';
import { ExtraInfo } from './ExtraInfo';
import { WorkActions } from './WorkActions';
import type { WorkDetailsView } from './workDetailsView';

export function WorkDetails({
  work,
  recheck,
}: {
  work: WorkDetailsView;
  recheck: () => Promise<unknown>;
}) {
  return (
    <article className="work-details">
      <div className="work-hero">
        {/* Decorative: the cover again, blurred behind the header. */}
        <div
          className="work-hero__backdrop"
          style={{ backgroundImage: `url(${JSON.stringify(work.cover.url)})` }}
          aria-hidden="true"
          data-testid="cover-backdrop"
        />
        <div className="work-hero__body">
          <img
            className="work-hero__cover"
            src={work.cover.url}
            srcSet={work.cover.srcset || undefined}
            sizes="(max-width: 640px) 60vw, 320px"
            width={work.cover.width}
            height={work.cover.height}
            // The page's first and largest image (the backdrop behind it reuses the same file).
            loading="eager"
            fetchPriority="high"
            decoding="sync"
            alt={`Cover of ${work.title}`}
          />
          <div className="work-hero__text">
            <h1>{work.title}</h1>
            {work.kind === 'issue' ? (
              <p className="work-hero__book">
                Issue #{work.issueNumber} of{' '}
                <Link to={bookDetailsPath(work.urlSlug, work.bookId)}>{work.bookTitle}</Link>
              </p>
            ) : null}
            <p className="work-hero__author">
              By <Link to={profilePath(work.author)}>{work.author}</Link>
              {' · '}
              <ReadCount count={work.readCount} />
            </p>
            {work.kind === 'book' ? (
              <FeedLink href={bookFeedPath(work.bookId)} what={`new issues of ${work.title}`} />
            ) : null}
            <dl className="work-hero__facts">
              <div>
                <dt>Rating</dt>
                <dd>{ratingLabel(work.contentRating)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusLabel(work.status)}</dd>
              </div>
            </dl>
            <WorkReactions work={work} />
            <ExpandableText text={work.description} className="work-hero__description" />
            <WorkActions work={work} recheck={recheck} />
            <ReportButton {...work.report} />
          </div>
        </div>
      </div>
      <div className="work-details__columns">
        {work.kind === 'book' ? <BookIssueList work={work} /> : null}
        <ExtraInfo work={work} />
      </div>
    </article>
  );
}
