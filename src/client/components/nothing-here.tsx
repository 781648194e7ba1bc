import { Center, Text } from '@mantine/core';
import { t } from '#client/lib/page-data.ts';

export const NothingHere = () => (
  <Center py="xl">
    <Text c="dimmed">{t('common.nothingHere')}</Text>
  </Center>
);
