/** What a chart draws: one x value per point and one or more series of the same length. */
export type ChartSeries = { label: string; values: number[]; color: string };
export type ChartSpec = {
  kind: 'lines' | 'bars';
  /** Days (seconds since the epoch, UTC midnight) or page numbers. */
  xKind: 'days' | 'pages';
  x: number[];
  series: ChartSeries[];
  yFormat: 'count' | 'share';
};
