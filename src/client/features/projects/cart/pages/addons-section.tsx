import { Alert, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { Loading } from '#client/components/loading.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { canSaveCartSettings } from '#shared/projects/cart/permissions.ts';
import { useProducts } from '#client/features/products/index.ts';
import { useProjectCart } from '../api/get-project-cart.ts';
import { useProjectCost } from '../api/get-project-cost.ts';
import { useCartAction } from '../api/post-cart-action.ts';
import { CartEditor } from '../components/cart-editor.tsx';
import { CartSettings } from '../components/cart-settings.tsx';
import { DiscountsPanel } from '../components/discounts-panel.tsx';
import { heldForPaymentText } from '../components/price-text.ts';
import { t } from '../texts.ts';

/**
 * The project's add-ons section (spec §2 addons): the cart editor on an existing project, the
 * discounts panel when they are offered, and the admin's cart settings. While a payment is pending
 * the cart is held and the section says why (decision 092). Mounted by the project page.
 */
export const AddonsSection = () => {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const version = params.get('version') ?? undefined;
  const user = getCurrentUser();
  const products = useProducts();
  const cart = useProjectCart(projectId, version);
  const cost = useProjectCost(projectId, version);
  const action = useCartAction(projectId, version);

  if (cart.isError || products.isError)
    return <Alert color="red">{cart.error?.message ?? t('common.unexpectedError')}</Alert>;
  if (!cart.data || !products.data || !user) return <Loading />;
  const { project } = cart.data;
  return (
    <>
      <PageHeader title={`${project.title} · ${t('cart.addons')}`} />
      <Stack gap="md">
        {project.pendingPayment ? (
          <Alert color="yellow" variant="light" data-testid="cart-held">
            {heldForPaymentText(products.data.locale, project.pendingPayment)}
          </Alert>
        ) : null}
        {cost.data?.discountsOffered ? (
          <DiscountsPanel
            locale={products.data.locale}
            cost={cost.data}
            busy={action.isPending}
            onAction={action.mutate}
          />
        ) : null}
        <CartEditor
          products={products.data}
          cart={cart.data.cart}
          actor={user}
          project={project}
          busy={action.isPending}
          onAction={action.mutate}
          aside={
            canSaveCartSettings(user, project) ? (
              <CartSettings
                key={`${cart.data.cart.forcedTotal}-${cart.data.cart.hideBreakdown}`}
                cart={cart.data.cart}
                busy={action.isPending}
                onAction={action.mutate}
              />
            ) : null
          }
        />
      </Stack>
    </>
  );
};
