import { randomBytes } from 'node:crypto';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { createSignInToken, hashPassword } from '#server/modules/auth/index.ts';
import { findUserByEmail, insertUser } from '#server/modules/users/index.ts';
import { canAddCollaborator, canChangeCollaborators } from '#shared/projects/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject } from './access.ts';
import { deleteCollaborator, insertCollaborator } from './queries.ts';
import { reloadedView, type ProjectChange } from './service.ts';

const invitationText = (inviter: string, title: string, link: string) =>
  `${inviter} invited you to the explainer video project "${title}" on Explainer Studio.\n\nOpen the project (this link signs you in once and is valid for 7 days):\n${link}\n\nAfterwards, sign in with this e-mail address; use "Create a client account" to choose a password.`;

/**
 * Adds a collaborator by e-mail. An unknown address becomes an invited client account (with an
 * unusable password) and gets a single-use sign-in link by mail.
 */
export const addCollaborator = async (
  { db, mailer, config, t }: ModuleContext,
  { projectId, actor, email }: { projectId: string; actor: Actor & { name: string }; email: string },
): Promise<ProjectChange & { invited: boolean }> => {
  const loaded = await loadProject(db, projectId, actor);
  const existing = await findUserByEmail(db, email);
  refuseUnless(canAddCollaborator(actor, loaded.record, existing?.id ?? null), actor, 'api.collaboratorAddRefused');
  if (existing && loaded.record.collabs.includes(existing.id)) throw catalogueError('conflict', 'api.alreadyCollaborator', { email });

  const { userId, invited } = await db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUser(tx, {
        name: email.split('@')[0] ?? email,
        email,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        level: 'client',
        roles: [],
      }));
    if (!user) throw catalogueError('conflict', 'api.registeredConcurrently', { email });
    await insertCollaborator(tx, projectId, user.id, actor._id);
    return { userId: user.id, invited: !existing };
  });

  if (invited) {
    const token = await createSignInToken(db, userId);
    const link = `${config.publicUrl}/auth/token/${token}?redirect=${encodeURIComponent(`/app/projects/${projectId}/scenes`)}`;
    await mailer.send({
      to: email,
      subject: `Invitation: ${loaded.row.title}`,
      text: invitationText(actor.name, loaded.row.title, link),
    });
  }
  return {
    project: await reloadedView(db, projectId, actor),
    message: t(invited ? 'api.invitationSent' : 'api.collaboratorAdded'),
    invited,
  };
};

export const removeCollaborator = async (
  { db, t }: ModuleContext,
  { projectId, actor, collaboratorId }: { projectId: string; actor: Actor; collaboratorId: string },
): Promise<ProjectChange & { deleted: boolean }> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canChangeCollaborators(actor, loaded.record), actor, 'api.collaboratorRemoveRefused');
  const deleted = await deleteCollaborator(db, projectId, collaboratorId);
  return {
    project: await reloadedView(db, projectId, actor),
    deleted,
    message: t(deleted ? 'api.collaboratorRemoved' : 'api.notACollaborator'),
  };
};
