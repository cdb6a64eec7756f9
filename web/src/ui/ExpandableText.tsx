import { LIMITS } from '@shared/limits';
import { useId, useState } from 'react';

/** Long text cut at `limit` characters with a Read More / Read Less toggle (500, docs/product-rules.md). */
export function ExpandableText({
  text,
  limit = LIMITS.descriptionPreview,
  className,
}: {
  text: string;
  limit?: number;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = `text${useId()}`;
  const long = text.length > limit;
  const shown = !long || expanded ? text : `${text.slice(0, limit).trimEnd()}…`;
  return (
    <div className={['expandable-text', className].filter(Boolean).join(' ')}>
      <p id={id}>{shown}</p>
      {long ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
    </div>
  );
}
