import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { Locale } from '#shared/app/constants.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import type { CostResponse } from '#shared/projects/cart/view.ts';
import { optionPriceText } from './price-text.ts';
import { t } from '../texts.ts';

/** Spec §4: once the video is ready and not purchased, collaborators may take these discounts. */
export const DiscountsPanel = ({
  locale,
  cost,
  busy,
  onAction,
}: {
  locale: Locale;
  cost: CostResponse;
  busy: boolean;
  onAction: (body: CartActionBody) => void;
}) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={t('cart.group.discounts')}>
    <Title order={3} size="h4">
      {t('cart.group.discounts')}
    </Title>
    <Text size="sm" c="dimmed" mb="sm">
      {t('cart.discountsHint')}
    </Text>
    <Stack gap="xs">
      {cost.discounts.map((discount) => (
        <Group key={discount.id} justify="space-between" wrap="nowrap">
          <Switch
            label={discount.label}
            checked={discount.chosen}
            disabled={busy || !discount.allowed}
            onChange={(event) =>
              onAction(
                event.currentTarget.checked
                  ? { action: 'addCartItem', id: discount.id }
                  : { action: 'removeCartItem', id: discount.id },
              )
            }
          />
          <Text size="sm" c="green" style={{ whiteSpace: 'nowrap' }}>
            {optionPriceText(locale, discount)}
          </Text>
        </Group>
      ))}
    </Stack>
  </Paper>
);
