import { catalogueError } from '#server/lib/errors.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import {
  issueOneTimeToken,
  passwordLink,
  releaseUnconfirmedAccount,
  unusablePasswordHash,
} from '#server/modules/auth/index.ts';
import { findUserByEmail, insertUser } from '#server/modules/users/index.ts';
import { canAddCollaborator, canChangeCollaborators } from '#shared/projects/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject } from './access.ts';
import { deleteCollaborator, insertCollaborator } from './queries.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import type { ProjectChangeResponse } from '#shared/projects/project.ts';
import { reloadedView } from './service.ts';

/**
 * Adds a collaborator by e-mail. An unknown address becomes an invited client account (with an
 * unusable password) and gets a single-use link to choose a password; a known one gets a mail with
 * the project's link. The answer is the same for both (decision 047): it names nobody, so adding
 * an address says nothing about whether it has an account. An account whose address nobody proved
 * is no known address (decision 091): whoever signed in to it is signed out and the address gets
 * the invited person's link, so only its owner opens the project.
 */
export const addCollaborator = async (
  { db, mailer, config, clock, t, events }: ModuleContext,
  { projectId, actor, email }: { projectId: string; actor: Actor & { name: string }; email: string },
): Promise<{ message: string }> => {
  const loaded = await loadProject(db, projectId, actor);
  const existing = await findUserByEmail(db, email);
  refuseUnless(canAddCollaborator(actor, loaded.record, existing?.id ?? null), actor, 'api.collaboratorAddRefused');
  if (existing && loaded.record.collabs.includes(existing.id))
    throw catalogueError('conflict', 'api.alreadyCollaborator', { email });

  // An admin adding themself proves nothing about their address, and keeps their account.
  const unproven = existing === undefined || (existing.emailConfirmedAt === null && existing.id !== actor._id);
  const passwordHash = unproven ? await unusablePasswordHash() : '';
  const { userId, invited } = await db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUser(tx, { name: email.split('@')[0] ?? email, email, passwordHash, level: 'client', roles: [] }));
    if (!user) throw catalogueError('conflict', 'api.registeredConcurrently', { email });
    const invited =
      existing === undefined ||
      (unproven && (await releaseUnconfirmedAccount(tx, { userId: user.id, passwordHash, now: clock.now() })));
    await insertCollaborator(tx, projectId, user.id, actor._id);
    return { userId: user.id, invited };
  });
  // The account was taken back from whoever registered the address: their live streams end too.
  if (existing && invited) await events.emit('user.accessChanged', { userId });

  // An admin adding themself learns nothing new and gets no mail.
  if (userId === actor._id) return { message: t('api.collaboratorAdded') };
  const projectPath = `/app/projects/${projectId}/scenes`;
  const values = { title: singleLine(loaded.row.title), inviter: singleLine(actor.name) };
  await mailer.send({
    to: email,
    subject: t('api.mailInvitationSubject', values),
    text: invited
      ? t('api.mailInvitationBody', {
          ...values,
          link: passwordLink(
            config.publicUrl,
            await issueOneTimeToken({ db, clock }, { kind: 'signIn', userId }),
            projectPath,
          ),
        })
      : t('api.mailAddedBody', { ...values, link: `${config.publicUrl}${projectPath}` }),
  });
  return { message: t('api.invitationSent') };
};

export const removeCollaborator = async (
  { db, t }: ModuleContext,
  { projectId, actor, collaboratorId }: { projectId: string; actor: Actor; collaboratorId: string },
): Promise<WrittenJson<ProjectChangeResponse & { deleted: boolean }>> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canChangeCollaborators(actor, loaded.record), actor, 'api.collaboratorRemoveRefused');
  const deleted = await deleteCollaborator(db, projectId, collaboratorId);
  return answerOfParts<ProjectChangeResponse & { deleted: boolean }>({
    project: await reloadedView(db, projectId, actor),
    deleted,
    message: t(deleted ? 'api.collaboratorRemoved' : 'api.notACollaborator'),
  });
};
