import { Group, Text } from '@mantine/core';
import { formatMoney } from '#shared/i18n/index.ts';
import type { CartView } from '#shared/projects/cart/view.ts';
import { t } from '../texts.ts';

/** The total and how a fixed price departs from the list price: one rendering for the cart and the cost summary. */
export const CartTotal = ({ cart, compact = false }: { cart: CartView; compact?: boolean }) => (
  <>
    <Group justify="space-between" wrap="nowrap">
      <Text fw={700}>{t('cart.total')}</Text>
      <Text
        fw={700}
        size={compact ? 'lg' : 'xl'}
        data-testid="cart-total"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(cart.locale, cart.total)}
      </Text>
    </Group>
    {cart.discountPercent !== null && cart.computedTotal !== null ? (
      <Text size={compact ? 'xs' : 'sm'} c="green" ta="right">
        {t('cart.discountPercent', {
          percent: cart.discountPercent,
          total: formatMoney(cart.locale, cart.computedTotal),
        })}
      </Text>
    ) : null}
    {cart.premium !== null && !cart.breakdownHidden ? (
      <Text size={compact ? 'xs' : 'sm'} c="dimmed" ta="right">
        {t('cart.premium', { amount: formatMoney(cart.locale, cart.premium) })}
      </Text>
    ) : null}
  </>
);
