import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentItemFragment } from '../../../gql/graphql';
import { profilePath } from '../../works/utils/paths';

/** The rel of every link in a comment: not endorsed, user content, no window.opener. */
export const COMMENT_LINK_REL = 'nofollow ugc noopener';

type Segment = CommentItemFragment['segments'][number];

/** Only http(s) addresses become links, whatever a segment claims. */
const isWebUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url);

/**
 * A comment's text from the API's segments: every piece is a React text node, links and
 * mentions anchors around text. Nothing is ever parsed as HTML.
 */
export function CommentText({ segments }: { segments: readonly Segment[] }) {
  return (
    <p className="comment__text">
      {segments.map((s, i) => {
        if (s.kind === 'LINK' && isWebUrl(s.url))
          return (
            <a key={i} href={s.url} rel={COMMENT_LINK_REL} target="_blank">
              {s.text}
            </a>
          );
        if (s.kind === 'MENTION' && s.username)
          return (
            <Link key={i} to={profilePath(s.username)}>
              {s.text}
            </Link>
          );
        return <Fragment key={i}>{s.text}</Fragment>;
      })}
    </p>
  );
}

/** The text, behind a "Show spoiler" button when the author marked it as a spoiler. */
export function CommentBody({
  segments,
  spoiler,
}: {
  segments: readonly Segment[];
  spoiler: boolean;
}) {
  const [shown, setShown] = useState(false);
  if (spoiler && !shown)
    return (
      <p className="comment__spoiler">
        <span className="muted">This comment contains spoilers. </span>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setShown(true)}
        >
          Show spoiler
        </button>
      </p>
    );
  return <CommentText segments={segments} />;
}
