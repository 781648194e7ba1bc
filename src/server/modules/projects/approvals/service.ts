import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { approvalEffects, canApprove, type ApprovalType } from '#shared/projects/approvals/banners.ts';
import { canUseCollaboratorFeatures } from '#shared/projects/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject } from '../access.ts';
import { reloadedView, projectChange, type ProjectChange, type ProjectTarget } from '../service.ts';
import { applyApproval } from './queries.ts';

const approvalMessages: Record<ApprovalType, ApiMessageKey> = {
  script: 'api.approved.script',
  sketch: 'api.approved.sketch',
  storyboard: 'api.approved.storyboard',
  changes: 'api.approved.changes',
};

/** POST /api/projects/{id}/{type}/confirm: the approval the client's banner offers moves the project on (shared approvalEffects). */
export const approve = async (
  { db, t, events, clock }: ModuleContext,
  { projectId, actor, type }: ProjectTarget & { type: ApprovalType },
): Promise<ProjectChange> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canUseCollaboratorFeatures(actor, loaded.record), actor, 'api.approveRefused');
  const notAwaiting = catalogueError('conflict', 'api.notAwaitingApproval', { type });
  if (!canApprove(actor, loaded.record, type)) throw notAwaiting;
  const applied = await applyApproval(
    db,
    { projectId, type, userId: actor?._id ?? null, effect: approvalEffects[type], at: clock.now() },
    loaded.row,
  );
  if (!applied) throw notAwaiting;
  void events.emit('project.approved', { projectId, actorId: actor?._id ?? null, type });
  return projectChange(await reloadedView(db, projectId, actor), t(approvalMessages[type]));
};
