import { escapeHtml } from '#server/lib/html.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { formatDate, formatMoney } from '#shared/i18n/index.ts';
import type { PaymentStatus } from '#shared/projects/purchase/purchase.ts';

/** One line of the invoice: what was bought and what it adds, in the deployment's currency. */
export interface InvoiceLine {
  label: string;
  amount: number;
}

export interface InvoiceView {
  number: number;
  status: PaymentStatus;
  created: Date;
  paidAt: Date | null;
  amount: number;
  projectTitle: string;
  buyer: { name: string; email: string | null } | null;
  lines: InvoiceLine[];
  paymentDetails: string | null;
  projectUrl: string;
}

/** The page prints on one sheet: the site's header and the links around the invoice stay on screen only. */
const printStyles = `<style>
.invoice{max-width:760px}
.invoice table{width:100%;border-collapse:collapse;margin:16px 0;font-size:15px}
.invoice th,.invoice td{text-align:left;padding:8px 0;border-bottom:1px solid #dee2e6}
.invoice .amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.invoice tfoot td{font-weight:700;border-bottom:0}
.invoice .details{white-space:pre-line;background:#f8f9fa;border:1px solid #dee2e6;border-radius:6px;padding:12px 14px}
.invoice .status{display:inline-block;font-size:13px;font-weight:600;padding:2px 10px;border-radius:12px;background:#fff3bf;color:#8f5f00}
.invoice .status.paid{background:#d3f9d8;color:#2b8a3e}
.invoice .status.cancelled{background:#e9ecef;color:#495057}
@media print{header,footer,.screen-only{display:none!important}body{background:#fff}main{padding:0}.card{border:0;box-shadow:none;padding:0}}
</style>`;

/** The print-ready invoice (issue 35 item 21): what is owed, for what, and how to pay it; the browser's Print saves it as a PDF. */
export const renderInvoicePage = (locale: Locale, invoice: InvoiceView): string => {
  const t = createTranslator(locale);
  const money = (amount: number) => escapeHtml(formatMoney(locale, amount));
  const title = t('invoice.title', { number: invoice.number });
  const rows = invoice.lines
    .map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${money(line.amount)}</td></tr>`)
    .join('');
  const how = invoice.paymentDetails
    ? `<p>${escapeHtml(t('invoice.payTo', { amount: formatMoney(locale, invoice.amount), number: invoice.number }))}</p>
<p class="details" data-testid="payment-details">${escapeHtml(invoice.paymentDetails)}</p>`
    : `<p>${escapeHtml(t('invoice.askForDetails'))} <a href="/contact">${escapeHtml(t('menu.contact'))}</a></p>`;
  const settled =
    invoice.status === 'paid'
      ? `<p>${escapeHtml(t('purchase.paidOn', { date: formatDate(locale, invoice.paidAt ?? invoice.created) }))}</p>`
      : invoice.status === 'cancelled'
        ? `<p>${escapeHtml(t('invoice.cancelled'))}</p>`
        : `<h2>${escapeHtml(t('invoice.howToPay'))}</h2>${how}<h2>${escapeHtml(t('invoice.next'))}</h2><p>${escapeHtml(t('invoice.nextText'))}</p>`;
  const body = `<section class="card wide site invoice" aria-label="${escapeHtml(title)}">
<h1>${escapeHtml(title)} <span class="status ${invoice.status}">${escapeHtml(t(`purchase.status.${invoice.status}`))}</span></h1>
<p class="meta">${escapeHtml(t('app.name'))} · ${escapeHtml(t('invoice.issued', { date: formatDate(locale, invoice.created) }))}</p>
<p><strong>${escapeHtml(t('invoice.for'))}</strong> ${escapeHtml(invoice.projectTitle)}${
    invoice.buyer
      ? `<br><strong>${escapeHtml(t('invoice.billedTo'))}</strong> ${escapeHtml(invoice.buyer.name)}${invoice.buyer.email ? `, ${escapeHtml(invoice.buyer.email)}` : ''}`
      : ''
  }</p>
<table><thead><tr><th>${escapeHtml(t('invoice.item'))}</th><th class="amount">${escapeHtml(t('invoice.amount'))}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td>${escapeHtml(t('invoice.total'))}</td><td class="amount" data-testid="invoice-total">${money(invoice.amount)}</td></tr></tfoot></table>
${settled}
<p class="screen-only hint">${escapeHtml(t('invoice.printHint'))} · <a href="${escapeHtml(invoice.projectUrl)}">${escapeHtml(t('invoice.back'))}</a></p>
</section>${printStyles}`;
  return renderServerPage({ t, title, body, lang: locale });
};
