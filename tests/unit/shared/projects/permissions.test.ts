import { describe, expect, it } from 'vitest';
import {
  canChangeCollaborators,
  canEditSceneText,
  canEditScript,
  canEditStoryboard,
  canPurchase,
  canReadStoryboardBrief,
  canSeeDiscounts,
  canSeeSceneList,
  canSeeVideoMenu,
  canSelectSceneStatus,
  canSubmitRawScript,
  canSubmitStoryboardBrief,
  visibleProjectSections,
  type ProjectRecord,
} from '#shared/projects/permissions.ts';
import { projectStatuses } from '#shared/projects/status.ts';
import { actorNames, actors, type ActorName } from '../actors.ts';

const project = (overrides: Partial<ProjectRecord> = {}): ProjectRecord => ({
  status: 'new',
  scriptStatus: 'new',
  storyboardStatus: 'new',
  purchased: false,
  collabs: ['u-client'],
  ...overrides,
});

// Spec §6, per actor: edit script, edit storyboard, see the scene list while new.
const matrix: Record<ActorName, [script: boolean, storyboard: boolean, sceneListWhileNew: boolean]> = {
  visitor: [false, false, false],
  client: [false, false, false],
  freelancer: [false, false, false],
  scriptFreelancer: [true, false, false],
  translator: [true, false, false],
  storyboardFreelancer: [false, true, false],
  changesFreelancer: [false, true, false],
  voiceFreelancer: [false, false, false],
  pmFreelancer: [true, true, false],
  staff: [false, true, true],
  pmStaff: [true, true, true],
  admin: [true, true, true],
};

describe('script and storyboard editing (spec §6)', () => {
  it.each(actorNames)('%s', (name) => {
    const actor = actors[name];
    expect([canEditScript(actor), canEditStoryboard(actor), canSeeSceneList(actor, project())]).toEqual(matrix[name]);
    expect(canSeeSceneList(actor, project({ status: 'script-writing' }))).toBe(true);
  });

  it('makes scene text editable only while the script is editable (spec §5)', () => {
    expect(projectStatuses.filter((status) => canEditSceneText(actors.scriptFreelancer, { status }))).toEqual([
      'new',
      'script-writing',
      'storyboarding',
      'recording',
    ]);
    expect(canEditSceneText(actors.client, { status: 'new' })).toBe(false);
  });

  it('offers the scene status select to contributors once a storyboard exists', () => {
    expect(projectStatuses.filter((status) => canSelectSceneStatus(actors.freelancer, { status }))).toEqual([
      'storyboarding',
      'recording',
      'ready',
    ]);
    expect(canSelectSceneStatus(actors.client, { status: 'ready' })).toBe(false);
  });
});

describe('collaborator features (spec §6)', () => {
  const ready = project({ status: 'ready' });
  it.each<[ActorName, boolean]>([
    ['visitor', false],
    ['client', true],
    ['freelancer', false],
    ['staff', false],
    ['pmFreelancer', true],
    ['admin', true],
  ])('%s may purchase, see discounts and change collaborators: %s', (name, allowed) => {
    expect(canPurchase(actors[name], ready)).toBe(allowed);
    expect(canSeeDiscounts(actors[name], ready)).toBe(allowed);
    expect(canChangeCollaborators(actors[name], ready)).toBe(allowed);
  });

  it('offers neither purchase nor discounts once purchased', () => {
    const bought = project({ status: 'ready', purchased: true });
    expect([canPurchase(actors.client, bought), canSeeDiscounts(actors.client, bought)]).toEqual([false, false]);
  });

  it.each<[ActorName, boolean]>([
    ['visitor', false],
    ['client', true],
    ['freelancer', false],
    ['pmFreelancer', true],
    ['staff', true],
    ['admin', true],
  ])('%s sees the video menu, purchased or not: %s (decision 042)', (name, allowed) => {
    expect([
      canSeeVideoMenu(actors[name], ready),
      canSeeVideoMenu(actors[name], project({ status: 'ready', purchased: true })),
    ]).toEqual([allowed, allowed]);
  });

  it('takes a raw script from collaborators and project managers while new only (decision 046)', () => {
    const owned = project({ status: 'new', collabs: [actors.client._id] });
    const allowed = actorNames.filter((name) => canSubmitRawScript(actors[name], owned));
    expect(allowed).toEqual(['client', 'pmFreelancer', 'pmStaff', 'admin']);
    expect(canSubmitRawScript(actors.admin, project({ status: 'script-writing' }))).toBe(false);
  });

  it('opens the brief only while storyboarding with storyboard new', () => {
    expect(canSubmitStoryboardBrief(actors.client, project({ status: 'storyboarding' }))).toBe(true);
    expect(
      canSubmitStoryboardBrief(actors.client, project({ status: 'storyboarding', storyboardStatus: 'sketch-pending' })),
    ).toBe(false);
    expect(canSubmitStoryboardBrief(actors.client, project({ status: 'script-writing' }))).toBe(false);
  });

  it('lets the collaborators and whoever draws the storyboard read the brief, whatever the status', () => {
    const readers = actorNames.filter((name) => canReadStoryboardBrief(actors[name], project({ status: 'ready' })));
    expect(readers).toEqual([
      'client',
      'storyboardFreelancer',
      'changesFreelancer',
      'pmFreelancer',
      'staff',
      'pmStaff',
      'admin',
    ]);
    expect(canReadStoryboardBrief(actors.client, project({ collabs: ['u-other'] }))).toBe(false);
    expect(canReadStoryboardBrief(actors.freelancer, project({ collabs: ['u-free'] }))).toBe(true);
  });
});

describe('project sections in the left navigation', () => {
  const storyboarding = project({ status: 'storyboarding' });
  it.each<[ActorName, string[]]>([
    ['visitor', ['scenes', 'script']],
    ['client', ['scenes', 'script', 'sb-brief', 'addons', 'collabs']],
    ['freelancer', ['scenes', 'script', 'jobs']],
    ['staff', ['scenes', 'script', 'collabs', 'jobs']],
    ['pmFreelancer', ['scenes', 'script', 'socialmedia', 'sb-brief', 'addons', 'collabs', 'jobs', 'settings']],
    ['admin', ['scenes', 'script', 'socialmedia', 'sb-brief', 'addons', 'collabs', 'jobs', 'settings']],
  ])('%s', (name, sections) => {
    expect(visibleProjectSections(actors[name], storyboarding)).toEqual(sections);
  });
});
