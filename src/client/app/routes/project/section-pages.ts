import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { projectSections, type ProjectSection } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import type { ProjectSectionProps } from './sections/section-props.ts';

/** A section's content; its parts hold the section's state, so it is a plain function of the page's props. */
type SectionPage = (props: ProjectSectionProps) => ReactNode;

export const isProjectSection = (value: string | undefined): value is ProjectSection =>
  projectSections.some((section) => section === value);

/**
 * Each section of the project page is a chunk of its own (decision 130): a page runs the code of the section it
 * shows, not of all eight, which on a phone's processor was the longest task of a project page's start. Each file
 * is named for its section, as the server finds it to name its chunks in the page (landing-chunks.ts).
 */
const sectionPages: Record<ProjectSection, () => Promise<SectionPage>> = {
  scenes: async () => (await import('./sections/scenes.tsx')).renderScenesSection,
  script: async () => (await import('./sections/script.tsx')).renderScriptSection,
  socialmedia: async () => (await import('./sections/socialmedia.tsx')).renderSocialMediaSection,
  'sb-brief': async () => (await import('./sections/sb-brief.tsx')).renderStoryboardBriefSection,
  addons: async () => (await import('./sections/addons.tsx')).renderAddonsSection,
  collabs: async () => (await import('./sections/collabs.tsx')).renderCollaboratorsSection,
  jobs: async () => (await import('./sections/jobs.tsx')).renderJobsSection,
  settings: async () => (await import('./sections/settings.tsx')).renderSettingsSection,
};

const asked = new Map<ProjectSection, Promise<SectionPage>>();

/**
 * A section's render function, asked for once (again after a failure). The project page's loader waits for it, so that
 * the page renders it at once and a page the server drew hydrates in one pass; a section opened from the page,
 * where no loader runs, waits for it in the page.
 */
export const loadSectionPage = (section: ProjectSection): Promise<SectionPage> => {
  const known = asked.get(section);
  if (known) return known;
  const page = sectionPages[section]();
  page.then(
    // The status and value React's `use` reads without waiting, as it marks the promises it has waited for.
    (component) => Object.assign(page, { status: 'fulfilled', value: component }),
    () => asked.delete(section),
  );
  asked.set(section, page);
  return page;
};

/** Asks for what a section's parts read, given its project, without waiting for the answers. */
type SectionReads = (queryClient: QueryClient, project: ProjectView, version: string) => void;

/**
 * The sections whose parts read more than the project, each from its own module (decision 131). A page the server
 * draws finds those reads answered and is drawn once; the 60-scene page's second drawing was 150-270 ms.
 */
const sectionReads: Partial<Record<ProjectSection, () => Promise<SectionReads>>> = {
  scenes: async () => (await import('./sections/scenes.tsx')).askForScenesSectionReads,
};

/** The project's section's reads, asked for once the project has arrived; a failure leaves them to the page. */
export const askForSectionReads = (
  queryClient: QueryClient,
  section: ProjectSection,
  project: () => Promise<ProjectView>,
  version: string,
): void => {
  const reads = sectionReads[section];
  if (!reads) return;
  void Promise.all([reads(), project()]).then(
    ([ask, loaded]) => ask(queryClient, loaded, version),
    () => undefined,
  );
};
