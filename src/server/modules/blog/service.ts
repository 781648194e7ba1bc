import { randomBytes } from 'node:crypto';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { PendingUpload } from '#server/modules/files/index.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import {
  blogFilesLimit,
  blogSlug,
  type BlogFile,
  type BlogFilesResponse,
  type BlogFileUploadResponse,
  type BlogPost,
  type BlogPostBody,
  type BlogPostResponse,
} from '#shared/blog/blog.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  deleteBlogPost,
  findBlogPostById,
  insertBlogFile,
  insertBlogPost,
  listBlogFiles,
  updateBlogPost,
  type BlogPostRow,
} from './queries.ts';

type Writer = { actor: Actor | null };

/** A title of punctuation alone still needs a slug for its address. */
const slugOf = (title: string): string => blogSlug(title) || 'post';

/** Eight characters of base64url: short enough to read aloud, too many to guess. */
const newShortId = (): string => randomBytes(6).toString('base64url');

export const toBlogPost = (row: BlogPostRow): BlogPost => ({
  _id: row.id,
  title: row.title,
  body: row.body,
  tags: row.tags,
  shortId: row.shortId,
  slug: row.slug,
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

/** Spec §2, §6: the blog editor is for admins. */
const requireEditor = (actor: Actor | null): Actor => {
  const editor = requireActor(actor, 'api.blog.refused');
  refuseUnless(can(editor, 'editBlog'), editor, 'api.blog.refused');
  return editor;
};

const findOrFail = async ({ db }: ModuleContext, id: string): Promise<BlogPostRow> => {
  const row = isRecordId(id) ? await findBlogPostById(db, id) : undefined;
  if (!row) throw catalogueError('not_found', 'api.blog.notFound');
  return row;
};

/** GET /api/blogposts/{id}: posts are public, like the pages that show them. */
export const getBlogPost = async (context: ModuleContext, { id }: { id: string }): Promise<BlogPostResponse> => ({
  post: toBlogPost(await findOrFail(context, id)),
});

/** POST /api/blogposts/{id or empty}: without an id a post is created; the slug follows the title, the short id never changes. */
export const saveBlogPost = async (
  context: ModuleContext,
  { actor, id, body }: Writer & { id: string | null; body: BlogPostBody },
): Promise<BlogPostResponse> => {
  const author = requireEditor(actor);
  const fields = { title: body.title, body: body.body, tags: body.tags, slug: slugOf(body.title) };
  if (id !== null) {
    const existing = await findOrFail(context, id);
    const row = await updateBlogPost(context.db, existing.id, fields);
    if (!row) throw catalogueError('not_found', 'api.blog.notFound');
    return { post: toBlogPost(row), message: context.t('api.blog.saved') };
  }
  for (;;) {
    const row = await insertBlogPost(context.db, { ...fields, shortId: newShortId(), authorId: author._id });
    if (row) return { post: toBlogPost(row), message: context.t('api.blog.created') };
  }
};

export const removeBlogPost = async (
  context: ModuleContext,
  { actor, id }: Writer & { id: string },
): Promise<{ message: string }> => {
  requireEditor(actor);
  const row = await findOrFail(context, id);
  await deleteBlogPost(context.db, row.id);
  return { message: context.t('api.blog.deleted') };
};

const toBlogFile = (mediaHost: string, file: { id: string; name: string }): BlogFile => ({
  id: file.id,
  name: file.name,
  url: imageUrl(mediaHost, file.id, '_l'),
});

/** POST /api/blogposts/files: an image for a post, through the files pipeline once the editor is known to be an admin. */
export const uploadBlogFile = async (
  context: ModuleContext,
  { actor, receive }: Writer & { receive: PendingUpload },
): Promise<BlogFileUploadResponse> => {
  requireEditor(actor);
  const file = await receive({ imagesOnly: true });
  await insertBlogFile(context.db, file.id);
  return { file: toBlogFile(context.config.mediaHost, file), message: context.t('api.blog.imageUploaded') };
};

export const getBlogFiles = async (context: ModuleContext, { actor }: Writer): Promise<BlogFilesResponse> => {
  requireEditor(actor);
  const rows = await listBlogFiles(context.db, blogFilesLimit);
  return { items: rows.map((row) => toBlogFile(context.config.mediaHost, row)) };
};
