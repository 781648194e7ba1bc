import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import { projectApprovals, projects } from '#server/db/schema/index.ts';
import type { ApprovalEffect, ApprovalType } from '#shared/projects/approvals/banners.ts';
import type { ProjectStatusRecord } from '#shared/projects/status.ts';

/**
 * Applies the approval's effect and records who approved, in one transaction, only if the project
 * still has the statuses it was approved in: a double click approves once. Answers whether it applied.
 */
export const applyApproval = async (
  db: Db,
  approval: { projectId: string; type: ApprovalType; userId: string | null; effect: ApprovalEffect; at: Date },
  seen: Pick<ProjectStatusRecord, 'status' | 'scriptStatus' | 'storyboardStatus'> & { title: string },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const updated = await tx
      .update(projects)
      .set({ ...approval.effect, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, approval.projectId),
          eq(projects.status, seen.status),
          eq(projects.scriptStatus, seen.scriptStatus),
          eq(projects.storyboardStatus, seen.storyboardStatus),
        ),
      )
      .returning({ id: projects.id });
    if (updated.length === 0) return false;
    await tx
      .insert(projectApprovals)
      .values({ projectId: approval.projectId, type: approval.type, userId: approval.userId });
    const { projectId, type, userId, effect, at } = approval;
    await recordWebhookEvent(tx, at, {
      event: 'approval.given',
      data: { projectId, title: seen.title, type, approvedBy: userId },
    });
    if (effect.status !== undefined && effect.status !== seen.status)
      await recordWebhookEvent(tx, at, {
        event: 'project.statusChanged',
        data: { projectId, title: seen.title, status: effect.status, previousStatus: seen.status },
      });
    return true;
  });
