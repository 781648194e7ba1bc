import type { DomainMessageKey } from '../../i18n/domain-en.ts';
import { isCollab, type Actor } from '../../users/levels.ts';
import type { ProjectRecord, ProjectSection } from '../permissions.ts';
import type { ProjectStatusRecord, ScriptStatus, StoryboardStatus, ProjectStatus } from '../status.ts';

export const approvalTypes = ['script', 'sketch', 'storyboard', 'changes'] as const;
export type ApprovalType = (typeof approvalTypes)[number];

export const approvalLabelKeys: Record<ApprovalType, DomainMessageKey> = {
  script: 'approve.script',
  sketch: 'approve.sketch',
  storyboard: 'approve.storyboard',
  changes: 'approve.changes',
};

/** What the confirmation of each approval says follows it (issue 35: approvals cannot be undone). */
export const approvalConfirmKeys: Record<ApprovalType, DomainMessageKey> = {
  script: 'approve.confirm.script',
  sketch: 'approve.confirm.sketch',
  storyboard: 'approve.confirm.storyboard',
  changes: 'approve.confirm.changes',
};

export type BannerId =
  | 'script-in-progress'
  | 'script-ready'
  | 'storyboard-new'
  | 'sketch-ready'
  | 'sketch-confirmed'
  | 'storyboard-ready'
  | 'recording'
  | 'changes-ready';

export interface ClientBanner {
  id: BannerId;
  textKey: DomainMessageKey;
  /** The approve button this banner offers, if any. */
  approval: ApprovalType | null;
  /** A link into another project section, if any. */
  link: { section: ProjectSection; labelKey: DomainMessageKey } | null;
}

const banner = (
  id: BannerId,
  approval: ApprovalType | null = null,
  link: ClientBanner['link'] = null,
): ClientBanner => ({
  id,
  textKey: `banner.${id}`,
  approval,
  link,
});

/** Spec §4 banners for clients, by project status and script or storyboard status. */
export const clientBanner = (
  project: Pick<ProjectStatusRecord, 'status' | 'scriptStatus' | 'storyboardStatus'>,
): ClientBanner | null => {
  switch (project.status) {
    case 'script-writing':
      if (project.scriptStatus === 'new')
        return banner('script-in-progress', null, { section: 'addons', labelKey: 'banner.customiseVideo' });
      if (project.scriptStatus === 'pending') return banner('script-ready', 'script');
      return null;
    case 'storyboarding':
      switch (project.storyboardStatus) {
        case 'new':
          return banner('storyboard-new', null, { section: 'sb-brief', labelKey: 'banner.giveBrief' });
        case 'sketch-pending':
          return banner('sketch-ready', 'sketch');
        case 'sketch-confirmed':
          return banner('sketch-confirmed');
        case 'pending':
          return banner('storyboard-ready', 'storyboard');
        case 'confirmed':
          return null;
      }
      return null;
    case 'recording':
      return banner('recording');
    case 'ready':
      return project.storyboardStatus === 'pending' ? banner('changes-ready', 'changes') : null;
    default:
      return null;
  }
};

/** Spec §6: approvals belong to collaborators, and only the approval the current banner offers. */
export const canApprove = (user: Actor | null | undefined, project: ProjectRecord, type: ApprovalType): boolean =>
  isCollab(user, project) && clientBanner(project)?.approval === type;

export interface ApprovalEffect {
  status?: ProjectStatus;
  scriptStatus?: ScriptStatus;
  storyboardStatus?: StoryboardStatus;
}

/**
 * What POST /api/projects/{id}/{type}/confirm changes. The spec shows no transition table; an
 * approval moves the work on to the next stage, which is what a client who just approved expects.
 */
export const approvalEffects: Record<ApprovalType, ApprovalEffect> = {
  script: { scriptStatus: 'confirmed', status: 'storyboarding', storyboardStatus: 'new' },
  sketch: { storyboardStatus: 'sketch-confirmed' },
  storyboard: { storyboardStatus: 'confirmed', status: 'recording' },
  changes: { storyboardStatus: 'confirmed' },
};
