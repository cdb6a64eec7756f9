import { useEffect, useRef, type ReactNode } from 'react';
import { STATS_TEXTS } from '../texts';
import type { ChartSpec } from './chartSpec';
import { loadChartLib } from './loadChartLib';

const HEIGHT = 240;

/**
 * A chart with its accessible name and a "Show data" table beside it: the canvas is one image
 * to assistive technology, the table (a native details element, reachable by keyboard) holds
 * every figure. The box keeps its height while loading, empty or drawn.
 */
export function StatsChart({
  id,
  title,
  summary,
  spec,
  emptyText,
  table,
}: {
  id: string;
  title: string;
  /** A one-sentence reading of the chart for its accessible name. */
  summary: string;
  /** Null while loading or when there is nothing to draw. */
  spec: ChartSpec | null;
  /** Shown in the box when there is nothing to draw (null while loading). */
  emptyText: string | null;
  table: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!spec || !element) return;
    let cancelled = false;
    let chart: { resize: (width: number) => void; destroy: () => void } | null = null;
    let observer: ResizeObserver | null = null;
    loadChartLib()
      .then(({ drawChart }) => {
        if (cancelled) return;
        chart = drawChart(element, spec, { width: element.clientWidth || 600, height: HEIGHT });
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.resize(element.clientWidth));
          observer.observe(element);
        }
      })
      // Without the chart the table still has every figure.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [spec]);
  const headingId = `${id}-title`;
  return (
    <figure className="stats-figure" aria-labelledby={headingId}>
      <h3 id={headingId} className="stats-figure__title">
        {title}
      </h3>
      <div
        ref={box}
        className="stats-chart"
        style={{ minHeight: HEIGHT }}
        {...(spec ? { role: 'img', 'aria-label': `${title}: ${summary}` } : {})}
      >
        {!spec && emptyText ? <p className="stats-chart__empty muted">{emptyText}</p> : null}
      </div>
      {spec ? (
        <details className="stats-data">
          <summary>
            {STATS_TEXTS.showData}
            <span className="visually-hidden">: {title}</span>
          </summary>
          {table}
        </details>
      ) : null}
    </figure>
  );
}
