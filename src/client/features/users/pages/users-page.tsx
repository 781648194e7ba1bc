import { useState } from 'react';
import { Alert, Avatar, Badge, Button, Card, Grid, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { autocompleteDebounceMs } from '#shared/app/limits.ts';
import { roles, type Role } from '#shared/users/constants.ts';
import { userSorts, type ListedUser, type UserLevelFilter, type UserSort } from '#shared/users/schemas.ts';
import { LevelBadge } from '#client/components/level-badge.tsx';
import { Loading } from '#client/components/loading.tsx';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { roleNames } from '#client/components/role-names.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { formatDate } from '#shared/i18n/index.ts';
import { useUsers } from '../api/get-users.ts';
import type { UserListFilter } from '../api/user-keys.ts';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { t } from '../texts.ts';

/** Spec §2 /users: level all by default, admin, staff or freelancer. */
const pageLevels = ['all', 'admin', 'staff', 'freelancer'] as const satisfies readonly UserLevelFilter[];
const userFormParam = 'userForm';
/** The userForm value that opens the form empty, to create a user. */
const newUserParam = 'new';

const oneOf = <Value extends string>(allowed: readonly Value[], value: string | null, fallback: Value): Value =>
  allowed.find((candidate) => candidate === value) ?? fallback;

const filterFrom = (params: URLSearchParams): UserListFilter => ({
  level: oneOf(pageLevels, params.get('level'), 'all'),
  role: roles.find((role) => role === params.get('role')) ?? null,
  lookup: params.get('lookup')?.trim() ?? '',
  sort: oneOf(userSorts, params.get('sort'), 'name'),
});

const UserRow = ({ user, onEdit }: { user: ListedUser; onEdit: () => void }) => (
  <Card withBorder padding="sm" radius="md" component="li" aria-label={user.name}>
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={user.picture} alt="" radius="xl" />
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} truncate>
              {user.name}
            </Text>
            <LevelBadge level={user.level} />
            {user.disabled && (
              <Badge color="gray" variant="outline" size="sm">
                {t('users.disabled')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          {user.mailRefusal && (
            <Text size="xs" c="red" title={user.mailRefusal.reason}>
              {t('users.mailRefused', {
                address: user.mailRefusal.address,
                date: formatDate(getPageData().locale, user.mailRefusal.at),
                reason: user.mailRefusal.reason,
              })}
            </Text>
          )}
          {user.role.length > 0 && (
            <Text size="xs" c="dimmed">
              {roleNames(user.role)}
            </Text>
          )}
        </Stack>
      </Group>
      <Button
        size="xs"
        variant="light"
        onClick={onEdit}
        aria-label={t('users.edit', { name: user.name })}
        style={{ flexShrink: 0 }}
      >
        {t('users.editButton')}
      </Button>
    </Group>
  </Card>
);

export const UsersPage = () => {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [lookupText, setLookupText] = useState(filter.lookup);
  const query = useUsers(filter);

  // From the address bar, not the render's params: the debounced lookup would otherwise write back a
  // stale query and close the Edit User dialog opened in the meantime.
  const setParam = (name: string, value: string | null) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'lookup' },
    );
  const setLookup = useDebouncedCallback(
    (value: string) => setParam('lookup', value.trim() || null),
    autocompleteDebounceMs,
  );

  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const editedId = params.get(userFormParam);
  const edited = users.find((user) => user._id === editedId);

  return (
    <>
      <PageHeader title={t('page.users')}>
        <Button onClick={() => setParam(userFormParam, newUserParam)}>{t('users.create')}</Button>
      </PageHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="md" radius="md" component="aside" aria-label={t('users.filters')}>
            <Stack gap="md">
              <Radio.Group
                label={t('users.level')}
                value={filter.level}
                onChange={(value) => setParam('level', value === 'all' ? null : value)}
              >
                <Stack gap={6} mt={6}>
                  {pageLevels.map((level) => (
                    <Radio
                      key={level}
                      value={level}
                      label={level === 'all' ? t('users.level.all') : t(`level.${level}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Select
                label={t('users.role')}
                placeholder={t('users.role.any')}
                value={filter.role}
                onChange={(value) => setParam('role', value)}
                data={roles.map((role: Role) => ({ value: role, label: t(`role.${role}`) }))}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('users.sort')}
                value={filter.sort}
                onChange={(value) => setParam('sort', value === 'name' ? null : (value as UserSort | null))}
                data={userSorts.map((sort) => ({ value: sort, label: t(`users.sort.${sort}`) }))}
                allowDeselect={false}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            <TextInput
              type="search"
              aria-label={t('users.search')}
              placeholder={t('users.search')}
              value={lookupText}
              onChange={(event) => {
                setLookupText(event.currentTarget.value);
                setLookup(event.currentTarget.value);
              }}
            />
            {query.isPending ? (
              <Loading />
            ) : query.isError ? (
              <Alert color="red">{query.error.message}</Alert>
            ) : users.length === 0 ? (
              <NothingHere />
            ) : (
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {users.map((user) => (
                  <UserRow key={user._id} user={user} onEdit={() => setParam(userFormParam, user._id)} />
                ))}
              </Stack>
            )}
            {query.hasNextPage && (
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('users.loadMore')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {edited && <UserFormModal key={edited._id} user={edited} onClose={() => setParam(userFormParam, null)} />}
      {editedId === newUserParam && <UserFormModal user={null} onClose={() => setParam(userFormParam, null)} />}
    </>
  );
};
