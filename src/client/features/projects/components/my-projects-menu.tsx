import { NavLink, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useProjects } from '../api/get-projects.ts';
import { adminMyProjectsParams } from '../api/project-keys.ts';
import { t } from '../texts.ts';

/** Spec §2 chrome: the admin's My Projects list in the left menu, only when it is not empty. */
export const MyProjectsMenu = ({ onNavigate }: { onNavigate: () => void }) => {
  const location = useLocation();
  const { data } = useProjects(adminMyProjectsParams);
  const projects = data?.pages[0]?.items ?? [];
  if (projects.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t('menu.myProjects')}
      </Text>
      {projects.map((project) => {
        const to = `/projects/${project._id}/scenes`;
        return (
          <NavLink
            key={project._id}
            component={RouterLink}
            to={to}
            label={project.title}
            active={location.pathname.startsWith(`/projects/${project._id}/`)}
            onClick={onNavigate}
          />
        );
      })}
    </div>
  );
};
