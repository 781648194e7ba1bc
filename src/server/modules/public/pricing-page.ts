import { escapeHtml } from '#server/lib/html.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createCartTranslator, type CartMessageKey, type CartTranslate } from '#shared/i18n/cart.ts';
import { formatMoney, type Translate } from '#shared/i18n/index.ts';
import { createSiteTranslator } from '#shared/i18n/site.ts';
import {
  percentLabel,
  productSectionKeys,
  productsView,
  sectionItems,
  type ProductItemView,
} from '#shared/products/products.ts';

const priceText = (locale: Locale, entry: ProductItemView, t: CartTranslate): string => {
  if (entry.type === '%') return percentLabel(entry.price);
  return entry.price === 0 ? t('cart.free') : formatMoney(locale, entry.price);
};

/**
 * The public price list, built from the same catalogue the cart charges from (spec §9), so a
 * price on this page is the price a project is charged. PM-only options are not sold here.
 */
export const renderPricingBody = (locale: Locale, appText: Translate): string => {
  const t = createCartTranslator(locale);
  const site = createSiteTranslator(locale);
  const products = productsView(locale);
  const sections = productSectionKeys.flatMap((key) => {
    if (key === 'voice' || key === 'music') return [];
    const rows = sectionItems(products, key).filter((entry) => !entry.pmOnly);
    if (rows.length === 0) return [];
    const heading = t(`cart.group.${key}` as CartMessageKey);
    const body = rows
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.label)}</td><td class="price" data-item="${escapeHtml(entry.id)}">${escapeHtml(priceText(locale, entry, t))}</td></tr>`,
      )
      .join('');
    return [`<tbody><tr><th colspan="2" scope="rowgroup">${escapeHtml(heading)}</th></tr>${body}</tbody>`];
  });
  const audio = `<tbody><tr><th colspan="2" scope="rowgroup">${escapeHtml(t('cart.group.voice'))} · ${escapeHtml(t('cart.group.music'))}</th></tr><tr><td>${escapeHtml(t('pricing.voicesAndTracks', { voices: products.voiceList.length, tracks: products.musicList.length }))}</td><td class="price">${escapeHtml(t('cart.free'))}</td></tr></tbody>`;
  const vat = products.list.vat ? `<p class="hint">${escapeHtml(t('pricing.vatNote'))}</p>` : '';
  return `<section class="card wide pricing"><h1>${escapeHtml(appText('menu.pricing'))}</h1>
<p>${escapeHtml(t('cart.group.baseIncludes'))}</p>
<table><thead><tr><th scope="col">${escapeHtml(site('site.pricing.item'))}</th><th scope="col" class="price">${escapeHtml(site('site.pricing.price'))}</th></tr></thead>${sections.join('')}${audio}</table>
${vat}
<a class="button" href="/app/cart">${escapeHtml(t('pricing.order'))}</a></section>`;
};
