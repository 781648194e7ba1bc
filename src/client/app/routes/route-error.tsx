import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { t } from '#client/lib/page-data.ts';

export const RouteError = () => {
  const error = useRouteError();
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
