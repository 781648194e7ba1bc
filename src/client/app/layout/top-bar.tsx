import { Avatar, Burger, Button, Group, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { NotificationBell } from '#client/features/notifications/index.ts';
import { SearchBox } from '#client/features/search/index.ts';
import { LevelBadge } from '#client/components/level-badge.tsx';
import { roleNames } from '#client/components/role-names.ts';
import { loginAddress } from '#client/lib/api-client.ts';
import { t } from '#client/lib/page-data.ts';

interface TopBarProps {
  user: SessionUser | null;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

const logoutFormId = 'logout-form';

export const TopBar = ({ user, menuOpened, onToggleMenu }: TopBarProps) => {
  const navigate = useNavigate();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="md" size="sm" aria-label={t('topbar.openMenu')} />
        <Title order={4} c="blue.7" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            {t('app.name')}
          </Link>
        </Title>
      </Group>
      {/* A visitor has no projects to find; the search answers signed-in users only. */}
      {user && <SearchBox />}
      <Group gap="xs" wrap="nowrap">
        {user ? (
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="light">
                  {t('topbar.create')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => navigate('/cart')}>{t('topbar.createProject')}</Menu.Item>
                {can(user, 'createMemo') && <Menu.Item onClick={() => navigate('/feed/all?postForm=memo')}>{t('topbar.createMemo')}</Menu.Item>}
              </Menu.Dropdown>
            </Menu>
            <NotificationBell />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={user.name}>
                  <Avatar src={user.picture} alt={user.name} radius="xl" size="md" />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Group gap={6} wrap="nowrap">
                    <span>{user.name}</span>
                    <LevelBadge level={user.level} />
                  </Group>
                  {/* Read from the page data on each page load, so a level or role an admin changes shows at once. */}
                  {user.role.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {roleNames(user.role)}
                    </Text>
                  )}
                </Menu.Label>
                <Menu.Item component={Link} to="/account">
                  {t('topbar.accountSettings')}
                </Menu.Item>
                {/* Signing out is a POST (decision 047); the form sits outside the menu, which renders in a portal. */}
                <Menu.Item component="button" type="submit" form={logoutFormId} color="red">
                  {t('topbar.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <form id={logoutFormId} method="post" action="/auth/logout" hidden />
          </>
        ) : (
          <Button size="xs" component="a" href={loginAddress('/auth/login')}>
            {t('topbar.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
};
