import { z } from 'zod';
import { portfolioLinkMessages, videoLinkMessages, webAddressSchema } from '../app/schemas.ts';
import { invalid } from '../i18n/validation.ts';
import { maxIdLength, maxListOffset, maxQueryTextLength } from '../app/text.ts';
import { emailSchema } from '../auth/schemas.ts';
import { isStoredVideoKey } from '../format/video-url.ts';
import { checklistItems } from './checklist.ts';
import { projectStatuses, projectTypes, scriptStatuses, storyboardStatuses } from './status.ts';

export const projectTitleRequiredMessage = invalid('validation.titleRequired');
export const projectTitleMaxLength = 200;

const projectTitle = z
  .string({ error: projectTitleRequiredMessage })
  .trim()
  .min(1, { error: projectTitleRequiredMessage })
  .max(projectTitleMaxLength, { error: invalid('validation.titleTooLong') });

/** POST /api/projects/{id} rename (spec §5: not empty after trimming). */
export const projectTitleBodySchema = z.object({ title: projectTitle });
export type ProjectTitleBody = z.infer<typeof projectTitleBodySchema>;

/** Spec §5: an unchanged title sends nothing; returns the title to send, or null. */
export const projectTitleChange = (current: string, input: string): string | null => {
  const next = input.trim();
  return next === '' || next === current.trim() ? null : next;
};

/** Spec §5: the duplicate form starts with the original title plus ' - Copy'. */
export const duplicateTitleDefault = (title: string): string => `${title} - Copy`;

/** POST /api/projects/{id}/duplicate. */
export const projectDuplicateBodySchema = z.object({ title: projectTitle });
export type ProjectDuplicateBody = z.infer<typeof projectDuplicateBodySchema>;

/** POST /api/projects/{id}/collabs (spec §5: the e-mail input must not be empty). */
export const collaboratorBodySchema = z.object({
  email: z
    .string({ error: invalid('validation.emailRequired') })
    .trim()
    .min(1, { error: invalid('validation.emailRequired') })
    .pipe(emailSchema),
});
export type CollaboratorBody = z.infer<typeof collaboratorBodySchema>;

const hostOf = (value: string): string | null => {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
};

export const transferSameHostMessage = invalid('validation.projects.transferSameHost');

/** Spec §5: a transfer is refused when the target is the current host. */
export const isSameHost = (targetUrl: string, currentHost: string): boolean =>
  hostOf(targetUrl) === currentHost.toLowerCase();

/** The transfer form, for the host the app runs on (e.g. location.host or the server's public host). */
export const projectTransferBodySchema = (currentHost: string) =>
  z.object({
    target: z
      .string({ error: invalid('validation.projects.transferTarget') })
      .trim()
      .max(500, { error: invalid('validation.projects.transferTargetTooLong') })
      .refine((value) => hostOf(value) !== null, { error: invalid('validation.projects.transferTarget') })
      .refine((value) => !isSameHost(value, currentHost), { error: transferSameHostMessage }),
  });

export const projectListPageSize = 20;

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * Where the next page of a project list starts: the last card's place in the list's order (starred,
 * updated to the microsecond, id). The place, not the card, so that a card edited while the reader
 * scrolls moves to the top without the next page starting over from there.
 */
export interface ProjectListPlace {
  starred: boolean;
  /** Microseconds since 1970, as text: a JavaScript number or Date would lose the last digits. */
  updatedMicros: string;
  id: string;
}

export const projectListCursor = (place: ProjectListPlace): string =>
  `${place.starred ? 1 : 0}.${place.updatedMicros}.${place.id}`;

