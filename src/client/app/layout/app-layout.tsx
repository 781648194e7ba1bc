import { lazy, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigation, useSearchParams } from 'react-router';
import { can } from '#shared/users/permissions.ts';
import { LaterPart } from '#client/components/later-part.tsx';
import { Loading } from '#client/components/loading.tsx';
import { UnsavedChangesGuard } from '#client/components/unsaved-changes-guard.ts';
import { commentsParam } from '#client/features/comments/index.ts';
import { useLiveUpdates, useNotificationLanding } from '#client/features/notifications/index.ts';
// In the first download, not a chunk of its own: on a phone the memo is the largest text of the first paint, and
// the server draws it (decision 129).
import { MemoBanner } from '#client/features/posts/index.ts';
import { getPageData, useCurrentUser } from '#client/lib/page-data.ts';
import { AppFooter } from './app-footer.tsx';
import { LeftMenu } from './left-menu.tsx';
import { TopBar } from './top-bar.tsx';

// Its own chunk: the modal brings markdown and the comment forms, which most pages never need.
const CommentsModal = lazy(async () => ({
  default: (await import('#client/features/comments/components/comments-modal.tsx')).CommentsModal,
}));

export const AppLayout = () => {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [memoShown, setMemoShown] = useState(getPageData().memo !== null);
  useNotificationLanding();
  useLiveUpdates(user !== null);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      {/* First in the page, so the header's profile menu stays the last control of the chrome; it is fixed to the bottom anyway. */}
      {can(user, 'viewFeeds') && <MemoBanner onShown={setMemoShown} />}
      <AppShell.Header>
        <TopBar user={user} menuOpened={menuOpened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <LeftMenu user={user} onNavigate={close} />
      </AppShell.Navbar>
      {/* A column whose page part grows, so the footer rests at the bottom of a short page. */}
      <AppShell.Main pb={memoShown ? 72 : undefined} style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          {/* The router has the page's code before it draws it: no boundary of its own, so a page the server drew
              (decision 129) is hydrated with the chrome, in one pass, not later as a part apart. */}
          {navigation.state === 'loading' ? <Loading /> : <Outlet />}
        </div>
        <AppFooter />
      </AppShell.Main>
      <UnsavedChangesGuard />
      {searchParams.has(commentsParam) && (
        <LaterPart fallback={null}>
          <CommentsModal />
        </LaterPart>
      )}
    </AppShell>
  );
};
