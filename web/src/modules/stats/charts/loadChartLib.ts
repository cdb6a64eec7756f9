/** Loads the chart library on first use (a chunk of its own, fetched by the Stats page only). */
export const loadChartLib = () => import('./drawChart');
