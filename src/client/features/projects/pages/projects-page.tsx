import { useState } from 'react';
import { Alert, Button, Center, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import { listCoversEveryProject } from '#shared/projects/permissions.ts';
import { parseProjectStatusFilter, projectStatusFilters } from '#shared/projects/status.ts';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { Loading } from '#client/components/loading.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { useProjects } from '../api/get-projects.ts';
import type { ProjectListParams } from '../api/project-keys.ts';
import { useSearchProjects } from '../api/search-projects.ts';
import { ProjectCard } from '../components/project-card.tsx';
import { adminFilters, projectListView } from './projects-loader.ts';

const ProjectList = ({ params }: { params: ProjectListParams }) => {
  const query = useProjects(params);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{t('projects.errorLoading')}</Alert>;
  const projects = query.data.pages.flatMap((page) => page.items);
  if (projects.length === 0) return <NothingHere />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
        {projects.map((project) => (
          <ProjectCard key={project._id} project={project} />
        ))}
      </SimpleGrid>
      {query.hasNextPage && (
        <Center>
          {/* A list restored from the last visit is refreshed as it shows: the next page waits for the refreshed
              first one, or it would follow the old last card and skip the projects made since. */}
          <Button
            variant="default"
            loading={query.isFetchingNextPage || query.isRefetching}
            onClick={() => void query.fetchNextPage()}
          >
            {t('projects.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
};

const SearchResults = ({ term }: { term: string }) => {
  const query = useSearchProjects(term);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="red">{t('projects.errorLoading')}</Alert>;
  if (query.data.items.length === 0) return <NothingHere />;
  return (
    <Stack gap="xs" role="list" aria-label={t('projects.search')}>
      {query.data.items.map((item) => (
        <Button
          key={item._id}
          component={Link}
          to={`/projects/${item._id}`}
          variant="subtle"
          justify="flex-start"
          role="listitem"
        >
          {item.title}
        </Button>
      ))}
    </Stack>
  );
};

export const ProjectsPage = () => {
  const user = getCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, status, search, list } = projectListView(searchParams, user);
  const [searchInput, setSearchInput] = useState(searchParams.get('search') ?? '');

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const updateSearch = useDebouncedCallback((value: string) => update({ search: value.trim() || null }), 300);

  return (
    <>
      <PageHeader title={t('page.projects')}>
        <Button component={Link} to="/cart">
          {t('projects.newProject')}
        </Button>
      </PageHeader>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        {can(user, 'filterProjectsByType') ? (
          <Tabs value={filter} onChange={(value) => update({ filter: value })}>
            <Tabs.List>
              {adminFilters.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`projects.filter.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : (
          <Text fw={600}>
            {t(listCoversEveryProject(user, status !== null) ? 'projects.viewAll' : 'projects.filter.my-projects')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {can(user, 'filterProjectsByStatus') && (
            <Select
              aria-label={t('projects.status')}
              placeholder={t('projects.anyStatus')}
              value={status}
              data={[
                { value: 'any', label: t('projects.anyStatus') },
                ...projectStatusFilters.map((value) => ({ value, label: t(`projectStatus.${value}`) })),
              ]}
              onChange={(value) => update({ status: parseProjectStatusFilter(value) })}
              w={180}
            />
          )}
          <TextInput
            type="search"
            aria-label={t('projects.search')}
            placeholder={t('projects.search')}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              updateSearch(event.currentTarget.value);
            }}
            w={220}
          />
        </Group>
      </Group>
      {search ? <SearchResults term={search} /> : <ProjectList params={list} />}
    </>
  );
};
