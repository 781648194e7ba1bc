import { lazy, useRef, useState } from 'react';
import { Burger, Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '#shared/users/schemas.ts';
import { NotificationBell } from '#client/features/notifications/index.ts';
import { SearchBox } from '#client/features/search/index.ts';
import { loginAddress } from '#client/lib/api-client.ts';
import { forgetQueryCache } from '#client/lib/persisted-query-cache.ts';
import { t } from '#client/lib/page-data.ts';
import { useFocusKeptOnArrival } from '#client/lib/use-focus-kept-on-arrival.ts';
import { standInPress } from '#client/lib/use-opened-on-arrival.ts';
import { CreateButton, logoutFormId, ProfileButton } from './top-bar-buttons.tsx';
import { LaterPart } from '#client/components/later-part.tsx';

// The menus (and the floating-ui positioning under them) load right after the first render, not in the
// first download: until they arrive the same buttons stand in, and a press opens the menu on arrival.
const CreateMenu = lazy(async () => ({ default: (await import('./top-bar-menus.tsx')).CreateMenu }));
const ProfileMenu = lazy(async () => ({ default: (await import('./top-bar-menus.tsx')).ProfileMenu }));

interface TopBarProps {
  user: SessionUser | null;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export const TopBar = ({ user, menuOpened, onToggleMenu }: TopBarProps) => {
  const [pressed, setPressed] = useState<'create' | 'profile' | null>(null);
  const controls = useRef<HTMLDivElement>(null);
  useFocusKeptOnArrival(controls);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="md"
          size="sm"
          aria-label={t('topbar.openMenu')}
        />
        <Title order={4} c="blue.9" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            {t('app.name')}
          </Link>
        </Title>
      </Group>
      {/* A visitor has no projects to find; the search answers signed-in users only. */}
      {user && <SearchBox />}
      <Group ref={controls} gap="xs" wrap="nowrap">
        {user ? (
          <>
            <LaterPart fallback={<CreateButton {...standInPress(() => setPressed('create'))} />}>
              <CreateMenu user={user} openedOnArrival={pressed === 'create'} />
            </LaterPart>
            <NotificationBell />
            <LaterPart fallback={<ProfileButton user={user} {...standInPress(() => setPressed('profile'))} />}>
              <ProfileMenu user={user} openedOnArrival={pressed === 'profile'} />
            </LaterPart>
            <form id={logoutFormId} method="post" action="/auth/logout" onSubmit={forgetQueryCache} hidden />
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
