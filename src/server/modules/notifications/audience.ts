import type { CommentEventComment, JobEvent, PostEvent, ProjectEvent } from '#server/lib/events.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findSceneLocation } from '#server/modules/comments/index.ts';
import { jobDisplayName } from '#shared/jobs/job-name.ts';
import { splitPostSectionItemId } from '#shared/posts/posts.ts';
import { reviewCommentItemType, reviewPath } from '#shared/projects/review/review.ts';
import { findReviewVideo } from '#server/modules/projects/index.ts';
import { isContrib } from '#shared/users/levels.ts';
import type {
  NotificationActionType,
  NotificationItemAction,
  NotificationItemStatus,
  NotificationSubject,
} from '#shared/notifications/notifications.ts';
import {
  findBidderIds,
  findCommentMentions,
  findContributorIds,
  findJobSummary,
  findPostSummary,
  findProjectManagerIds,
  findProjectPeople,
  findProjectSummary,
  findRecipients,
  type JobSummary,
  type ProjectSummary,
} from './queries.ts';

/** One piece of news, before it is checked against each recipient and written once per recipient. */
export interface NotificationDraft {
  actorId: string | null;
  actorName: string;
  actionType: NotificationActionType;
  itemType: string;
  itemId: string;
  itemTitle: string;
  itemFor: string;
  itemStatus: NotificationItemStatus | null;
  projectId: string | null;
  text: string;
  url: string;
  subject: NotificationSubject;
  /** Who may hear of it and what it says to each (a reply to one, a comment to the others). */
  recipients: Map<string, NotificationItemAction>;
}

interface DescribedItem {
  title: string;
  itemFor: string;
  url: string;
  project: ProjectSummary | null;
  /** Whoever works on the item: they hear of its comments. */
  people: string[];
}

type Context = Pick<ModuleContext, 'db' | 't' | 'config'>;

const projectUrl = (projectId: string): string => `/projects/${projectId}/scenes`;

const describeProject = async ({ db }: Context, project: ProjectSummary): Promise<DescribedItem> => ({
  title: project.title,
  itemFor: '',
  url: projectUrl(project.id),
  project,
  people: await findProjectPeople(db, project),
});

const describePost = async (
  { db }: Context,
  postId: string,
  sectionId: string | null,
): Promise<DescribedItem | null> => {
  const post = await findPostSummary(db, postId);
  if (!post) return null;
  return {
    title: sectionId ? `${sectionId} · ${post.title}` : post.title,
    itemFor: '',
    url: `/feed/${post.feed}/post/${post.id}`,
    project: null,
    people: [...(post.userId ? [post.userId] : []), ...post.taggedUsers],
  };
};

/** What a notification shows of the item a comment was written on, found by its type. */
const describeItem = async (context: Context, itemType: string, itemId: string): Promise<DescribedItem | null> => {
  const { db, t } = context;
  switch (itemType) {
    case 'project': {
      const project = await findProjectSummary(db, itemId);
      return project ? describeProject(context, project) : null;
    }
    case 'scene': {
      const scene = await findSceneLocation(db, itemId);
      const project = scene ? await findProjectSummary(db, scene.projectId) : null;
      if (!scene || !project) return null;
      const described = await describeProject(context, project);
      return {
        ...described,
        title: t('api.sceneItemTitle', { number: scene.position + 1, title: project.title }),
        itemFor: project.title,
      };
    }
    case 'job': {
      const job = await findJobSummary(db, itemId);
      const project = job ? await findProjectSummary(db, job.projectId) : null;
      if (!job || !project) return null;
      const people = [job.createdBy, job.claimedBy].filter((id): id is string => id !== null);
      return {
        title: jobDisplayName(context.config.locale, job),
        itemFor: project.title,
        url: `/jobs/${job.id}`,
        project,
        people,
      };
    }
    case reviewCommentItemType: {
      const video = await findReviewVideo(db, itemId);
      const project = video ? await findProjectSummary(db, video.projectId) : null;
      if (!video || !project) return null;
      return {
        ...(await describeProject(context, project)),
        title: t('api.review.itemTitle', { title: project.title, name: video.name }),
        itemFor: project.title,
        url: reviewPath(project.id, video.id),
      };
    }
    case 'post':
      return describePost(context, itemId, null);
    case 'post-section': {
      const section = splitPostSectionItemId(itemId);
      return section ? describePost(context, section.postId, section.sectionId) : null;
    }
    default:
      return null;
  }
};

const excerptLength = 500;
const excerpt = (text: string): string => (text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text);

