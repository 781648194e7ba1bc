import { Center, Loader, Text } from '@mantine/core';
import { t } from '#client/lib/page-data.ts';

export const Loading = () => (
  <Center py="xl" role="status">
    <Loader size="sm" mr="sm" />
    <Text c="dimmed">{t('common.loading')}</Text>
  </Center>
);
