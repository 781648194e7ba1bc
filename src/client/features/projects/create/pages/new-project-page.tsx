import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateProject } from '../api/create-project.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { clearDraftCart } from '../../cart/draft-cart.ts';
import { t } from '../../cart/texts.ts';

/**
 * /app/project/new?items=...&artists=...: creates the project once and replaces this address with
 * the project's scenes, so going back does not create a second project.
 */
export const NewProjectPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateProject();
  const started = useRef(false);
  const { mutateAsync } = create;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutateAsync({ items: params.get('items') ?? '', artists: params.get('artists') ?? '' })
      .then(({ project }) => {
        clearDraftCart(getPageData().locale);
        navigate(`/projects/${project._id}/scenes`, { replace: true });
      })
      .catch(() => undefined);
  }, [mutateAsync, navigate, params]);

  if (create.isError) {
    return (
      <Stack maw={520}>
        <Alert color="red" title={t('cart.createFailed')}>
          {create.error.message}
        </Alert>
        <Button component={Link} to="/cart" variant="light">
          {t('cart.backToCart')}
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader size="sm" mr="sm" />
      <Text c="dimmed">{t('cart.creating')}</Text>
    </Center>
  );
};
