import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { locales } from '../../app/constants.ts';
import { emailSchema } from '../../auth/schemas.ts';
import { portfolioLinkMessages, recordIdPattern, videoLinkMessages, webAddressSchema } from '../../app/schemas.ts';
import { commentFileSchema, commentTags } from '../../comments/comments.ts';
import { isStoredVideoKey } from '../../format/video-url.ts';
import { cartGroups } from '../../products/catalogue.ts';
import { approvalTypes } from '../approvals/banners.ts';
import { storyboardBriefBodySchema } from '../storyboard-brief/schemas.ts';
import { driveStoryboardBodySchema, maxDriveStoryboards } from '../storyboards/drive-storyboards.ts';
import { projectStatuses, projectTypes, scriptStatuses, storyboardStatuses } from '../status.ts';

/** Where the receiving host takes a project (spec §7). */
export const transferInPath = '/api/projects/transfer-in';
/** The manifest's multipart field; every other part is one stored object, named by its key. */
export const transferManifestField = 'manifest';
export const transferManifestMaxBytes = 16 * 1024 * 1024;

/** Both sides of the route the settings group calls. */
export const projectTransferResponseSchema = z.object({ url: z.string(), message: z.string() });
export type ProjectTransferResponse = z.infer<typeof projectTransferResponseSchema>;
export const transferInResponseSchema = z.object({ url: z.string() });

export const transferStatusResponseSchema = z.object({ configured: z.boolean() });
export type TransferStatusResponse = z.infer<typeof transferStatusResponseSchema>;

const id = z.string().regex(recordIdPattern, { error: invalid('validation.transfer.recordId') });
const userRef = id.nullable();
// The source hands its rows' dates over as they are; JSON carries them as ISO text.
const date = z.union([
  z.date(),
  z.iso.datetime({ offset: true, error: invalid('validation.transfer.isoDate') }).transform((value) => new Date(value)),
]);
const text = z.string().max(1_000_000);
const optionalText = text.nullable();
// Links are kept here only as web addresses, as the settings save them; a video field may hold a stored video's key instead.
const videoLink = webAddressSchema({ max: 2000, orAlso: isStoredVideoKey, messages: videoLinkMessages }).nullable();

const cartItemSchema = z.object({
  id: z.string().max(100),
  group: z.enum(Object.keys(cartGroups) as [keyof typeof cartGroups, ...(keyof typeof cartGroups)[]]),
  name: z.string().max(500),
  label: z.string().max(500),
  price: z.number(),
  type: z.enum(['fixed', '%']),
  amount: z.number(),
  locked: z.boolean().optional(),
  lockable: z.boolean().optional(),
  gender: z.enum(['female', 'male']).optional(),
  file: z.string().max(1000).optional(),
  ext: z.object({ value: z.array(z.string().max(100)).max(100), name: z.string().max(100) }).optional(),
});
const cartSchema = z.object({
  items: z.array(cartItemSchema).max(200),
  forcedTotal: z.number().nullable(),
  isCompact: z.boolean(),
  hideBreakdown: z.boolean(),
});

const personSchema = z.object({
  id,
  name: z.string().min(1).max(200),
  email: emailSchema,
  picture: z.string().max(1000).nullable(),
});

const projectSchema = z.object({
  id,
  title: z.string().min(1).max(500),
  slug: z.string().min(1).max(600),
  status: z.enum(projectStatuses),
  scriptStatus: z.enum(scriptStatuses),
  storyboardStatus: z.enum(storyboardStatuses),
  purchased: z.boolean(),
  type: z.enum(projectTypes),
  starred: z.boolean(),
  onhold: z.boolean(),
  deleted: z.boolean(),
  progress: z.number().int(),
  wordCount: z.number().int(),
  sceneCount: z.number().int(),
  checklist: z.record(z.string().max(100), z.boolean()),
  gdriveFolder: optionalText,
  metaVersion: z.number().int(),
  videoUrl: videoLink,
  videoCoverUrl: optionalText,
  videoPreview: videoLink,
  videoWatermarked: videoLink,
  videoFull: videoLink,
  deliveredVoice: optionalText,
  deliveredMusic: optionalText,
  published: z.boolean(),
  allowPortfolio: z.boolean(),
  portfolio: z
    .object({
      url: webAddressSchema({ max: 500, blank: true, messages: portfolioLinkMessages }),
      client: z.string(),
      title: z.string(),
      descr: z.string(),
      featured: z.boolean(),
    })
    .nullable(),
  scriptRaw: z.object({ body: text, comments: text }).nullable(),
  musicTrack: optionalText,
  cart: cartSchema,
  storyboardBrief: storyboardBriefBodySchema.nullable(),
  // A link is checked as the project page checks one added there; a sender from before drive storyboards has none.
  storyboards: z
    .array(driveStoryboardBodySchema.extend({ id: z.string().min(1).max(100) }))
    .max(maxDriveStoryboards)
    .default([]),
  createdBy: userRef,
  createdAt: date,
  updatedAt: date,
});

