import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Button, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '#shared/users/schemas.ts';
import { t } from '#client/lib/page-data.ts';
import { swappedControlAttribute } from '#client/lib/use-focus-kept-on-arrival.ts';

export const logoutFormId = 'logout-form';

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>;

/** The top bar's buttons, drawn the same before and after their menus' chunk arrives. */
export const CreateButton = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button ref={ref} size="xs" variant="light" {...{ [swappedControlAttribute]: 'create' }} {...props}>
    {t('topbar.create')}
  </Button>
));
CreateButton.displayName = 'CreateButton';

export const ProfileButton = forwardRef<HTMLButtonElement, ButtonProps & { user: SessionUser }>(
  ({ user, ...props }, ref) => (
    <UnstyledButton ref={ref} aria-label={user.name} {...{ [swappedControlAttribute]: 'profile' }} {...props}>
      <Avatar src={user.picture} alt={user.name} radius="xl" size="md" />
    </UnstyledButton>
  ),
);
ProfileButton.displayName = 'ProfileButton';
