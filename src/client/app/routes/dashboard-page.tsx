import type { ReactNode } from 'react';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { can } from '#shared/users/permissions.ts';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { NotificationLog } from '#client/features/notifications/index.ts';
import { getCurrentUser, t } from '#client/lib/page-data.ts';

const DashboardPanel = ({ title, children = <NothingHere /> }: { title: AppMessageKey; children?: ReactNode }) => (
  <Card withBorder padding="md" radius="md" component="section" aria-label={t(title)}>
    <Title order={4} mb="sm">
      {t(title)}
    </Title>
    {children}
  </Card>
);

export const DashboardPage = () => {
  const user = getCurrentUser();
  const showMyJobs = can(user, 'viewMyJobsPanel');
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DashboardPanel title="dashboard.myProjects" />
        {showMyJobs && <DashboardPanel title="dashboard.myJobs" />}
        <DashboardPanel title="dashboard.notificationLog">
          <NotificationLog />
        </DashboardPanel>
        <DashboardPanel title="dashboard.todo" />
      </SimpleGrid>
    </>
  );
};
