import { canApprove } from '#shared/projects/approvals/banners.ts';
import { canReadCart } from '#shared/projects/cart/permissions.ts';
import {
  canAddCollaborator,
  canAllowPortfolio,
  canChangeCollaborators,
  canEditStoryboard,
  canRenameProject,
  canSubmitRawScript,
  canSubmitStoryboardBrief,
} from '#shared/projects/permissions.ts';
import { canDownloadVideo } from '#shared/projects/video/video.ts';
import { isCollab, isLoggedIn } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { json, pngUpload, projectRow } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';

const fullVideo = 'https://videos.example.com/explainer-full.mp4';

/** The projects module: the project itself, its menu and settings, collaborators, extensions, cart, approvals, brief, video, portfolio. */
export const projectRows: MatrixRow[] = [
  defineRow({
    route: 'GET /api/projects',
    request: () => ({ ...json('GET', '/api/projects'), scope: { listsProjects: true } }),
    allowed: ({ actor }) => isLoggedIn(actor),
  }),
  defineRow({
    route: 'GET /api/projects/search',
    request: () => ({ ...json('GET', '/api/projects/search?term=Explainer'), scope: { listsProjects: true } }),
    allowed: ({ actor }) => isLoggedIn(actor),
  }),
  defineRow({
    route: 'POST /api/projects',
    writes: true,
    request: () => json('POST', '/api/projects', { items: '', artists: '' }),
    allowed: ({ actor }) => can(actor, 'createProject'),
  }),
  projectRow({
    route: 'GET /api/projects/:id',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}`),
    allowed: () => true,
  }),
  projectRow({
    route: 'POST /api/projects/:id',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}`, { title: `${fixture.title} (renamed)` }),
    allowed: ({ actor, fixture }) => canRenameProject(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/trash',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/trash`, { trash: true }),
    allowed: ({ actor }) => can(actor, 'useProjectMenu'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/toggle',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/toggle`, { update: 'onhold' }),
    allowed: ({ actor }) => can(actor, 'useProjectMenu'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/type',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/type`, { type: fixture.kind === 'internal' ? 'client' : 'internal' }),
    allowed: ({ actor }) => can(actor, 'useProjectMenu'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/listedby',
    writes: true,
    request: ({ fixture, world }) =>
      json('POST', `/api/projects/${fixture.id}/listedby`, { userId: world.users.admin._id }),
    allowed: ({ actor }) => can(actor, 'useProjectMenu'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/duplicate',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/duplicate`, { title: 'A copy for the next campaign' }),
    allowed: ({ actor }) => can(actor, 'useProjectMenu'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/status',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/status`, { status: 'ready' }),
    allowed: ({ actor }) => can(actor, 'setProjectStatus'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/video-urls',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/video-urls`, {
        videoUrl: 'https://videos.example.com/cut.mp4',
        videoPreview: '',
        videoWatermarked: '',
        videoFull: fullVideo,
      }),
    allowed: ({ actor }) => can(actor, 'openProjectSettings'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/publish',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/publish`, { published: true }),
    allowed: ({ actor }) => can(actor, 'openProjectSettings'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/allow-portfolio',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/allow-portfolio`, { allowPortfolio: true }),
    allowed: ({ actor, fixture }) => canAllowPortfolio(actor, fixture.record),
  }),
  ...['POST /api/projects/:id/meta-version', 'POST /api/projects/:id/meta-version/'].map((route) =>
    projectRow({
      route,
      writes: true,
      request: ({ fixture }) => json('POST', route.slice(5).replace(':id', fixture.id), { metaVersion: 1 }),
      allowed: ({ actor }) => can(actor, 'openProjectSettings'),
    }),
  ),
  projectRow({
    route: 'POST /api/projects/:id/storyboards',
    writes: true,
    state: { metaVersion: 1 },
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/storyboards`, { webLink: 'https://drive.example.test/board' }),
    allowed: ({ actor }) => canEditStoryboard(actor),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/storyboards/:storyboardId',
    writes: true,
    state: { metaVersion: 1, storyboards: [{ id: 'matrix-board', webLink: 'https://drive.example.test/board' }] },
    request: ({ fixture }) => json('DELETE', `/api/projects/${fixture.id}/storyboards/matrix-board`),
    allowed: ({ actor }) => canEditStoryboard(actor),
  }),
  projectRow({
    route: 'POST /api/projects/:id/checklist/item',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/checklist/item`, { item: 'project-setup', done: true }),
    allowed: ({ actor }) => can(actor, 'editChecklist'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/versions',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/versions`, {
        title: 'French cut',
        editing: true,
        voiceChange: false,
        drawing: 2,
      }),
    allowed: ({ actor }) => can(actor, 'openProjectSettings'),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/versions/:verId',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/projects/${fixture.id}/versions/${fixture.versionId}`),
    allowed: ({ actor }) => can(actor, 'openProjectSettings'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/collabs',
    writes: true,
    request: ({ fixture }) => {
      const email = `invited-${fixture.id.slice(0, 8)}@studio-guest.test`;
      return { ...json('POST', `/api/projects/${fixture.id}/collabs`, { email }), scope: { sent: email } };
    },
    allowed: ({ actor, fixture }) => canAddCollaborator(actor, fixture.record, null),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/collabs/:collabId',
    writes: true,
    request: ({ fixture, world }) =>
      json('DELETE', `/api/projects/${fixture.id}/collabs/${fixture.record.collabs[0] ?? world.users.stranger._id}`),
    allowed: ({ actor, fixture }) => canChangeCollaborators(actor, fixture.record),
  }),
  projectRow({
    route: 'GET /api/projects/:id/cart',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/cart`),
    allowed: ({ actor, fixture }) => canReadCart(actor, fixture.record),
  }),
  projectRow({
    route: 'GET /api/projects/:id/cost',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/cost`),
    allowed: ({ actor, fixture }) => canReadCart(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/cart',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/cart`, { action: 'isCompact', isCompact: true }),
    allowed: ({ actor, fixture }) => canReadCart(actor, fixture.record) && isCollab(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/script-raw',
    writes: true,
    state: { status: 'new' },
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/script-raw`, { body: 'Meet Sam.\n\nSam saves time.', comments: '' }),
    allowed: ({ actor, fixture }) => canSubmitRawScript(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/:type/confirm',
    writes: true,
    state: { status: 'script-writing', scriptStatus: 'pending' },
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/script/confirm`),
    allowed: ({ actor, fixture }) => canApprove(actor, fixture.record, 'script'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/storyboard-brief',
    writes: true,
    state: { status: 'storyboarding', storyboardStatus: 'new' },
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/storyboard-brief`, {
        age: '25-40',
        ethnicity: 'Thai',
        diversity: 'yes',
        gender: 'equal',
      }),
    allowed: ({ actor, fixture }) => canSubmitStoryboardBrief(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/cover-image',
    writes: true,
    request: ({ fixture }) => pngUpload(`/api/projects/${fixture.id}/cover-image`),
    allowed: ({ actor }) => can(actor, 'uploadCoverImage'),
  }),
  projectRow({
    route: 'GET /api/projects/:id/cover-images',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/cover-images`),
    allowed: ({ actor }) => can(actor, 'uploadCoverImage'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/set-cover-image',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/set-cover-image`, { fileId: fixture.videoCoverId }),
    allowed: ({ actor }) => can(actor, 'uploadCoverImage'),
  }),
  projectRow({
    route: 'GET /api/projects/:id/download',
    state: { purchased: true, videoFull: fullVideo },
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/download`),
    allowed: ({ actor, fixture }) => canDownloadVideo(actor, fixture.record, { purchased: true, videoFull: fullVideo }),
  }),
  defineRow({
    route: 'GET /api/portfolio',
    request: () => json('GET', '/api/portfolio'),
    allowed: () => true,
  }),
  defineRow({
    route: 'GET /api/portfolio/:slug',
    fixture: (world) =>
      world.project('foreign', {
        published: true,
        allowPortfolio: true,
        portfolio: { url: '', client: 'A happy client', title: 'Case study', descr: 'How it went', featured: false },
      }),
    request: ({ fixture }) => ({ ...json('GET', `/api/portfolio/${fixture.slug}`), scope: { projectId: fixture.id } }),
    allowed: () => true,
  }),
];
