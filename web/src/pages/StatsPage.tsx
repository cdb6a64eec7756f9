import { StatsDashboard } from '../modules/stats/components/StatsDashboard';
import { useStatsParams } from '../modules/stats/hooks/useStatsParams';
import { useWorkStats } from '../modules/stats/hooks/useWorkStats';
import { STATS_TEXTS } from '../modules/stats/texts';
import { usePageMeta } from '../ui/usePageMeta';
import { NotFoundPage } from './NotFoundPage';
import '../modules/stats/stats.css';

/** /stats[?book=:id|?issue=:id] (signed in): the audience of the viewer's own works. */
export function StatsPage() {
  usePageMeta({ title: STATS_TEXTS.title, noIndex: true });
  const { scope, choice, range, today, choose } = useStatsParams();
  if (!scope) return <NotFoundPage />;
  return (
    <ScopedStats
      key={`${scope.kind}:${'id' in scope ? scope.id : ''}`}
      {...{ scope, choice, range, today, choose }}
    />
  );
}

function ScopedStats({
  scope,
  choice,
  range,
  today,
  choose,
}: Omit<ReturnType<typeof useStatsParams>, 'scope'> & {
  scope: NonNullable<ReturnType<typeof useStatsParams>['scope']>;
}) {
  const { stats, loading, notFound, failed } = useWorkStats(scope, range);
  // Someone else's book or issue is as absent as a missing one.
  if (notFound) return <NotFoundPage />;
  return (
    <div className="page page--wide">
      <StatsDashboard
        scope={scope}
        stats={stats}
        loading={loading}
        failed={failed}
        choice={choice}
        range={range}
        today={today}
        onChoose={choose}
      />
    </div>
  );
}
