import { randomUUID } from 'node:crypto';
import {
  comments,
  files,
  jobBids,
  jobs,
  notifications,
  projectCollabs,
  projectCovers,
  projects,
  projectVersions,
  scenes,
  socialCovers,
  socialTitles,
} from '#server/db/schema/index.ts';
import { insertBlogPost } from '#server/modules/blog/index.ts';
import type { CommentTag } from '#shared/comments/comments.ts';
import type { JobRecord, JobType } from '#shared/jobs/types.ts';
import type { ProjectRecord } from '#shared/projects/permissions.ts';
import type { Level, Role, SessionUser } from '#shared/users/schemas.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import type { TestApp } from '../../../support/test-app.ts';
import { Markers } from './markers.ts';

/** The callers of issue 20: every level, with and without a stake in the project. */
export const callerNames = ['visitor', 'stranger', 'client', 'freelancer', 'staff', 'pm', 'admin'] as const;
export type CallerName = (typeof callerNames)[number];

/** The projects of issue 20: the caller's client's, another client's, and the studio's own. */
export const projectKinds = ['own', 'foreign', 'internal'] as const;
/** A client's project in the trash: power users only (access.ts), tried by the rows that read. */
export type ProjectKind = (typeof projectKinds)[number] | 'trashed';

export type MatrixUser = SessionUser & { password: string };

/** Project columns a row needs set (a status, a purchase, a video) so an allowed caller's request is valid. */
export type ProjectState = Partial<typeof projects.$inferInsert>;

export interface PlantedComment {
  id: string;
  tag: CommentTag;
  user: string;
}

export interface ProjectTarget {
  kind: ProjectKind;
  id: string;
  slug: string;
  title: string;
  record: ProjectRecord & { deleted: boolean; type: 'client' | 'internal' };
  /** The scene with text and an image, and an empty one. */
  sceneIds: [string, string];
  /** Every scene of the original version, in order. */
  allSceneIds: string[];
  versionId: string;
  comments: Record<'plain' | 'admins' | 'private', PlantedComment>;
  job: { id: string; record: JobRecord };
  auction: { id: string; record: JobRecord; bidder: string };
  socialTitleId: string;
  socialCoverId: string;
  videoCoverId: string;
}

const projectTag = (kind: ProjectKind, serial: number) => `MXP-${kind}-${serial}-X`;

export interface World {
  t: TestApp;
  users: Record<Exclude<CallerName, 'visitor'>, MatrixUser>;
  /** Not callers: they own the foreign project, bid, and write the comments nobody else may read. */
  extras: Record<'foreignClient' | 'bidder' | 'privateAuthor' | 'adminsAuthor' | 'plainAuthor', MatrixUser>;
  cookies: Record<CallerName, string | null>;
  markers: Markers;
  actor: (who: CallerName) => MatrixUser | null;
  /** A new project of that kind with everything the rows address: scenes, an extension, comments, jobs, titles, covers. */
  project: (kind: ProjectKind, state?: ProjectState) => Promise<ProjectTarget>;
  /** A new user nobody signs in as, for rows that change a user. */
  bystander: (level: Level, roles?: Role[]) => Promise<MatrixUser>;
  /** A new session for the caller, for rows that end or change it. */
  freshCookie: (who: CallerName) => Promise<string | null>;
  blogPost: () => Promise<{ id: string; shortId: string; slug: string }>;
  notification: (userId: string) => Promise<string>;
  imageFile: (uploadedBy: string) => Promise<string>;
}

