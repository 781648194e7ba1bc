import { catalogueError } from '#server/lib/errors.ts';
import { requireActor } from '#server/lib/refusals.ts';
import { canSubmitRawScript, canWriteRawScript } from '#shared/projects/permissions.ts';
import { splitScriptParagraphs } from '#shared/projects/scenes/scenes.ts';
import type { RawScriptBody } from '#shared/projects/script/script.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject } from '../access.ts';
import { reloadedView, projectChange, type ProjectChange, type ProjectTarget } from '../service.ts';
import { fitCartToScript } from '../cart/service.ts';
import { saveRawScript } from './queries.ts';

/** Spec §5: the raw script becomes one scene per paragraph, replacing the scenes that are still empty. */
export const submitRawScript = async (
  context: ModuleContext,
  { projectId, actor, script }: ProjectTarget & { script: RawScriptBody },
): Promise<ProjectChange> => {
  const { db, t, events } = context;
  const user = requireActor(actor, 'api.rawScriptSignIn');
  const loaded = await loadProject(db, projectId, actor);
  if (!canWriteRawScript(actor, loaded.record)) throw catalogueError('forbidden', 'api.rawScriptCollaboratorsOnly');
  if (!canSubmitRawScript(actor, loaded.record)) throw catalogueError('conflict', 'api.rawScriptClosed');
  await saveRawScript(db, projectId, user._id, script, splitScriptParagraphs(script.body));
  const priced = await fitCartToScript(context, projectId);
  void events.emit('project.scriptSubmitted', { projectId, actorId: user._id });
  const message = priced
    ? `${t('api.scriptSubmitted')}. ${t('api.scriptPriced', { words: priced.words, label: priced.item.label })}`
    : t('api.scriptSubmitted');
  return projectChange(await reloadedView(db, projectId, actor), message);
};
