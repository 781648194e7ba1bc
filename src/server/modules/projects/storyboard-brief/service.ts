import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { canSubmitStoryboardBrief, canUseCollaboratorFeatures } from '#shared/projects/permissions.ts';
import type { StoryboardBriefBody } from '#shared/projects/storyboard-brief/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { changeProject } from '../manage.ts';
import type { ProjectTarget } from '../service.ts';

/**
 * Spec §2, §6: collaborators brief the artist while storyboarding with the storyboard new. A refusal
 * says which half of the rule failed. Sending it again while open replaces the answers (decision 040).
 */
export const submitStoryboardBrief = (context: ModuleContext, target: ProjectTarget & { brief: StoryboardBriefBody }) =>
  changeProject(context, target, ({ record }, t) => {
    if (!canSubmitStoryboardBrief(target.actor, record)) {
      refuseUnless(canUseCollaboratorFeatures(target.actor, record), target.actor, 'api.briefCollaboratorsOnly');
      throw catalogueError('conflict', 'api.briefClosed');
    }
    return { update: { storyboardBrief: target.brief }, message: t('api.briefSubmitted') };
  });
