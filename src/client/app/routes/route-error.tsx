import { useState } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reloadForMissingFile } from '#client/lib/missing-build-file.ts';
import { t } from '#client/lib/page-data.ts';

export const RouteError = () => {
  const error = useRouteError();
  const [reloading] = useState(() => reloadForMissingFile(error));
  if (reloading)
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{t('common.newVersionLoading')}</Text>
        </Stack>
      </Center>
    );
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Title order={3}>{notFound ? t('page.notFound') : t('common.unexpectedError')}</Title>
        {!notFound && <Text c="dimmed">{error instanceof Error ? error.message : null}</Text>}
        <Button component={Link} to="/" variant="light">
          {t('menu.home')}
        </Button>
      </Stack>
    </Center>
  );
};
