import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { badInput, notFound } from '../../shared/app-error';
import { rateLimitsOf } from '../../shared/rate-limits';
import { User } from '../users/user.entity';
import { Report, ReportTarget } from './moderation.entities';
import { loadTarget } from './moderation-targets';
import { validReportReason, validTarget } from './moderation.validation';

export interface ReportInput {
  targetType?: unknown;
  targetId?: unknown;
  reason?: unknown;
  text?: unknown;
}

/**
 * Reports by signed-in users. Reporting a target you already reported (while that report is
 * open) returns the open report unchanged. Only what readers see can be reported; anything
 * else answers NOT_FOUND, as for a missing id.
 */
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  async report(viewer: User, ip: string, input: ReportInput): Promise<Report> {
    const { type, id } = validTarget(input.targetType, input.targetId);
    const { reason, text } = validReportReason(input.reason, input.text);
    const db = dbOf(this.em, this.deps);
    const target = await loadTarget(this.em, db, this.deps, type, id);
    if (!target || !target.public) throw notFound(MESSAGES.reportTargetNotFound);
    if (type === ReportTarget.USER && id === viewer.id)
      throw badInput(MESSAGES.reportSelf, 'targetId');
    const open = await this.em.findOne(Report, {
      reporter: viewer.id,
      targetType: type,
      targetId: id,
      closedAt: null,
    });
    if (open) return open;
    await this.consumeLimits(viewer, ip);
    // A concurrent duplicate loses on the partial unique index and returns the winner.
    await this.em
      .createQueryBuilder(Report)
      .insert({ reporter: viewer.id, targetType: type, targetId: id, reason, text })
      .onConflict()
      .ignore()
      .execute('run');
    return this.em.findOneOrFail(
      Report,
      { reporter: viewer.id, targetType: type, targetId: id, closedAt: null },
      { refresh: true },
    );
  }

  /** Per user and per client IP (shared/rate-limits.ts `report-user`, `report-ip`). */
  private consumeLimits(viewer: User, ip: string): Promise<void> {
    return rateLimitsOf(this.deps).refuseOver(
      [
        ['report-user', String(viewer.id)],
        ['report-ip', ip],
      ],
      MESSAGES.tooManyReports,
    );
  }
}
