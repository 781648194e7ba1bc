import { useState } from 'react';
import { Button, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import type { CartView } from '#shared/projects/cart/view.ts';
import { t } from '../texts.ts';

/** Spec §5, §6: an admin fixes the price (0 returns to the list price) and may hide the breakdown. */
export const CartSettings = ({
  cart,
  busy,
  onAction,
}: {
  cart: CartView;
  busy: boolean;
  onAction: (body: CartActionBody) => void;
}) => {
  const [total, setTotal] = useState<number>(cart.forcedTotal ?? 0);
  const [hideBreakdown, setHideBreakdown] = useState(cart.hideBreakdown);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={t('cart.settings')}
      onSubmit={(event) => {
        event.preventDefault();
        onAction(
          total > 0
            ? { action: 'forceCartTotal', total, hideBreakdown }
            : { action: 'unforceCartTotal', hideBreakdown },
        );
      }}
    >
      <Title order={3} size="h4" mb="sm">
        {t('cart.settings')}
      </Title>
      <Stack gap="sm">
        <NumberInput
          label={t('cart.fixedPrice')}
          description={t('cart.fixedPriceHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          prefix={cart.currencySign}
          value={total}
          onChange={(value) => setTotal(typeof value === 'number' ? value : Number(value) || 0)}
        />
        <Switch
          label={t('cart.hideBreakdown')}
          checked={hideBreakdown}
          onChange={(event) => setHideBreakdown(event.currentTarget.checked)}
        />
        <Button type="submit" loading={busy}>
          {t('cart.saveSettings')}
        </Button>
      </Stack>
    </Paper>
  );
};
