import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { levels, roles, type Level, type Role } from '#shared/users/constants.ts';
import { mayHaveRoles } from '#shared/users/levels.ts';
import type { ListedUser } from '#shared/users/schemas.ts';
import { useSaveUser } from '../api/save-user.ts';
import { t } from '../texts.ts';

const UserForm = ({ user, onDone }: { user: ListedUser; onDone: () => void }) => {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [level, setLevel] = useState<Level>(user.level);
  const [chosenRoles, setChosenRoles] = useState<Role[]>(user.role);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const save = useSaveUser();
  // Spec §5: role checkboxes are disabled for clients, and a client's roles are not sent.
  const rolesAllowed = mayHaveRoles(level);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('users.form.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    try {
      await save.mutateAsync({
        userId: user._id,
        body: {
          name: name.trim(),
          ...(email.trim() ? { email: email.trim() } : {}),
          level,
          role: rolesAllowed ? chosenRoles : [],
        },
      });
      onDone();
    } catch {
      // The API wrapper has shown the server's message (the last admin, a taken e-mail); the form keeps what was chosen.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
          label={t('users.form.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
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
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onDone}>
            {t('users.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('users.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Spec §2 userForm: the admin's Edit User modal. */
export const UserFormModal = ({ user, onClose }: { user: ListedUser; onClose: () => void }) => (
  <Modal opened onClose={onClose} title={t('users.form.title')} size="lg">
    <UserForm user={user} onDone={onClose} />
  </Modal>
);
