import { formatReads, formatWhole } from '../utils/format';
import './readCount.css';

/** A public read count, rounded ("12.3K reads"); the exact figure on hover. */
export function ReadCount({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={['read-count', className].filter(Boolean).join(' ')}
      title={formatWhole(count)}
    >
      {formatReads(count)}
    </span>
  );
}