const withComments = (url: string, comment: CommentEventComment): string =>
  `${url}?${new URLSearchParams({ comments: comment.itemId, commentsTag: comment.tag }).toString()}`;

const commentDraft = (comment: CommentEventComment, item: DescribedItem): Omit<NotificationDraft, 'recipients'> => ({
  actorId: comment.authorId,
  actorName: comment.authorName,
  actionType: 'comment',
  itemType: comment.itemType,
  itemId: comment.itemId,
  itemTitle: item.title,
  itemFor: item.itemFor,
  itemStatus: 'create',
  projectId: item.project?.id ?? null,
  text: excerpt(comment.text),
  url: withComments(item.url, comment),
  subject: { tag: comment.tag, internalProject: item.project?.type === 'internal' },
});

const audience = (
  entries: Iterable<readonly [string, NotificationItemAction]>,
): Map<string, NotificationItemAction> => {
  const map = new Map<string, NotificationItemAction>();
  for (const [userId, action] of entries) if (!map.has(userId)) map.set(userId, action);
  return map;
};

/**
 * Spec §6 counts the studio's project managers as collaborators of every project: while none of them
 * works on a project, a comment from its client (or a visitor with its link) reaches them all, so a
 * question on a new order never waits unheard.
 */
const managersWithoutPm = async ({ db }: Context, comment: CommentEventComment, item: DescribedItem) => {
  if (!item.project) return [];
  const [author] = comment.authorId ? await findRecipients(db, [comment.authorId]) : [];
  if (author && isContrib({ _id: author.id, level: author.level, role: author.roles })) return [];
  const managers = await findProjectManagerIds(db);
  return item.people.some((userId) => managers.includes(userId)) ? [] : managers;
};

/**
 * A new comment or reply: the replied-to author hears of the reply, the item's people of the comment
 * (and the studio's PMs of a client's comment on a project no PM works on).
 * Mentioned users are left out here: the mention event tells them, so nobody gets two for one comment.
 */
export const commentNews = async (
  context: Context,
  comment: CommentEventComment,
  parentAuthorId: string | null,
): Promise<NotificationDraft | null> => {
  const item = await describeItem(context, comment.itemType, comment.itemId);
  if (!item) return null;
  const mentioned = new Set(await findCommentMentions(context.db, comment.commentId));
  const entries: [string, NotificationItemAction][] = [
    ...(parentAuthorId ? [[parentAuthorId, 'reply'] as [string, NotificationItemAction]] : []),
    ...[...item.people, ...(await managersWithoutPm(context, comment, item))].map(
      (userId): [string, NotificationItemAction] => [userId, 'comment'],
    ),
  ];
  return { ...commentDraft(comment, item), recipients: audience(entries.filter(([userId]) => !mentioned.has(userId))) };
};

export const mentionNews = async (
  context: Context,
  comment: CommentEventComment,
  mentionedUserIds: readonly string[],
): Promise<NotificationDraft | null> => {
  const item = await describeItem(context, comment.itemType, comment.itemId);
  if (!item) return null;
  return {
    ...commentDraft(comment, item),
    recipients: audience(mentionedUserIds.map((userId) => [userId, 'mention'] as const)),
  };
};

const projectDraft = async (
  context: Context,
  event: ProjectEvent,
  itemAction: NotificationItemAction,
  actionType: NotificationActionType,
  itemStatus: NotificationItemStatus,
): Promise<NotificationDraft | null> => {
  const project = await findProjectSummary(context.db, event.projectId);
  if (!project) return null;
  const people = [...(await findProjectManagerIds(context.db)), ...(await findProjectPeople(context.db, project))];
  return {
    actorId: event.actorId,
    actorName: '',
    actionType,
    itemType: 'project',
    itemId: project.id,
    itemTitle: project.title,
    itemFor: '',
    itemStatus,
    projectId: project.id,
    text: '',
    url: projectUrl(project.id),
    subject: { tag: null, internalProject: project.type === 'internal' },
    recipients: audience(people.map((userId) => [userId, itemAction] as const)),
  };
};

/** A new order (spec §6 counts PMs as collaborators of every project): the studio's project managers. */
export const orderNews = (context: Context, event: ProjectEvent) =>
  projectDraft(context, event, 'project-create', 'others', 'create');

/** A script submitted: project managers and the project's people. */
export const scriptNews = (context: Context, event: ProjectEvent) =>
  projectDraft(context, event, 'submitScript', 'submitScript', 'submit');

/** A project or an extension purchased (issue 18): project managers and the project's people. */
export const purchaseNews = (context: Context, event: ProjectEvent) =>
  projectDraft(context, event, 'purchase', 'others', 'approve');

