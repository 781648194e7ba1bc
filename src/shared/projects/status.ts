export const projectStatuses = ['new', 'script-writing', 'storyboarding', 'recording', 'ready', 'cancelled'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const scriptStatuses = ['new', 'pending', 'confirmed'] as const;
export type ScriptStatus = (typeof scriptStatuses)[number];

export const storyboardStatuses = ['new', 'sketch-pending', 'sketch-confirmed', 'pending', 'confirmed'] as const;
export type StoryboardStatus = (typeof storyboardStatuses)[number];

/** The least the status rules need to know about a project; server rows and client data both fit. */
export interface ProjectStatusRecord {
  status: ProjectStatus;
  scriptStatus: ScriptStatus;
  storyboardStatus: StoryboardStatus;
  purchased: boolean;
}

const scriptEditableStatuses: readonly ProjectStatus[] = ['new', 'script-writing', 'storyboarding', 'recording'];
const storyboardStatusesWithDrawing: readonly ProjectStatus[] = ['storyboarding', 'recording', 'ready'];

/** Spec §4: script editable while new, script-writing, storyboarding or recording. */
export const isScriptEditable = (status: ProjectStatus): boolean => scriptEditableStatuses.includes(status);

/** Spec §4: the raw script form accepts a submission only while the project is new. */
export const isRawScriptOpen = (status: ProjectStatus): boolean => status === 'new';

/**
 * Spec §4: a storyboard exists once the status is past new and script-writing. A cancelled
 * project is off the production line, so it counts as having none.
 */
export const hasStoryboard = (status: ProjectStatus): boolean => storyboardStatusesWithDrawing.includes(status);

/** Spec §4: purchase is offered only when the status is ready and the project is not purchased. */
export const isPurchaseOffered = (project: Pick<ProjectStatusRecord, 'status' | 'purchased'>): boolean =>
  project.status === 'ready' && !project.purchased;

/** Spec §4: status ready without purchase shows discounts to collaborators. */
export const areDiscountsOffered = isPurchaseOffered;

/** Spec §2: the PM's status select; any other value clears the status filter. */
export const projectStatusFilters = [
  'new',
  'uncompleted',
  'script-writing',
  'storyboarding',
  'recording',
  'ready',
  'purchased',
  'onhold',
] as const;
export type ProjectStatusFilter = (typeof projectStatusFilters)[number];

export const parseProjectStatusFilter = (value: unknown): ProjectStatusFilter | null =>
  projectStatusFilters.find((filter) => filter === value) ?? null;

/** What a filter selects, in a shape the server turns into SQL and the client applies to rows. */
export interface ProjectStatusCriteria {
  statuses?: readonly ProjectStatus[];
  purchased?: boolean;
  onhold?: boolean;
}

/**
 * uncompleted: still in production (new to recording), neither ready nor cancelled.
 * purchased: the purchased flag. onhold: the onhold flag. Every other filter is its status.
 */
export const projectStatusCriteria = (filter: ProjectStatusFilter): ProjectStatusCriteria => {
  switch (filter) {
    case 'uncompleted':
      return { statuses: ['new', 'script-writing', 'storyboarding', 'recording'] };
    case 'purchased':
      return { purchased: true };
    case 'onhold':
      return { onhold: true };
    default:
      return { statuses: [filter] };
  }
};

export const matchesProjectStatusFilter = (
  project: { status: ProjectStatus; purchased: boolean; onhold: boolean },
  filter: ProjectStatusFilter | null,
): boolean => {
  if (filter === null) return true;
  const criteria = projectStatusCriteria(filter);
  return (
    (criteria.statuses === undefined || criteria.statuses.includes(project.status)) &&
    (criteria.purchased === undefined || criteria.purchased === project.purchased) &&
    (criteria.onhold === undefined || criteria.onhold === project.onhold)
  );
};

export const projectTypes = ['internal', 'client'] as const;
export type ProjectType = (typeof projectTypes)[number];
