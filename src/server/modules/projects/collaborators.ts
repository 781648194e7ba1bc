import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs } from '#server/db/schema/index.ts';
import type { Config } from '#server/lib/config.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { createSignInToken, passwordLink } from '#server/modules/auth/sign-in-links.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import { findUserByEmail, insertUser } from '#server/modules/users/queries.ts';
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
  `${inviter} invited you to the explainer video project "${title}" on Explainer Studio.\n\nChoose your password and open the project (this link works once and is valid for 7 days):\n${link}\n\nAfterwards, sign in with this e-mail address and that password.`;

const addedText = (inviter: string, title: string, link: string) =>
  `${inviter} added you to the explainer video project "${title}" on Explainer Studio.\n\nOpen the project:\n${link}`;

/**
 * Adds a collaborator by e-mail. An unknown address becomes an invited client account (with an
 * unusable password) and gets a single-use link to choose a password; a known one gets a mail with
 * the project's link. The answer is the same for both (decision 047): it names nobody, so adding
 * an address says nothing about whether it has an account.
 */
export const addCollaborator = async (
  { db, mailer, config }: CollaboratorDeps,
  projectId: string,
  actor: Actor & { name: string },
  email: string,
): Promise<{ message: string }> => {
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

  const t = createApiTranslator(config.locale);
  // An admin adding themself learns nothing new and gets no mail.
  if (userId === actor._id) return { message: t('api.collaboratorAdded') };
  const projectPath = `/app/projects/${projectId}/scenes`;
  const title = singleLine(loaded.row.title);
  const inviter = singleLine(actor.name);
  await mailer.send(
    invited
      ? { to: email, subject: `Invitation: ${title}`, text: invitationText(inviter, title, passwordLink(config.publicUrl, await createSignInToken(db, userId), projectPath)) }
      : { to: email, subject: `Invitation: ${title}`, text: addedText(inviter, title, `${config.publicUrl}${projectPath}`) },
  );
  return { message: t('api.invitationSent') };
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