const projectListCursorPattern = /^([01])\.(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const projectListCursorSchema = z
  .string()
  .max(64)
  .transform((text, context): ProjectListPlace => {
    const [, starred, updatedMicros, id] = projectListCursorPattern.exec(text) ?? [];
    if (starred === undefined || updatedMicros === undefined || id === undefined) {
      context.addIssue({ code: 'custom', message: invalid('validation.projects.listCursor') });
      return z.NEVER;
    }
    return { starred: starred === '1', updatedMicros, id };
  });

/** GET /api/projects: the list the /projects page shows for its filter. */
export const projectListQuerySchema = z.object({
  listed: flag.optional(),
  deleted: flag.optional(),
  type: z.enum(projectTypes, { error: invalid('validation.projects.type') }).optional(),
  status: z.string().max(maxIdLength).optional(),
  search: z.string().trim().max(maxQueryTextLength).optional(),
  skip: z.coerce
    .number({ error: invalid('validation.number') })
    .int()
    .min(0, { error: invalid('validation.atLeast') })
    .max(maxListOffset)
    .default(0),
  // Paging by place reads a deep page from its place in the index; skip reads and drops every row before it.
  after: projectListCursorSchema.optional(),
  // The dashboard's My Projects loads a few cards only (spec §2: 3, or 4 beside the to-do board).
  limit: z.coerce
    .number({ error: invalid('validation.number') })
    .int()
    .min(1, { error: invalid('validation.atLeast') })
    .max(projectListPageSize, { error: invalid('validation.atMost') })
    .optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .max(200, { error: invalid('validation.searchTooLong') }),
});

export const projectTrashBodySchema = z.object({ trash: z.boolean({ error: invalid('validation.trueOrFalse') }) });
export type ProjectTrashBody = z.infer<typeof projectTrashBodySchema>;
export const projectToggleBodySchema = z.object({
  update: z.enum(['starred', 'onhold'], { error: invalid('validation.projects.toggle') }),
});
export type ProjectToggleBody = z.infer<typeof projectToggleBodySchema>;
export const projectTypeBodySchema = z.object({
  type: z.enum(projectTypes, { error: invalid('validation.projects.type') }),
});
export type ProjectTypeBody = z.infer<typeof projectTypeBodySchema>;
export const projectListedByBodySchema = z.object({ userId: z.uuid({ error: invalid('validation.userId') }) });
export type ProjectListedByBody = z.infer<typeof projectListedByBodySchema>;

export const projectStatusesBodySchema = z
  .object({
    status: z.enum(projectStatuses, { error: invalid('validation.projects.status') }).optional(),
    scriptStatus: z.enum(scriptStatuses, { error: invalid('validation.projects.scriptStatus') }).optional(),
    storyboardStatus: z.enum(storyboardStatuses, { error: invalid('validation.projects.storyboardStatus') }).optional(),
  })
  .refine((body) => body.status ?? body.scriptStatus ?? body.storyboardStatus, {
    error: invalid('validation.projects.statusToChange'),
  });
export type ProjectStatusesBody = z.infer<typeof projectStatusesBodySchema>;

/** A link, or the key of a video we store (the demo's videos), which settings must be able to save back unchanged. */
const optionalUrl = webAddressSchema({
  max: 2000,
  blank: true,
  orAlso: isStoredVideoKey,
  messages: videoLinkMessages,
}).transform((value) => (value === '' ? null : value));

export const projectVideoUrlsBodySchema = z.object({
  videoUrl: optionalUrl,
  videoPreview: optionalUrl,
  videoWatermarked: optionalUrl,
  videoFull: optionalUrl,
});
export type ProjectVideoUrlsBody = z.infer<typeof projectVideoUrlsBodySchema>;
/** What the client sends: blank fields are strings until the server reads them as null. */
export type ProjectVideoUrlsInput = z.input<typeof projectVideoUrlsBodySchema>;

export const projectPublishBodySchema = z.object({
  published: z.boolean({ error: invalid('validation.trueOrFalse') }),
});
export type ProjectPublishBody = z.infer<typeof projectPublishBodySchema>;

export const projectPortfolioBodySchema = z.object({
  allowPortfolio: z.boolean({ error: invalid('validation.trueOrFalse') }),
  portfolio: z
    .object({
      url: webAddressSchema({ max: 500, blank: true, messages: portfolioLinkMessages }),
      client: z.string().trim().max(200),
      title: z.string().trim().max(200),
      descr: z.string().trim().max(2000),
      featured: z.boolean(),
    })
    .optional(),
});
export type ProjectPortfolioBody = z.infer<typeof projectPortfolioBodySchema>;

export const projectMetaVersionBodySchema = z.object({
  metaVersion: z.union([z.literal(1), z.literal(2)], { error: invalid('validation.projects.metaVersion') }),
});
export type ProjectMetaVersionBody = z.infer<typeof projectMetaVersionBodySchema>;

export const projectChecklistBodySchema = z.object({
  item: z.enum(checklistItems, { error: invalid('validation.projects.checklistItem') }),
  done: z.boolean({ error: invalid('validation.trueOrFalse') }),
});
export type ProjectChecklistBody = z.infer<typeof projectChecklistBodySchema>;
