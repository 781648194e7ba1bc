import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { cartHold } from '#shared/projects/cart/permissions.ts';
import { canSeeProjectSection, type ProjectRecord } from '#shared/projects/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useProjectCost } from '../api/get-project-cost.ts';
import { useCartAction } from '../api/post-cart-action.ts';
import { CartTotal } from './cart-total.tsx';
import { DiscountsPanel } from './discounts-panel.tsx';
import { amountText, heldForPaymentText } from './price-text.ts';
import { t } from '../texts.ts';

interface ProjectCostPanelProps {
  projectId: string;
  record: ProjectRecord;
  version: string;
}

/**
 * Spec §2 project cost summary for the scenes page's right column: the cart's lines and total from
 * the cost API, and the discounts panel while they are offered (spec §4). A held cart is not
 * offered for change; while a payment is pending the panel says why (decision 092). Mount
 * it only for those who may read the cart (`canReadCart`), as the server refuses everyone else.
 */
export const ProjectCostPanel = ({ projectId, record, version }: ProjectCostPanelProps) => {
  const cartVersion = version === 'original' ? undefined : version;
  const cost = useProjectCost(projectId, cartVersion);
  const action = useCartAction(projectId, cartVersion);
  if (!cost.data) return null;
  const { cart } = cost.data;
  const addons = `/projects/${projectId}/addons${cartVersion ? `?version=${encodeURIComponent(cartVersion)}` : ''}`;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('cart.costSummary')}>
        <Title order={3} size="h4" mb="xs">
          {t('cart.costSummary')}
        </Title>
        <Stack gap={4}>
          {cart.items.map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="xs">{line.label}</Text>
              {line.lineAmount === null ? null : (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {amountText(cart.locale, line.lineAmount)}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
        <Divider my="xs" />
        <CartTotal cart={cart} compact />
        {cost.data.pendingPayment ? (
          <Text size="xs" c="dimmed" mt="xs" data-testid="cart-held">
            {heldForPaymentText(cart.locale, cost.data.pendingPayment)}
          </Text>
        ) : cartHold(cost.data) === null && canSeeProjectSection(getCurrentUser(), record, 'addons') ? (
          <Anchor component={Link} to={addons} size="sm" mt="xs" display="inline-block">
            {t('cart.openAddons')}
          </Anchor>
        ) : null}
      </Paper>
      {cost.data.discountsOffered ? (
        <DiscountsPanel locale={cart.locale} cost={cost.data} busy={action.isPending} onAction={action.mutate} />
      ) : null}
    </Stack>
  );
};
