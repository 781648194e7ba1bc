import { Paper, SimpleGrid, Skeleton, Table, Title, VisuallyHidden } from '@mantine/core';
import { jobStatusLabelKeys } from '#shared/jobs/status.ts';
import { jobStatuses } from '#shared/jobs/types.ts';
import { useJobStats } from '../api/get-job-stats.ts';
import { money } from './job-labels.ts';
import { t } from '../texts.ts';

type StatRow = { key: string; label: string; count: number; total: number };

/** `rows` null: the stats are loading, and as many rows of the same height hold their place. */
const StatTable = ({ title, rows, loadingRows }: { title: string; rows: StatRow[] | null; loadingRows: number }) => (
  <Paper withBorder p="sm" radius="md" aria-busy={rows === null}>
    {/* The page's title is an h2: an h3 drawn at h5 size keeps the outline without a skipped level. */}
    <Title order={3} size="h5" mb="xs">
      {title}
    </Title>
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{title}</VisuallyHidden>
          </Table.Th>
          <Table.Th ta="right">{t('jobs.count')}</Table.Th>
          <Table.Th ta="right">{t('jobs.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows === null &&
          Array.from({ length: loadingRows }, (_, index) => (
            <Table.Tr key={index} aria-hidden="true">
              {[0, 1, 2].map((cell) => (
                <Table.Td key={cell}>
                  <Skeleton height={14} my={4} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        {rows?.map((row) => (
          <Table.Tr key={row.key}>
            {/* The row's label is its header, so that each figure is announced with what it counts. */}
            <Table.Th scope="row" fw="normal">
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{row.count}</Table.Td>
            <Table.Td ta="right">{money(row.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Paper>
);

/** Job stats for project managers: how many jobs and how much money, by status and by the person who claimed them. */
export const JobStats = ({ projectId }: { projectId?: string | undefined }) => {
  const { data } = useJobStats(projectId);
  // While loading, both tables hold a place of about their final size (one row a status; the people
  // guessed at as many), so that the filters and the list below do not jump when they arrive (decision 118).
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md" data-testid="job-stats">
      <StatTable
        title={t('jobs.byStatus')}
        loadingRows={jobStatuses.length}
        rows={
          data?.byStatus.map((row) => ({
            key: row.status,
            label: t(jobStatusLabelKeys[row.status]),
            count: row.count,
            total: row.total,
          })) ?? null
        }
      />
      <StatTable
        title={t('jobs.byPerson')}
        loadingRows={jobStatuses.length}
        rows={
          data
            ? [
                ...data.byPerson.map((row) => ({
                  key: row.user,
                  label: row.name,
                  count: row.count,
                  total: row.total,
                })),
                { key: 'unclaimed', label: t('jobs.unclaimed'), ...data.unclaimed },
              ]
            : null
        }
      />
    </SimpleGrid>
  );
};
