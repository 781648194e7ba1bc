import { Group, Menu, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { LevelBadge } from '#client/components/level-badge.tsx';
import { roleNames } from '#client/components/role-names.ts';
import { t } from '#client/lib/page-data.ts';
import { useOpenedOnArrival } from '#client/lib/use-opened-on-arrival.ts';
import { CreateButton, logoutFormId, ProfileButton } from './top-bar-buttons.tsx';

interface TopBarMenuProps {
  user: SessionUser;
  /** The button was pressed while this chunk was on its way: open at once. */
  openedOnArrival: boolean;
}

export const CreateMenu = ({ user, openedOnArrival }: TopBarMenuProps) => {
  const navigate = useNavigate();
  const [opened, setOpened] = useOpenedOnArrival(openedOnArrival);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <CreateButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate('/cart')}>{t('topbar.createProject')}</Menu.Item>
        {can(user, 'createMemo') && (
          <Menu.Item onClick={() => navigate('/feed/all?postForm=memo')}>{t('topbar.createMemo')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

export const ProfileMenu = ({ user, openedOnArrival }: TopBarMenuProps) => {
  const [opened, setOpened] = useOpenedOnArrival(openedOnArrival);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ProfileButton user={user} />
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
  );
};
