import { pngImage } from '../../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../../support/multipart.ts';
import { defineRow, type Call, type MatrixRequest, type MatrixRow, type RowSpec } from './row.ts';
import { canSeeTrashedProject } from '#shared/projects/permissions.ts';
import { projectKinds, type ProjectKind, type ProjectState, type ProjectTarget, type World } from './world.ts';

const sharedProjects = new WeakMap<World, Map<ProjectKind, Promise<ProjectTarget>>>();

/** The project of a kind that read rows and refused callers share (in its default state). */
const sharedProject = (world: World, kind: ProjectKind): Promise<ProjectTarget> => {
  const byKind = sharedProjects.get(world) ?? new Map<ProjectKind, Promise<ProjectTarget>>();
  sharedProjects.set(world, byKind);
  const existing = byKind.get(kind);
  if (existing) return existing;
  const built = world.project(kind);
  byKind.set(kind, built);
  return built;
};

type ProjectRowSpec = Omit<RowSpec<ProjectTarget>, 'targets' | 'fixture'> & {
  /** Columns the row's request needs (a status, a purchase), on projects of its own. */
  state?: ProjectState;
  /** Also try a trashed project; by default the rows that only read do. */
  trashed?: boolean;
};

/**
 * A row about one project, tried on the caller's client's project, another client's and an internal
 * one. The answer may name the project it was asked about: its id is its share link (spec §2).
 */
export const projectRow = (spec: ProjectRowSpec): MatrixRow =>
  defineRow<ProjectTarget>({
    ...spec,
    targets: (spec.trashed ?? !spec.writes) ? [...projectKinds, 'trashed'] : projectKinds,
    // Whatever the row's own rule says, a trashed project exists for power users only: anyone else
    // is told it is not found, or asked to sign in first.
    allowed: (call) => spec.allowed(call) && (!call.fixture.record.deleted || canSeeTrashedProject(call.actor)),
    visitorRefusal: (call) => {
      if (call.fixture.record.deleted) return 'gone';
      const own = spec.visitorRefusal ?? 'unauthorized';
      return typeof own === 'function' ? own(call) : own;
    },
    fixture: (world, target) =>
      spec.writes || spec.state
        ? world.project(target as ProjectKind, spec.state)
        : sharedProject(world, target as ProjectKind),
    request: async (call) => {
      const request = await spec.request(call);
      return { ...request, scope: { projectId: call.fixture.id, ...request.scope } };
    },
  });

export const json = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): MatrixRequest => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A valid image upload: a small PNG as multipart form data. */
export const pngUpload = async (url: string): Promise<MatrixRequest> => ({
  method: 'POST',
  url,
  headers: multipartHeaders,
  payload: multipartBody({ filename: 'frame.png', content: await pngImage(64, 48), contentType: 'image/png' }),
});

export type ProjectCall = Call<ProjectTarget>;