export const buildWorld = async (t: TestApp): Promise<World> => {
  const markers = new Markers();
  const { db } = t.database;
  const make = async (level: Level, roles: Role[], name: string) => {
    const user = await t.createUser(level, roles, name);
    markers.addUser(user);
    return user;
  };
  const users = {
    stranger: await make('client', [], 'Stella Stranger'),
    client: await make('client', [], 'MXN-own-client Olivia'),
    freelancer: await make('freelancer', ['script'], 'Fred Freelancer'),
    staff: await make('staff', [], 'Stan Staff'),
    pm: await make('staff', ['project-manager'], 'Pam Manager'),
    admin: await make('admin', [], 'Ada Admin'),
  };
  const extras = {
    foreignClient: await make('client', [], 'MXN-foreign-client Frank'),
    bidder: await make('freelancer', ['script'], 'Bea Bidder'),
    privateAuthor: await make('staff', ['project-manager'], 'Priya Private'),
    adminsAuthor: await make('admin', [], 'Adam Admins'),
    plainAuthor: await make('staff', [], 'Paul Plain'),
  };
  markers.addCollaboratorName(users.client.name, users.client._id);
  markers.addCollaboratorName(extras.foreignClient.name, extras.foreignClient._id);
  const cookies: Record<CallerName, string | null> = { visitor: null } as Record<CallerName, string | null>;
  for (const [who, user] of Object.entries(users)) cookies[who as CallerName] = await t.signIn(user.email);

  const imageFile = async (uploadedBy: string) => {
    const [row] = await db
      .insert(files)
      .values({ name: 'matrix.png', extension: 'png', type: 'image/png', size: 10, isImage: true, uploadedBy })
      .returning({ id: files.id });
    if (!row) throw new Error('file not inserted');
    return row.id;
  };

  let serial = 0;
  const project = async (kind: ProjectKind, state: ProjectState = {}): Promise<ProjectTarget> => {
    serial += 1;
    const title = `Explainer ${projectTag(kind, serial)}`;
    const collabs =
      kind === 'own' ? [users.client._id] : kind === 'foreign' || kind === 'trashed' ? [extras.foreignClient._id] : [];
    const type = kind === 'internal' ? 'internal' : 'client';
    const deleted = kind === 'trashed';
    const id = randomUUID();
    const jobType: JobType = 'script';
    const expiryDate = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const plantedText = {
      plain: markers.comment('none', extras.plainAuthor._id),
      admins: markers.comment('admins', extras.adminsAuthor._id),
      private: markers.comment('private', extras.privateAuthor._id),
    };
    const bidText = markers.bid(extras.bidder._id);
    // One transaction: a project with all its parts costs one commit, which keeps hundreds of fresh targets cheap.
    const built = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({
          id,
          title,
          slug: `p-${id}`,
          cart: { ...createCart('en'), hideBreakdown: false },
          status: 'recording',
          type,
          deleted,
          sceneCount: 2,
          ...state,
        })
        .returning();
      if (!row) throw new Error('project not inserted');
      if (collabs.length > 0)
        await tx.insert(projectCollabs).values(collabs.map((userId) => ({ projectId: id, userId })));
      const fileRows = await tx
        .insert(files)
        .values(
          [extras.plainAuthor._id, users.pm._id, users.pm._id].map((uploadedBy) => ({
            name: 'matrix.png',
            extension: 'png',
            type: 'image/png',
            size: 10,
            isImage: true,
            uploadedBy,
          })),
        )
        .returning({ id: files.id });
      const [image, socialCoverId, videoCoverId] = fileRows.map((file) => file.id);
      if (!image || !socialCoverId || !videoCoverId) throw new Error('files not inserted');
      const sceneRows = await tx
        .insert(scenes)
        .values([
          { projectId: id, position: 0, text: 'The hook', image, ext: 'jpg' },
          { projectId: id, position: 1, text: '' },
        ])
        .returning({ id: scenes.id });
      const [version] = await tx
        .insert(projectVersions)
        .values({ projectId: id, title: 'Spanish cut', cart: row.cart, purchased: row.purchased })
        .returning({ id: projectVersions.id });
      const authors = {
        plain: extras.plainAuthor._id,
        admins: extras.adminsAuthor._id,
        private: extras.privateAuthor._id,
      };
      const tags = { plain: 'none', admins: 'admins', private: 'private' } as const;
      const commentRows = await tx
        .insert(comments)
        .values(
          (['plain', 'admins', 'private'] as const).map((key) => ({
            itemType: 'project',
            itemId: id,
            tag: tags[key],
            text: plantedText[key],
            html: `<p>${plantedText[key]}</p>`,
            userId: authors[key],
          })),
        )
        .returning({ id: comments.id });
      const [job, auction] = await tx
        .insert(jobs)
        .values([
          { projectId: id, jobType, body: 'Write the script', price: 10, createdBy: users.pm._id },
          {
            projectId: id,
            jobType,
            body: 'Draft the script',
            price: 10,
            isAuction: true,
            expiresIn: 3,
            expiryDate,
            bidLimit: 5,
            createdBy: users.pm._id,
          },
        ])
        .returning({ id: jobs.id });
      if (!job || !auction || !version || sceneRows.length !== 2 || commentRows.length !== 3)
        throw new Error('project parts not inserted');
      await tx
        .insert(jobBids)
        .values({ jobId: auction.id, userId: extras.bidder._id, body: bidText, bodyHtml: `<p>${bidText}</p>` });
      const [socialTitle] = await tx
        .insert(socialTitles)
        .values({ projectId: id, text: 'Ten seconds to a better pitch', userId: users.pm._id })
        .returning({ id: socialTitles.id });
      if (!socialTitle) throw new Error('social title not inserted');
      await tx.insert(socialCovers).values({ projectId: id, fileId: socialCoverId });
      await tx.insert(projectCovers).values({ projectId: id, fileId: videoCoverId });
      return { row, sceneRows, version, commentRows, job, auction, socialTitle, socialCoverId, videoCoverId };
    });
    const { row } = built;
    markers.addProject(title, id, collabs, deleted);
    const planted = (index: number, tag: CommentTag, user: MatrixUser): PlantedComment => ({
      id: built.commentRows[index]?.id ?? '',
      tag,
      user: user._id,
    });
    const jobRecord = (isAuction: boolean, bids: JobRecord['bids'], expiry: Date | null): JobRecord => ({
      jobType,
      status: 'open',
      paid: false,
      isAuction,
      claimedBy: null,
      staff: [],
      staffBackup: [],
      bids,
      bidLimit: isAuction ? 5 : 2,
      expiryDate: expiry,
    });
    const sceneIds = built.sceneRows.map((scene) => scene.id);
    return {
      kind,
      id,
      slug: row.slug,
      title,
      record: {
        status: row.status,
        scriptStatus: row.scriptStatus,
        storyboardStatus: row.storyboardStatus,
        purchased: row.purchased,
        collabs,
        deleted: row.deleted,
        type: row.type,
      },
      sceneIds: [sceneIds[0] ?? '', sceneIds[1] ?? ''],
      allSceneIds: sceneIds,
      versionId: built.version.id,
      comments: {
        plain: planted(0, 'none', extras.plainAuthor),
        admins: planted(1, 'admins', extras.adminsAuthor),
        private: planted(2, 'private', extras.privateAuthor),
      },
      job: { id: built.job.id, record: jobRecord(false, [], null) },
      auction: {
        id: built.auction.id,
        record: jobRecord(true, [{ user: extras.bidder._id, status: 'claimed' }], expiryDate),
        bidder: extras.bidder._id,
      },
      socialTitleId: built.socialTitle.id,
      socialCoverId: built.socialCoverId,
      videoCoverId: built.videoCoverId,
    };
  };

  let bystanders = 0;
  const bystander = async (level: Level, roles: Role[] = []) => make(level, roles, `Bystander ${(bystanders += 1)}`);

  const blogPost = async () => {
    const shortId = randomUUID().slice(0, 8);
    const row = await insertBlogPost(db, {
      shortId,
      slug: 'why-explainers-work',
      title: 'Why explainers work',
      body: 'Short and clear.',
      tags: ['video'],
      authorId: users.admin._id,
    });
    if (!row) throw new Error('blog post not inserted');
    return { id: row.id, shortId, slug: row.slug };
  };

  const notification = async (userId: string) => {
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        actorId: extras.plainAuthor._id,
        actorName: extras.plainAuthor.name,
        actionType: 'comment',
        itemType: 'project',
        itemId: randomUUID(),
        itemTitle: markers.notification(userId),
        itemAction: 'comment',
        url: '/projects',
      })
      .returning({ id: notifications.id });
    if (!row) throw new Error('notification not inserted');
    return row.id;
  };

  const freshCookie = async (who: CallerName) => (who === 'visitor' ? null : t.signIn(users[who].email));

  return {
    t,
    users,
    extras,
    cookies,
    markers,
    actor: (who) => (who === 'visitor' ? null : users[who]),
    project,
    bystander,
    freshCookie,
    blogPost,
    notification,
    imageFile,
  };
};
