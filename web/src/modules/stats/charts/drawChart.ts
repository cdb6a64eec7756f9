// Loaded with a dynamic import by StatsChart only: uPlot and its stylesheet stay out of every
// other page's download.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './chartSpec';

export type DrawnChart = { resize: (width: number) => void; destroy: () => void };

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
/** Tick steps for whole numbers (counts, page numbers): never a tick at half a reader. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6];
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

export function drawChart(
  container: HTMLElement,
  spec: ChartSpec,
  size: { width: number; height: number },
): DrawnChart {
  const bars = spec.kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 48] }) : undefined;
  const format = (value: number) =>
    spec.yFormat === 'share' ? percent.format(value) : compact.format(value);
  const chart = new uPlot(
    {
      ...size,
      // Days are UTC days: labels in UTC so a reader west of Greenwich sees the same dates.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: {
        // Pages: half a step of room either side, so the first and last bars are whole.
        x:
          spec.xKind === 'days'
            ? { time: true }
            : { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        y:
          spec.yFormat === 'share'
            ? { range: [0, 1] }
            : { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        spec.xKind === 'pages' ? { label: 'Page', incrs: WHOLE_STEPS } : {},
        {
          values: (_u, ticks) => ticks.map(format),
          size: 56,
          ...(spec.yFormat === 'count' ? { incrs: WHOLE_STEPS } : {}),
        },
      ],
      series: [
        spec.xKind === 'pages' ? { label: 'Page' } : { label: 'Day' },
        ...spec.series.map((series) => ({
          label: series.label,
          stroke: series.color,
          width: 2,
          fill: bars ? series.color : undefined,
          paths: bars,
          points: { show: !bars && spec.x.length < 40 },
          value: (_u: uPlot, value: number | null) => (value === null ? '–' : format(value)),
        })),
      ],
    },
    [spec.x, ...spec.series.map((series) => series.values)],
    container,
  );
  return {
    resize: (width) => chart.setSize({ width, height: size.height }),
    destroy: () => chart.destroy(),
  };
}
