import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { levels, roles, type Level, type Role } from '#shared/users/constants.ts';
import { mayHaveRoles } from '#shared/users/levels.ts';
import { canSetUserDisabled } from '#shared/users/permissions.ts';
import type { ListedUser } from '#shared/users/schemas.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';
import { t } from '../texts.ts';

/** Disable or enable the account, after a confirmation saying what disabling does. */
const DisableButton = ({ user, onDone }: { user: ListedUser; onDone: () => void }) => {
  const setDisabled = useSetUserDisabled();
  if (!canSetUserDisabled(getCurrentUser(), user._id)) return null;
  const change = (disabled: boolean) =>
    setDisabled.mutateAsync({ userId: user._id, disabled }).then(onDone, () => undefined);
  return user.disabled ? (
    <Button variant="light" color="green" loading={setDisabled.isPending} onClick={() => void change(false)}>
      {t('users.form.enable')}
    </Button>
  ) : (
    <Button
      variant="light"
      color="red"
      loading={setDisabled.isPending}
      onClick={() =>
        confirmAction(
          t('users.form.disableConfirm', { name: user.name }),
          () => void change(true),
          t('users.form.disable'),
        )
      }
    >
      {t('users.form.disable')}
    </Button>
  );
};

/** Edits a user, or creates one when no user is given (the new account's owner is mailed a link to choose a password). */
const UserForm = ({ user, onDone }: { user: ListedUser | null; onDone: () => void }) => {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [level, setLevel] = useState<Level>(user?.level ?? 'client');
  const [chosenRoles, setChosenRoles] = useState<Role[]>(user?.role ?? []);
  const [nameError, setNameError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const save = useSaveUser();
  const create = useCreateUser();
  // Spec §5: role checkboxes are disabled for clients, and a client's roles are not sent.
  const rolesAllowed = mayHaveRoles(level);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('users.form.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    if (!user && email.trim() === '') {
      setEmailError(t('users.form.emailRequired'));
      emailRef.current?.focus();
      return;
    }
    const role = rolesAllowed ? chosenRoles : [];
    try {
      if (user)
        await save.mutateAsync({
          userId: user._id,
          body: { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), level, role },
        });
      else await create.mutateAsync({ name: name.trim(), email: email.trim(), level, role });
      onDone();
    } catch {
      // The API wrapper has shown the server's message (the last admin, a taken e-mail); the form keeps what was chosen.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {user?.disabled && <Alert color="red">{t('users.form.disabledNote')}</Alert>}
        {!user && (
          <Text size="sm" c="dimmed">
            {t('users.form.createHint')}
          </Text>
        )}
        <TextInput
          ref={nameRef}
          label={t('users.form.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          required
          data-autofocus
        />
        <TextInput
          ref={emailRef}
          label={t('users.form.email')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError}
          required={!user}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="user-form-level">
            {t('users.form.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="user-form-level"
            value={level}
            onChange={(value) => setLevel(value as Level)}
            data={levels.map((value) => ({ value, label: t(`level.${value}`) }))}
            fullWidth
          />
        </Stack>
        <Checkbox.Group
          label={t('users.form.roles')}
          description={rolesAllowed ? undefined : t('users.form.clientsHaveNoRoles')}
          value={rolesAllowed ? chosenRoles : []}
          onChange={(value) => setChosenRoles(value as Role[])}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
            {roles.map((role) => (
              <Checkbox key={role} value={role} label={t(`role.${role}`)} disabled={!rolesAllowed} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="space-between">
          <div>{user && <DisableButton user={user} onDone={onDone} />}</div>
          <Group gap="xs">
            <Button variant="subtle" onClick={onDone}>
              {t('users.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending || create.isPending}>
              {t(user ? 'users.form.save' : 'users.form.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
};

/** Spec §2 userForm: the admin's Edit User modal, or Create User when no user is given. */
export const UserFormModal = ({ user, onClose }: { user: ListedUser | null; onClose: () => void }) => (
  <Modal opened onClose={onClose} title={t(user ? 'users.form.title' : 'users.form.createTitle')} size="lg">
    <UserForm user={user} onDone={onClose} />
  </Modal>
);