const versionSchema = z.object({
  id,
  projectId: id,
  title: z.string().max(500),
  cart: cartSchema,
  purchased: z.boolean(),
  videoPreview: videoLink,
  videoWatermarked: videoLink,
  videoFull: videoLink,
  deliveredVoice: optionalText,
  deliveredMusic: optionalText,
  editing: z.boolean(),
  voiceChange: z.boolean(),
  drawing: z.number().int(),
  createdAt: date,
});

const sceneSchema = z.object({
  id,
  projectId: id,
  versionId: id.nullable(),
  position: z.number().int(),
  text,
  status: optionalText,
  image: optionalText,
  ext: optionalText,
  numbers: z.record(z.string().max(20), z.object({ x: z.number(), y: z.number() })),
  sketch: z.string().max(10_000_000).nullable(),
  revision: z.number().int(),
  updatedBy: userRef,
  updatedAt: date,
  reviewChangedAt: date.nullable(),
  reviewChangedBy: userRef,
});

const sceneVersionSchema = z.object({
  id,
  sceneId: id,
  userId: userRef,
  type: z.enum(['text', 'image']),
  title: z.string().max(500),
  text: optionalText,
  image: optionalText,
  createdAt: date,
});

const approvalSchema = z.object({ id, projectId: id, type: z.enum(approvalTypes), userId: userRef, createdAt: date });

/** The items of a project that comments attach to, and so travel with it. */
export const transferredCommentItemTypes = ['project', 'scene', 'social-title'] as const;
export type TransferredCommentItemType = (typeof transferredCommentItemTypes)[number];
export const isTransferredCommentItemType = (value: string): value is TransferredCommentItemType =>
  transferredCommentItemTypes.some((type) => type === value);

const commentSchema = z.object({
  id,
  itemType: z.enum(transferredCommentItemTypes),
  itemId: id,
  tag: z.enum(commentTags),
  text,
  html: text,
  isReply: z.boolean(),
  replyTo: id.nullable(),
  userId: userRef,
  guestName: z.string().max(200).nullable(),
  mentions: z.array(id).max(100),
  files: z.array(commentFileSchema).max(100),
  isHidden: z.boolean(),
  edited: z.boolean(),
  createdAt: date,
  updatedAt: date,
});

const socialTitleSchema = z.object({
  id,
  projectId: id,
  text: z.string().max(2000),
  userId: userRef,
  score: z.number().int().nullable(),
  createdAt: date,
});
const socialTitleRatingSchema = z.object({ titleId: id, userId: id, rating: z.number().int() });
const socialCoverSchema = z.object({ projectId: id, fileId: id, score: z.number().int().nullable(), createdAt: date });
const projectCoverSchema = z.object({ projectId: id, fileId: id, createdAt: date });
const collabSchema = z.object({ projectId: id, userId: id, addedBy: userRef, createdAt: date });
const listingSchema = z.object({ projectId: id, userId: id, createdAt: date });

/** One stored object of a file, sent as its own part; the size lets the target tell a cut-off part. */
const storedObjectSchema = z.object({
  key: z.string().min(1).max(500),
  size: z.number().int().min(0),
  contentType: z.string().max(200),
});

const fileSchema = z.object({
  id,
  extension: z.string().max(20),
  name: z.string().max(500),
  type: z.string().max(200),
  size: z.number().int().min(0),
  isImage: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedBy: userRef,
  createdAt: date,
  objects: z.array(storedObjectSchema).max(10),
});

/**
 * The whole project as one host sends it to another (decision 068): the rows with their ids, the
 * people they name (matched by e-mail on the target), and the files whose bytes follow as parts.
 */
export const transferManifestSchema = z.object({
  format: z.literal(1, { error: invalid('validation.transfer.format') }),
  sourceUrl: z.string().max(500),
  locale: z.enum(locales),
  people: z.array(personSchema).max(10_000),
  project: projectSchema,
  collabs: z.array(collabSchema).max(10_000),
  listings: z.array(listingSchema).max(10_000),
  versions: z.array(versionSchema).max(1000),
  scenes: z.array(sceneSchema).max(10_000),
  sceneVersions: z.array(sceneVersionSchema).max(100_000),
  approvals: z.array(approvalSchema).max(1000),
  comments: z.array(commentSchema).max(100_000),
  socialTitles: z.array(socialTitleSchema).max(10_000),
  socialTitleRatings: z.array(socialTitleRatingSchema).max(100_000),
  socialCovers: z.array(socialCoverSchema).max(1000),
  projectCovers: z.array(projectCoverSchema).max(1000),
  files: z.array(fileSchema).max(100_000),
});
export type TransferManifest = z.infer<typeof transferManifestSchema>;
/** The manifest as the source writes it: dates still as Date objects, which JSON turns into ISO text. */
export type TransferManifestInput = z.input<typeof transferManifestSchema>;
