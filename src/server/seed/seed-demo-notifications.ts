import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs, notifications, projects } from '#server/db/schema/index.ts';
import { insertNotifications, type NewNotification } from '#server/modules/notifications/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { jobDisplayName } from '#shared/jobs/job-name.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { demoProjectTitle } from './demo-ids.ts';
import { demoRemarks, findCoffeeShopScenes, minutesBefore } from './demo-coffee-shop.ts';

/**
 * A few read and unread notifications for every demo account (issue 15), about the demo coffee shop
 * project, its scenes and a demo job. No outbox rows: the demo sends no e-mail. Skipped once any exist.
 */
export const seedDemoNotifications = async (db: Db, locale: Locale, now: Date = new Date()): Promise<number> => {
  const [existing] = await db.select({ id: notifications.id }).from(notifications).limit(1);
  if (existing) return 0;
  const emails = [
    'admin@demo.local',
    'pm@demo.local',
    'staff@demo.local',
    'freelancer@demo.local',
    'client@demo.local',
  ] as const;
  const [admin, pm, staff, freelancer, client] = await Promise.all(emails.map((email) => findUserByEmail(db, email)));
  if (!admin || !pm || !staff || !freelancer || !client) return 0;
  const coffeeShop = await findCoffeeShopScenes(db);
  if (!coffeeShop) return 0;
  const { projectId: demoProjectId, sceneIds: demoSceneIds } = coffeeShop;
  const t = createApiTranslator(locale);
  const text = demoRemarks[locale];
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, jobType: jobs.jobType })
    .from(jobs)
    .where(inArray(jobs.createdBy, [pm.id]))
    .limit(1);
  // A new order no project manager works on yet: the studio's PMs heard of it when the client placed it.
  const [order] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.title, 'Demo: Bakery opening'))
    .limit(1);
  const orderNews = order
    ? [
        {
          actionType: 'others' as const,
          itemType: 'project',
          itemId: order.id,
          itemTitle: order.title,
          itemFor: '',
          itemAction: 'project-create',
          itemStatus: 'create' as const,
          projectId: order.id,
          text: '',
          html: '',
          url: `/projects/${order.id}/scenes`,
          tag: null,
        },
      ]
    : [];
  const scene = (index: 0 | 1 | 2) => ({
    itemType: 'scene',
    itemId: demoSceneIds[index],
    itemTitle: t('api.sceneItemTitle', { number: index + 1, title: demoProjectTitle }),
    itemFor: demoProjectTitle,
    projectId: demoProjectId,
  });
  const commentUrl = (itemId: string, tag: string) =>
    `/projects/${demoProjectId}/scenes?comments=${itemId}&commentsTag=${tag}`;
  const by = (actor: { id: string; name: string; picture: string | null }) => ({
    actorId: actor.id,
    actorName: actor.name,
    actorPicture: actor.picture,
  });
  const comment = (index: 0 | 1 | 2, body: string, tag: string, itemAction: 'comment' | 'mention' | 'reply') => ({
    ...scene(index),
    actionType: 'comment' as const,
    itemAction,
    itemStatus: 'create' as const,
    text: body,
    html: renderMarkdown(body),
    url: commentUrl(demoSceneIds[index], tag),
    tag,
  });
  const approval = {
    actionType: 'others' as const,
    itemType: 'project',
    itemId: demoProjectId,
    itemTitle: demoProjectTitle,
    itemFor: '',
    itemAction: 'approve-script',
    itemStatus: 'approve' as const,
    projectId: demoProjectId,
    text: '',
    html: '',
    url: `/projects/${demoProjectId}/scenes`,
    tag: null,
  };
  const jobNews = (itemAction: string, itemStatus: 'create' | 'submit' | 'approve') =>
    job
      ? [
          {
            actionType: 'job' as const,
            itemType: 'job',
            itemId: job.id,
            itemTitle: jobDisplayName(locale, job),
            itemFor: demoProjectTitle,
            itemAction,
            itemStatus,
            projectId: demoProjectId,
            text: '',
            html: '',
            url: `/jobs/${job.id}`,
            tag: null,
          },
        ]
      : [];

  const entries: {
    to: string;
    read: boolean;
    minutes: number;
    from: typeof admin;
    news: Omit<NewNotification, 'userId' | 'read' | 'createdAt' | 'actorId' | 'actorName' | 'actorPicture'>;
  }[] = [
    { to: admin.id, read: false, minutes: 40, from: client, news: comment(0, text.cup, 'none', 'comment') },
    { to: admin.id, read: false, minutes: 95, from: pm, news: comment(2, text.internal, 'admins', 'comment') },
    { to: admin.id, read: true, minutes: 60 * 26, from: client, news: approval },
    ...orderNews.flatMap((news) => [
      { to: pm.id, read: false, minutes: 15, from: client, news },
      { to: admin.id, read: false, minutes: 15, from: client, news },
    ]),
    { to: pm.id, read: false, minutes: 40, from: client, news: comment(0, text.cup, 'none', 'comment') },
    { to: pm.id, read: false, minutes: 40, from: client, news: approval },
    ...jobNews('job-submit', 'submit').map((news) => ({
      to: pm.id,
      read: true,
      minutes: 60 * 5,
      from: freelancer,
      news,
    })),
    { to: staff.id, read: false, minutes: 40, from: client, news: comment(0, text.cup, 'none', 'comment') },
    { to: staff.id, read: true, minutes: 60 * 26, from: client, news: comment(2, text.logo, 'none', 'comment') },
    { to: freelancer.id, read: false, minutes: 8, from: pm, news: comment(1, text.voice, 'voice', 'mention') },
    ...jobNews('job-create', 'create').map((news) => ({
      to: freelancer.id,
      read: false,
      minutes: 60 * 3,
      from: pm,
      news,
    })),
    { to: freelancer.id, read: true, minutes: 40, from: client, news: comment(0, text.cup, 'none', 'comment') },
    { to: client.id, read: false, minutes: 20, from: staff, news: comment(0, text.script, 'none', 'reply') },
    { to: client.id, read: true, minutes: 60 * 24, from: pm, news: comment(2, text.logoReply, 'none', 'reply') },
  ];
  const rows: NewNotification[] = entries.map(({ to, read, minutes, from, news }) => ({
    ...news,
    ...by(from),
    userId: to,
    read,
    createdAt: minutesBefore(now, minutes),
  }));
  return (await db.transaction((tx) => insertNotifications(tx, rows, new Set()))).length;
};
