import { canEditSceneText, canEditStoryboard, canSeeSceneList } from '#shared/projects/permissions.ts';
import { can } from '#shared/users/permissions.ts';
import { json, pngUpload, projectRow } from './project-row.ts';
import type { MatrixRow } from './row.ts';

const sketch =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Scenes (spec §2 scene list and script) and Cover & Titles (spec §2, §7). */
export const sceneRows: MatrixRow[] = [
  projectRow({
    route: 'GET /api/projects/:id/scenes',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/scenes`),
    allowed: () => true,
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/scenes`),
    allowed: ({ actor }) => can(actor, 'addScenes'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/sort',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/scenes/sort`, { order: [...fixture.allSceneIds].reverse() }),
    allowed: ({ actor }) => can(actor, 'dragScenes'),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/scenes/:sceneId',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[1]}`),
    allowed: ({ actor }) => can(actor, 'deleteScenes'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/:sceneId',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}`, {
        text: 'The hook, sharper',
        revision: 1,
      }),
    allowed: ({ actor, fixture }) => canEditSceneText(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/:sceneId/numbers',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/numbers`, {
        numbers: { '1': { x: 10, y: 20 } },
      }),
    allowed: ({ actor }) => canEditStoryboard(actor),
  }),
  projectRow({
    route: 'GET /api/projects/:id/scenes/:sceneId/sketch',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/sketch`),
    allowed: ({ actor, fixture }) => canSeeSceneList(actor, fixture.record),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/:sceneId/sketch',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/sketch`, { dataUrl: sketch }),
    allowed: ({ actor }) => canEditStoryboard(actor),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/:sceneId/upload',
    writes: true,
    request: ({ fixture }) => pngUpload(`/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/upload`),
    allowed: ({ actor }) => canEditStoryboard(actor),
  }),
  projectRow({
    route: 'POST /api/projects/:id/scenes/:sceneId/review',
    writes: true,
    request: ({ fixture }) => json('POST', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/review`),
    allowed: ({ actor }) => can(actor, 'reviewChangedScenes'),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/scenes/:sceneId/image',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/projects/${fixture.id}/scenes/${fixture.sceneIds[0]}/image`),
    allowed: ({ actor }) => can(actor, 'deleteStoryboardImage'),
  }),
  projectRow({
    route: 'GET /api/scenes/:sceneId/versions',
    request: ({ fixture }) => json('GET', `/api/scenes/${fixture.sceneIds[0]}/versions`),
    allowed: ({ actor, fixture }) => can(actor, 'viewScriptHistory') && canSeeSceneList(actor, fixture.record),
  }),
  projectRow({
    route: 'GET /api/projects/:id/social-media',
    request: ({ fixture }) => json('GET', `/api/projects/${fixture.id}/social-media`),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/social-media-title',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/social-media-title`, { text: 'Pitch it in ten seconds' }),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/social-media-title/:titleId/rate',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/social-media-title/${fixture.socialTitleId}/rate`, { rating: 4 }),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/social-media-title/:titleId/performance',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/social-media-title/${fixture.socialTitleId}/performance`, { score: 2 }),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/social-media-title/:titleId',
    writes: true,
    request: ({ fixture }) => json('DELETE', `/api/projects/${fixture.id}/social-media-title/${fixture.socialTitleId}`),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/social-media-cover',
    writes: true,
    request: ({ fixture }) => pngUpload(`/api/projects/${fixture.id}/social-media-cover`),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'POST /api/projects/:id/social-media-cover/performance',
    writes: true,
    request: ({ fixture }) =>
      json('POST', `/api/projects/${fixture.id}/social-media-cover/performance`, {
        fileId: fixture.socialCoverId,
        score: 1,
      }),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
  projectRow({
    route: 'DELETE /api/projects/:id/social-media-cover',
    writes: true,
    request: ({ fixture }) =>
      json('DELETE', `/api/projects/${fixture.id}/social-media-cover?fileId=${fixture.socialCoverId}`),
    allowed: ({ actor }) => can(actor, 'editCoverAndTitles'),
  }),
];
