import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { PageHeader } from '#client/components/page-header.tsx';
import { Loading } from '#client/components/loading.tsx';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { applyCartAction, selectionOf, type Cart } from '#shared/projects/cart/cart.ts';
import { draftCartActor, draftCartProject } from '#shared/projects/cart/permissions.ts';
import { cartView } from '#shared/projects/cart/view.ts';
import { useProducts } from '#client/features/products/index.ts';
import { CartEditor } from '../components/cart-editor.tsx';
import { loadDraftCart, saveDraftCart } from '../draft-cart.ts';
import { t } from '../texts.ts';

/** Spec §2: Start New Project is a full page navigation, so a visitor passes through sign-in on the way. */
export const newProjectAddress = (cart: Cart): string => {
  const { items, artists } = selectionOf(cart);
  return `/app/project/new?items=${items.join(',')}&artists=${artists.join(',')}`;
};

/**
 * /app/cart, open to visitors: the cart is kept on this browser until Start New Project, priced by
 * the same shared rules as a project's cart.
 */
export const CartPage = () => {
  const { locale } = getPageData();
  const user = getCurrentUser();
  const actor = draftCartActor(user);
  const products = useProducts();
  const [cart, setCart] = useState<Cart>(() => loadDraftCart(locale));
  if (!products.data) return products.isError ? <Alert color="red">{t('common.unexpectedError')}</Alert> : <Loading />;
  return (
    <>
      <PageHeader title={t('page.cart')} />
      <Text c="dimmed" mb="md">
        {t('cart.intro')}
      </Text>
      <CartEditor
        products={products.data}
        cart={cartView(locale, cart, { showBreakdown: true })}
        actor={actor}
        project={draftCartProject(actor)}
        busy={false}
        onAction={(body) => {
          const next = applyCartAction(locale, cart, body);
          saveDraftCart(locale, next);
          setCart(next);
        }}
        summaryFooter={
          <>
            <Button fullWidth size="md" onClick={() => window.location.assign(newProjectAddress(cart))}>
              {t('cart.startProject')}
            </Button>
            {user ? null : (
              <Text size="xs" c="dimmed" mt={6}>
                {t('cart.signInToStart')}
              </Text>
            )}
          </>
        }
      />
    </>
  );
};
