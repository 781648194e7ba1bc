import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import { MyJobs } from '#client/features/jobs/index.ts';
import { TodoBoard, TodoPostList } from '#client/features/posts/index.ts';
import { MyProjectsPanel } from '#client/features/projects/index.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { NotificationLog } from '#client/features/notifications/index.ts';
import { getCurrentUser, t } from '#client/lib/page-data.ts';
import { dashboardPanelsOf } from './dashboard-panels.ts';

const DashboardPanel = ({ title, children }: { title: AppMessageKey; children: ReactNode }) => (
  <Card withBorder padding="md" radius="md" component="section" aria-label={t(title)}>
    <Title order={3} size="h4" mb="sm">
      {t(title)}
    </Title>
    {children}
  </Card>
);

/**
 * Spec §2: each panel asks for its own data once, and a panel the level does not see is not
 * rendered, so it asks for nothing. Non-contributors never get here (the route sends them to /projects).
 */
export const DashboardPage = () => {
  const { withBoard, withMyJobs, myProjects } = dashboardPanelsOf(getCurrentUser());
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Stack gap="md">
        <MyProjectsPanel limit={myProjects.limit} sharesMenuList={myProjects.sharesMenuList} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {withMyJobs && (
            <Card withBorder padding="md" radius="md" component="section" aria-label={t('dashboard.myJobs')}>
              <MyJobs />
            </Card>
          )}
          <DashboardPanel title="dashboard.notificationLog">
            <NotificationLog />
          </DashboardPanel>
          <TodoPostList />
        </SimpleGrid>
        {withBoard && <TodoBoard />}
      </Stack>
    </>
  );
};
