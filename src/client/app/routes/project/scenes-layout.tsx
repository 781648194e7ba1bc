import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { canReadCart } from '#shared/projects/cart/permissions.ts';
import { canAllowPortfolio, canSeeVideoMenu } from '#shared/projects/permissions.ts';
import { canSeePayments } from '#shared/projects/purchase/purchase.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { usesDriveStoryboards } from '#shared/projects/storyboards/drive-storyboards.ts';
import { can } from '#shared/users/permissions.ts';
import {
  ChecklistPanel,
  DriveStoryboards,
  paymentsQuery,
  PortfolioConsent,
  projectCostQueryOptions,
  ProjectCostPanel,
  PurchasePanel,
  ReviewVideosPanel,
  reviewVideosQueryOptions,
  StoryboardBriefSummary,
  t,
  toProjectRecord,
  VideoCover,
  VideoMenu,
} from '#client/features/projects/index.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';

/**
 * What the layout's parts read, asked for by the project page's loader once the project has arrived (decision 131):
 * a page the server draws then finds them answered, and is drawn once rather than drawn again with them. Beside the
 * layout, with the same rules, so that the two change together; a read left out here is still drawn, a pass later.
 */
export const askForScenesLayoutReads = (queryClient: QueryClient, project: ProjectView, version: string): void => {
  const user = getCurrentUser();
  const record = toProjectRecord(project);
  void queryClient.prefetchQuery(reviewVideosQueryOptions(project._id, version));
  if (canSeePayments(user, record)) void queryClient.prefetchQuery(paymentsQuery(project._id));
  if (canReadCart(user, record))
    void queryClient.prefetchQuery(projectCostQueryOptions(project._id, version === 'original' ? undefined : version));
};

/**
 * Spec §2 scenes section: the video cover (and a meta version 1 project's drive storyboards) above the scene list, and a right column with the video
 * menu, the purchase, the portfolio consent, the storyboard brief, the cost summary with its discounts, and the checklist. Phones stack
 * the column below.
 */
export const ScenesLayout = ({
  project,
  version,
  children,
}: {
  project: ProjectView;
  version: string;
  children: ReactNode;
}) => {
  const user = getCurrentUser();
  const record = toProjectRecord(project);
  const aside = [
    canSeeVideoMenu(user, record) ? <VideoMenu key="video" project={project} version={version} /> : null,
    canSeePayments(user, record) ? <PurchasePanel key="purchase" project={project} version={version} /> : null,
    // Project managers allow the portfolio in the settings, beside the entry it shows.
    canAllowPortfolio(user, record) && !can(user, 'openProjectSettings') ? (
      <PortfolioConsent key="portfolio" project={project} />
    ) : null,
    // The server sends the brief only to its readers: the collaborators and whoever draws the storyboard.
    project.storyboardBrief ? <StoryboardBriefSummary key="brief" brief={project.storyboardBrief} /> : null,
    canReadCart(user, record) ? (
      <ProjectCostPanel key="cost" projectId={project._id} record={record} version={version} />
    ) : null,
    // Spec §6 lists the checklist among the project manager's tools.
    can(user, 'editChecklist') ? (
      <Paper key="checklist" withBorder radius="md" p="md" component="section" aria-label={t('settings.checklist')}>
        <Title order={3} size="h4" mb="xs">
          {t('settings.checklist')}
        </Title>
        <ChecklistPanel project={project} />
      </Paper>
    ) : null,
  ].filter((panel) => panel !== null);
  const main = (
    <Stack gap="md">
      <VideoCover project={project} version={version} />
      <ReviewVideosPanel projectId={project._id} version={version} />
      {usesDriveStoryboards(project) ? <DriveStoryboards project={project} /> : null}
      {children}
    </Stack>
  );
  if (aside.length === 0) return main;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md" component="aside">
          {aside}
        </Stack>
      </Grid.Col>
    </Grid>
  );
};
