import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '#shared/users/schemas.ts';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { setCurrentUser, t, useCurrentUser } from '#client/lib/page-data.ts';

interface PictureResponse {
  user: SessionUser;
  message: string;
}

/** Spec §2 account profile: the picture upload, through the same uploader and pipeline as every file. */
export const ProfilePictureCard = () => {
  const user = useCurrentUser();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.picture')}>
      <Title order={3} size="h4" mb="sm">
        {t('account.picture')}
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Stack align="center" gap={4}>
          <Avatar src={user?.picture} alt={t('account.picture')} size={96} radius={96} />
          <Text size="sm" fw={500}>
            {user?.name}
          </Text>
        </Stack>
        <div style={{ flex: 1 }}>
          <Uploader<PictureResponse>
            endpoint="/api/accounts/picture"
            maxFiles={1}
            parallel={1}
            accept={['image/*']}
            previewOf={(response) => response.user.picture}
            notifySuccess
            onUploaded={(response) => setCurrentUser(response.user)}
          />
        </div>
      </Group>
    </Card>
  );
};
