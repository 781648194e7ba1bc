import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApprovalType } from '#shared/projects/approvals/banners.ts';
import type { Cart } from '#shared/projects/cart/cart.ts';
import type { StoryboardBriefBody } from '#shared/projects/storyboard-brief/schemas.ts';
import type { DriveStoryboard } from '#shared/projects/storyboards/drive-storyboards.ts';
import type { ProjectStatus, ScriptStatus, StoryboardStatus } from '#shared/projects/status.ts';
import { rawScriptBody, searchVector } from '../search-text.ts';
import { users } from './users.ts';

/** The cart is a value object always read with its project (DESIGN: jsonb); items keep the prices they were ordered at. */
export type StoredCart = Cart & { hideBreakdown: boolean };

export interface StoredPortfolio {
  url: string;
  client: string;
  title: string;
  descr: string;
  featured: boolean;
}

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<ProjectStatus>().notNull().default('new'),
    scriptStatus: text('script_status').$type<ScriptStatus>().notNull().default('new'),
    storyboardStatus: text('storyboard_status').$type<StoryboardStatus>().notNull().default('new'),
    purchased: boolean('purchased').notNull().default(false),
    type: text('type').$type<'client' | 'internal'>().notNull().default('client'),
    starred: boolean('starred').notNull().default(false),
    onhold: boolean('onhold').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    sceneCount: integer('scene_count').notNull().default(0),
    checklist: jsonb('checklist').$type<Record<string, boolean>>().notNull().default({}),
    gdriveFolder: text('gdrive_folder'),
    metaVersion: integer('meta_version').notNull().default(2),
    /** Spec §3: a meta version 1 project's storyboards, kept on the cloud drive and linked here. */
    storyboards: jsonb('storyboards').$type<DriveStoryboard[]>().notNull().default([]),
    videoUrl: text('video_url'),
    videoCoverUrl: text('video_cover_url'),
    videoPreview: text('video_preview'),
    videoWatermarked: text('video_watermarked'),
    videoFull: text('video_full'),
    /** Delivered recordings (decision 065): stored file keys, downloaded by project managers. */
    deliveredVoice: text('delivered_voice'),
    deliveredMusic: text('delivered_music'),
    published: boolean('published').notNull().default(false),
    allowPortfolio: boolean('allow_portfolio').notNull().default(false),
    portfolio: jsonb('portfolio').$type<StoredPortfolio | null>(),
    scriptRaw: jsonb('script_raw').$type<{ body: string; comments: string } | null>(),
    musicTrack: text('music_track'),
    cart: jsonb('cart').$type<StoredCart>().notNull(),
    storyboardBrief: jsonb('storyboard_brief').$type<StoryboardBriefBody | null>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_slug_unique').on(table.slug),
    index('projects_list_idx').on(
      table.deleted,
      table.starred.desc().nullsFirst(),
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('projects_type_list_idx').on(
      table.deleted,
      table.type,
      table.starred.desc().nullsFirst(),
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('projects_status_idx').on(table.status),
    // Serves the title filters (`ilike`) and the title search's most-similar-first order as a nearest-first
    // scan (decision 086); 256-byte signatures, since the default 12 saturate on a title's trigrams.
    index('projects_title_trgm_idx').using('gist', sql`${table.title} gist_trgm_ops(siglen=256)`),
    // The top bar's search (decision 062): words and substrings of the title and of the raw script.
    index('projects_title_words_idx').using('gin', searchVector(table.title)),
    index('projects_script_words_idx').using('gin', searchVector(rawScriptBody(table.scriptRaw))),
    index('projects_script_trgm_idx').using('gin', sql`${rawScriptBody(table.scriptRaw)} gin_trgm_ops`),
  ],
);

export const projectCollabs = pgTable(
  'project_collabs',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_collabs_user_idx').on(table.userId),
  ],
);

/** "My Projects": each user's own list of projects (listedBy). */
export const projectListings = pgTable(
  'project_listings',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_listings_user_idx').on(table.userId),
  ],
);

/** Extensions of a purchased project: a new cart of changes, produced as a new version. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cart: jsonb('cart').$type<StoredCart>().notNull(),
    purchased: boolean('purchased').notNull().default(false),
    videoPreview: text('video_preview'),
    videoWatermarked: text('video_watermarked'),
    videoFull: text('video_full'),
    deliveredVoice: text('delivered_voice'),
    deliveredMusic: text('delivered_music'),
    editing: boolean('editing').notNull().default(false),
    voiceChange: boolean('voice_change').notNull().default(false),
    drawing: integer('drawing').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_versions_project_idx').on(table.projectId, table.createdAt)],
);

export const scenes = pgTable(
  'scenes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').references(() => projectVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    status: text('status'),
    image: text('image'),
    ext: text('ext'),
    numbers: jsonb('numbers').$type<Record<string, { x: number; y: number }>>().notNull().default({}),
    sketch: text('sketch'),
    revision: integer('revision').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the text changes after the client approved the drawing (decision 043); a PM clears it. */
    reviewChangedAt: timestamp('review_changed_at', { withTimezone: true }),
    reviewChangedBy: uuid('review_changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('scenes_project_idx').on(table.projectId, table.versionId, table.position),
    index('scenes_text_words_idx').using('gin', searchVector(table.text)),
    index('scenes_text_trgm_idx').using('gin', sql`${table.text} gin_trgm_ops`),
  ],
);

export const sceneVersions = pgTable(
  'scene_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sceneId: uuid('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<'text' | 'image'>().notNull(),
    title: text('title').notNull(),
    text: text('text'),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scene_versions_scene_idx').on(table.sceneId, table.createdAt)],
);

/** Who approved which stage of a project and when (spec §4 banners); one row per approval type. */
export const projectApprovals = pgTable(
  'project_approvals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').$type<ApprovalType>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_approvals_project_idx').on(table.projectId, table.createdAt)],
);
