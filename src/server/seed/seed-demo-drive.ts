import { driveSetupDoneMarker } from '#shared/app/limits.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { driveSetups, projects } from '#server/db/schema/index.ts';
import type { Config } from '#server/lib/config.ts';
import { driveProviderFor } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { driveProjectFolders } from '#shared/projects/drive/drive.ts';

const demoDriveProject = 'Bakery launch video';

/**
 * One demo project whose drive folder the local provider set up (decision 067), with the setup's
 * log, so `npm start` shows the title bar link and a folder to open. Never into a real Google Drive:
 * with one configured, the demo keeps no drive folder.
 */
export const seedDemoDrive = async (
  db: Db,
  config: Pick<Config, 'drive' | 'publicUrl'>,
  locale: Locale,
): Promise<void> => {
  if (config.drive.google) return;
  const [project] = await db.select().from(projects).where(eq(projects.title, demoDriveProject)).limit(1);
  const pm = await findUserByEmail(db, 'pm@demo.local');
  if (!project || project.gdriveFolder || !pm) return;
  const t = createApiTranslator(locale);
  const provider = driveProviderFor(config);
  const root = await provider.createRootFolder(project.title);
  for (const name of driveProjectFolders) await provider.ensureFolder(name, root);
  const log = [
    t('api.drive.log.queued', { title: project.title }),
    t('api.drive.log.rootCreated', { name: project.title }),
    ...driveProjectFolders.map((name) => t('api.drive.log.folderCreated', { name })),
    `${t('api.drive.log.finished')} ${driveSetupDoneMarker}`,
  ];
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ gdriveFolder: root.link }).where(eq(projects.id, project.id));
    await tx.insert(driveSetups).values({
      projectId: project.id,
      startedBy: pm.id,
      status: 'complete',
      log: `${log.join('\n')}\n`,
      rootFolder: root,
    });
  });
};