/** A step approved (script, sketches, storyboard, changes): project managers and the project's people. */
export const approvalNews = (
  context: Context,
  event: ProjectEvent & { type: 'script' | 'sketch' | 'storyboard' | 'changes' },
) => projectDraft(context, event, `approve-${event.type}`, 'others', 'approve');

interface JobNewsRule {
  itemAction: NotificationItemAction;
  itemStatus: NotificationItemStatus;
  /** Who hears of it: the job's creator (a PM), its claimer, the staff it was offered to, or the creator and the bidders. */
  to: 'creator' | 'claimer' | 'staff' | 'creator-and-bidders' | 'losing-bidders';
}

const jobNewsRules: Partial<Record<string, JobNewsRule>> = {
  create: { itemAction: 'job-create', itemStatus: 'create', to: 'staff' },
  claim: { itemAction: 'job-claim', itemStatus: 'create', to: 'creator' },
  submit: { itemAction: 'job-submit', itemStatus: 'submit', to: 'creator' },
  approve: { itemAction: 'job-approve', itemStatus: 'approve', to: 'claimer' },
  reject: { itemAction: 'job-reject', itemStatus: 'reject', to: 'claimer' },
  'release-user': { itemAction: 'job-release', itemStatus: 'release', to: 'claimer' },
  'release-myself': { itemAction: 'job-release', itemStatus: 'release', to: 'creator' },
  paid: { itemAction: 'job-paid', itemStatus: 'approve', to: 'claimer' },
  bid: { itemAction: 'job-bid', itemStatus: 'submit', to: 'creator' },
  'claim-spot': { itemAction: 'job-claim-spot', itemStatus: 'create', to: 'creator' },
  // The server closed an auction at its expiry: its creator picks among the bids, its bidders can bid no more.
  expire: { itemAction: 'job-expire', itemStatus: 'submit', to: 'creator-and-bidders' },
  'decline-bids': { itemAction: 'job-bid-declined', itemStatus: 'reject', to: 'losing-bidders' },
};

const jobNewsRecipients = async (
  context: Context,
  rule: JobNewsRule,
  job: JobSummary,
  event: JobEvent,
): Promise<(string | null)[]> => {
  if (rule.to === 'staff') return [...job.staff, ...job.staffBackup];
  if (rule.to === 'creator') return [job.createdBy];
  if (rule.to === 'claimer') return [event.claimerId ?? job.claimedBy];
  if (rule.to === 'losing-bidders')
    return (await findBidderIds(context.db, job.id)).filter((userId) => userId !== job.claimedBy);
  return [job.createdBy, ...(await findBidderIds(context.db, job.id))];
};

export const jobNews = async (context: Context, event: JobEvent): Promise<NotificationDraft | null> => {
  const rule = jobNewsRules[event.action];
  const job = rule ? await findJobSummary(context.db, event.jobId) : null;
  const project = job ? await findProjectSummary(context.db, job.projectId) : null;
  if (!rule || !job || !project) return null;
  const recipients = await jobNewsRecipients(context, rule, job, event);
  return {
    actorId: event.actorId,
    actorName: '',
    actionType: 'job',
    itemType: 'job',
    itemId: job.id,
    itemTitle: jobDisplayName(context.config.locale, job),
    itemFor: project.title,
    itemStatus: rule.itemStatus,
    projectId: project.id,
    text: event.text ?? '',
    url: `/jobs/${job.id}`,
    subject: { tag: null, internalProject: project.type === 'internal' },
    recipients: audience(
      recipients.filter((id): id is string => id !== null).map((userId) => [userId, rule.itemAction] as const),
    ),
  };
};

/** Those newly tagged on a post hear of it; a new memo reaches every contributor who may read it. */
export const postNews = async (context: Context, event: PostEvent): Promise<NotificationDraft | null> => {
  const post = await findPostSummary(context.db, event.postId);
  if (!post) return null;
  const memoReaders = event.created && post.type === 'memo' ? await findContributorIds(context.db) : [];
  const entries = [
    ...event.newlyTagged.map((userId) => [userId, 'post-tagged'] as const),
    ...memoReaders.map((userId) => [userId, 'memo'] as const),
  ];
  return {
    actorId: event.actorId,
    actorName: '',
    actionType: 'others',
    itemType: 'post',
    itemId: post.id,
    itemTitle: post.title,
    itemFor: '',
    itemStatus: 'create',
    projectId: null,
    text: '',
    url: `/feed/${post.feed}/post/${post.id}`,
    subject: { tag: null, internalProject: false },
    recipients: audience(entries),
  };
};
