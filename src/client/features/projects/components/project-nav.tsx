import { Box, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, NavLink as RouterLink } from 'react-router';
import { visibleProjectSections, type ProjectSection } from '#shared/projects/permissions.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';
import { toProjectRecord } from '../project-record.ts';

interface ProjectNavProps {
  project: ProjectView;
  section: ProjectSection;
  version: string;
}

/** Spec §2: section links by role, and a Versions list when the project has extensions. */
export const ProjectNav = ({ project, section, version }: ProjectNavProps) => {
  const sections = visibleProjectSections(getCurrentUser(), toProjectRecord(project));
  const base = `/projects/${project._id}`;
  const versionQuery = version === 'original' ? '' : `?version=${version}`;
  return (
    <Stack gap="lg" component="nav" aria-label={t('page.project')}>
      {/* The side list from spec §9's breakpoint (992 px, Mantine's md) up; below it the sections are one scrolling
          row, so the content stays near the top. Chosen by the stylesheet, so that a page the server drew
          (decision 129) is laid out for the screen it arrives on. */}
      <Box visibleFrom="md">
        {sections.map((value) => (
          <NavLink
            key={value}
            component={RouterLink}
            to={`${base}/${value}${versionQuery}`}
            label={t(`section.${value}`)}
            active={value === section}
          />
        ))}
      </Box>
      <ScrollArea type="never" hiddenFrom="md">
        <Group gap={4} wrap="nowrap">
          {sections.map((value) => (
            <Button
              key={value}
              component={RouterLink}
              to={`${base}/${value}${versionQuery}`}
              variant={value === section ? 'light' : 'subtle'}
              size="compact-sm"
              data-active={value === section || undefined}
              style={{ flexShrink: 0 }}
            >
              {t(`section.${value}`)}
            </Button>
          ))}
        </Group>
      </ScrollArea>
      {project.versions.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t('project.versions')}
          </Text>
          {/* Every version link leads to the same path, so the router's own active marking (which ignores the query) would mark them all. */}
          {[{ id: 'original', title: t('project.original') }, ...project.versions].map((entry) => (
            <NavLink
              key={entry.id}
              component={Link}
              to={`${base}/scenes?version=${entry.id}`}
              label={entry.title}
              active={version === entry.id}
              aria-current={version === entry.id ? 'page' : undefined}
            />
          ))}
        </div>
      )}
    </Stack>
  );
};
