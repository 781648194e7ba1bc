import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { CartView } from '#shared/projects/cart/view.ts';
import { amountText } from './price-text.ts';
import { CartTotal } from './cart-total.tsx';
import { t } from '../texts.ts';

interface CartSummaryProps {
  cart: CartView;
  artistNames: Record<string, string>;
  busy: boolean;
  onCompactChange: (isCompact: boolean) => void;
  footer?: ReactNode;
}

/** The running total and its breakdown; every figure comes from the shared cartView. */
export const CartSummary = ({ cart, artistNames, busy, onCompactChange, footer }: CartSummaryProps) => (
  <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label={t('cart.summary')}>
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Title order={3} size="h4">
        {t('cart.summary')}
      </Title>
      <Switch
        size="xs"
        label={t('cart.compact')}
        checked={cart.isCompact}
        disabled={busy}
        onChange={(event) => onCompactChange(event.currentTarget.checked)}
      />
    </Group>
    <Stack gap={6}>
      {cart.items.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div>
            <Text size="sm">{line.label}</Text>
            {line.ext && line.ext.value.length > 0 ? (
              <Text size="xs" c="dimmed">
                {line.ext.value.map((id) => artistNames[id] ?? id).join(', ')}
              </Text>
            ) : null}
          </div>
          {line.lineAmount === null ? null : (
            <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {amountText(cart.locale, line.lineAmount)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
    {cart.breakdownHidden ? (
      <Text size="xs" c="dimmed" mt="xs">
        {t('cart.breakdownHidden')}
      </Text>
    ) : null}
    <Divider my="sm" />
    <CartTotal cart={cart} />
    {footer ? <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{footer}</div> : null}
  </Paper>
);
