import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs } from '#server/db/schema/index.ts';
import type { Config } from '#server/lib/config.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { createSignInToken, hashPassword } from '#server/modules/auth/index.ts';
import { findUserByEmail, insertUser } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import type { Actor } from '#shared/users/levels.ts';
import { canAddCollaborator, canChangeCollaborators } from '#shared/projects/permissions.ts';
import { loadProject } from './access.ts';
import { projectViewOf } from './service.ts';
import type { ProjectChange } from './manage.ts';

export interface CollaboratorDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'locale'>;
}

const invitationText = (inviter: string, title: string, link: string) =>
  `${inviter} invited you to the explainer video project "${title}" on Explainer Studio.\n\nOpen the project (this link signs you in once and is valid for 7 days):\n${link}\n\nAfterwards, sign in with this e-mail address; use "Create a client account" to choose a password.`;

/**
 * Adds a collaborator by e-mail. An unknown address becomes an invited client account (with an
 * unusable password) and gets a single-use sign-in link by mail.
 */
export const addCollaborator = async (
  { db, mailer, config }: CollaboratorDeps,
  projectId: string,
  actor: Actor & { name: string },
  email: string,
): Promise<ProjectChange & { invited: boolean }> => {
  const loaded = await loadProject(db, projectId, actor);
  const existing = await findUserByEmail(db, email);
  if (!canAddCollaborator(actor, loaded.record, existing?.id ?? null)) {
    throw new AppError('forbidden', 'Only a project manager or a collaborator can add collaborators');
  }
  if (existing && loaded.record.collabs.includes(existing.id)) throw new AppError('conflict', `${email} is already a collaborator`);

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
    if (!user) throw new AppError('conflict', `${email} was registered at the same moment; try again`);
    await tx.insert(projectCollabs).values({ projectId, userId: user.id, addedBy: actor._id }).onConflictDoNothing();
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
  const reloaded = await loadProject(db, projectId, actor);
  return {
    project: await projectViewOf(db, reloaded, actor),
    message: createApiTranslator(config.locale)(invited ? 'api.invitationSent' : 'api.collaboratorAdded'),
    invited,
  };
};

export const removeCollaborator = async (
  db: Db,
  locale: Locale,
  projectId: string,
  actor: Actor,
  collaboratorId: string,
): Promise<ProjectChange & { deleted: boolean }> => {
  const loaded = await loadProject(db, projectId, actor);
  if (!canChangeCollaborators(actor, loaded.record)) {
    throw new AppError('forbidden', 'Only a project manager or a collaborator can remove collaborators');
  }
  const removed = await db
    .delete(projectCollabs)
    .where(and(eq(projectCollabs.projectId, projectId), eq(projectCollabs.userId, collaboratorId)))
    .returning();
  const reloaded = await loadProject(db, projectId, actor);
  return {
    project: await projectViewOf(db, reloaded, actor),
    deleted: removed.length > 0,
    message: createApiTranslator(locale)(removed.length > 0 ? 'api.collaboratorRemoved' : 'api.notACollaborator'),
  };
};
