import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Locale } from '#shared/app/constants.ts';
import { formatDate, formatMoney } from '#shared/i18n/index.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import {
  canCancelPayment,
  canMarkInvoicePaid,
  canSeePayments,
  purchaseBlock,
} from '#shared/projects/purchase/purchase.ts';
import type { Payment } from '#shared/projects/purchase/schemas.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getCurrentUser, getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { toProjectRecord } from '../../project-record.ts';
import { useCancelPurchase } from '../api/cancel-purchase.ts';
import { usePayments } from '../api/get-payments.ts';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid.ts';
import { useStartPurchase } from '../api/start-purchase.ts';

/** Stripe sends the buyer back with ?purchase=complete; the webhook may land a moment later. */

const statusColors: Record<Payment['status'], string> = { pending: 'yellow', paid: 'green', cancelled: 'gray' };

/** What happens next: a pending payment holds the cart (decision 092). */
const paymentNote = (locale: Locale, payment: Payment): string => {
  if (payment.status === 'paid')
    return t('purchase.paidOn', { date: formatDate(locale, payment.paidAt ?? payment.created) });
  if (payment.status === 'cancelled')
    return t('purchase.cancelledOn', { date: formatDate(locale, payment.cancelledAt ?? payment.created) });
  return `${t(payment.provider === 'invoice' ? 'purchase.awaiting' : 'purchase.awaitingOnline')} ${t('purchase.cartHeld')}`;
};

/**
 * A pending invoice says how to pay it (the studio's details from its configuration), what happens next,
 * and links the print-ready invoice, so the buyer is never left with an unpaid invoice and nothing to do.
 */
const InvoiceInstructions = ({ payment, details }: { payment: Payment; details: string | null }) => {
  const { locale } = getPageData();
  return (
    <Stack gap={6} data-testid="invoice-instructions">
      <Text size="sm" fw={600}>
        {t('invoice.howToPay')}
      </Text>
      {details ? (
        <>
          <Text size="sm">
            {t('invoice.payTo', { amount: formatMoney(locale, payment.amount), number: payment.number })}
          </Text>
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-line' }} data-testid="payment-details">
            {details}
          </Text>
        </>
      ) : (
        <Text size="sm">
          {t('purchase.askForDetails')}{' '}
          <Anchor href="/contact" size="sm">
            {t('menu.contact')}
          </Anchor>
        </Text>
      )}
      <Text size="sm">{t('purchase.next')}</Text>
      <Button component="a" href={`/invoices/${payment._id}`} target="_blank" size="xs" variant="light">
        {t('purchase.printInvoice')}
      </Button>
    </Stack>
  );
};

const PaymentLine = ({
  payment,
  project,
  details,
}: {
  payment: Payment;
  project: ProjectView;
  details: string | null;
}) => {
  const user = getCurrentUser();
  const { locale } = getPageData();
  const markPaid = useMarkInvoicePaid(project._id);
  const cancel = useCancelPurchase(project._id);
  const pending = payment.status === 'pending';
  const mayMarkPaid = pending && payment.provider === 'invoice' && canMarkInvoicePaid(user);
  const mayCancel = pending && canCancelPayment(user, toProjectRecord(project));
  return (
    <Stack gap={4} data-testid="payment">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {t('purchase.invoiceFor', { number: payment.number, amount: formatMoney(locale, payment.amount) })}
        </Text>
        <Badge color={statusColors[payment.status]} variant="light">
          {t(`purchase.status.${payment.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {paymentNote(locale, payment)}
      </Text>
      {pending && payment.provider === 'invoice' ? <InvoiceInstructions payment={payment} details={details} /> : null}
      {mayMarkPaid || mayCancel ? (
        <Group justify="flex-end" gap="xs">
          {mayCancel ? (
            <Button
              size="xs"
              variant="default"
              loading={cancel.isPending}
              disabled={markPaid.isPending}
              onClick={() =>
                confirmAction(
                  t('purchase.confirmCancel', { number: payment.number }),
                  () => cancel.mutate(payment._id),
                  t('purchase.cancel'),
                )
              }
            >
              {t('purchase.cancel')}
            </Button>
          ) : null}
          {mayMarkPaid ? (
            <Button
              size="xs"
              color="green"
              loading={markPaid.isPending}
              disabled={cancel.isPending}
              onClick={() =>
                confirmAction(
                  t('purchase.confirmMarkPaid', { number: payment.number }),
                  () => markPaid.mutate(payment._id),
                  t('purchase.markPaid'),
                )
              }
            >
              {t('purchase.markPaid')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
};

/**
 * Spec §4, §6: the collaborators buy the project once it is ready (or an extension once the project
 * is bought) through the purchase link; the panel then shows the invoice or the online payment
 * until it is paid, admins settle invoices here (decision 064), and the buyers may call a pending
 * purchase off to change the cart it holds (decision 092).
 */
export const PurchasePanel = ({ project, version }: { project: ProjectView; version: string }) => {
  const user = getCurrentUser();
  const [searchParams] = useSearchParams();
  const returnedFromCheckout = searchParams.get('purchase') === 'complete';
  const record = toProjectRecord(project);
  const extension = isOriginalVersion(version)
    ? null
    : (project.versions.find((entry) => entry.id === version) ?? null);
  const mayList = canSeePayments(user, record);
  const payments = usePayments(project._id, mayList);
  const purchase = useStartPurchase(project._id, version);
  const block = purchaseBlock(user, record, extension);
  const purchased = (extension ?? project).purchased;
  const own = (payments.data?.items ?? []).filter((payment) => payment.versionId === (extension?.id ?? null));
  const pendingInvoice = own.some((payment) => payment.status === 'pending' && payment.provider === 'invoice');
  if (!mayList || (block !== null && !purchased && own.length === 0)) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('purchase.title')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('purchase.title')}
        </Title>
        {purchased ? (
          <Alert color="green" variant="light" p="xs">
            {returnedFromCheckout ? `${t('purchase.complete')} ` : ''}
            {t('purchase.purchased')}
          </Alert>
        ) : null}
        {block === null && !pendingInvoice ? (
          <>
            <Text size="sm">{t(extension ? 'purchase.offerVersion' : 'purchase.offer')}</Text>
            <Button onClick={() => purchase.mutate()} loading={purchase.isPending}>
              {t('purchase.button')}
            </Button>
          </>
        ) : null}
        {own.map((payment) => (
          <PaymentLine
            key={payment._id}
            payment={payment}
            project={project}
            details={payments.data?.paymentDetails ?? null}
          />
        ))}
      </Stack>
    </Paper>
  );
};
