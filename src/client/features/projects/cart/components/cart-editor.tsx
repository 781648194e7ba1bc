import type { ReactNode } from 'react';
import { ActionIcon, Badge, Grid, Group, Paper, Radio, ScrollArea, Stack, Switch, Text, Title } from '@mantine/core';
import type { Locale } from '#shared/app/constants.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import type { CartMessageKey } from '#shared/i18n/cart.ts';
import { basicStoryboardId, customStoryboardId, type CartGroup } from '#shared/products/catalogue.ts';
import {
  productSections,
  sectionItems,
  type ProductItemView,
  type ProductSectionKey,
  type ProductsView,
} from '#shared/products/products.ts';
import { artistsExtName, chooseArtist } from '#shared/projects/cart/cart.ts';
import {
  canChangeCartGroup,
  canChooseCartItem,
  canLockCartItems,
  canRemoveCartGroup,
  cartHold,
  isCartItemToggleDisabled,
  type CartHold,
  type CartProjectRecord,
} from '#shared/projects/cart/permissions.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import type { CartLineView, CartView } from '#shared/projects/cart/view.ts';
import type { Actor } from '#shared/users/levels.ts';
import { ArtistPicker, ArtistSamples } from './artist-picker.tsx';
import { CartSummary } from './cart-summary.tsx';
import { optionPriceText } from './price-text.ts';
import { SampleButton } from './sample-button.tsx';
import { useSamplePlayer, type SamplePlayer } from './use-sample-player.ts';
import { t } from '../texts.ts';

export interface CartEditorProps {
  products: ProductsView;
  cart: CartView;
  /** Who edits: the signed-in user, or for a visitor's cart the client they will become. */
  actor: Actor;
  project: CartProjectRecord;
  busy: boolean;
  onAction: (body: CartActionBody) => void;
  summaryFooter?: ReactNode;
  aside?: ReactNode;
}

interface Rules {
  locale: Locale;
  cart: CartView;
  actor: Actor;
  project: CartProjectRecord;
  busy: boolean;
  onAction: (body: CartActionBody) => void;
}

const chosenIn = (cart: CartView, groups: readonly CartGroup[]): CartLineView | undefined =>
  cart.items.find((line) => groups.includes(line.group));

/** `closed` names why the section cannot change, or is null while it can. */
const Section = ({ title, closed, children }: { title: string; closed: string | null; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Group justify="space-between" mb="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {closed ? (
        <Badge color="gray" variant="light">
          {closed}
        </Badge>
      ) : null}
    </Group>
    {children}
  </Paper>
);

const PriceLabel = ({ locale, entry }: { locale: Locale; entry: ProductItemView }) => (
  <Text
    size="sm"
    c={entry.price < 0 ? 'green' : 'dimmed'}
    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
  >
    {optionPriceText(locale, entry)}
  </Text>
);

/** One radio per option of a choice group, each with its price beside it. */
const PricedRadios = ({
  locale,
  entries,
  disabled,
}: {
  locale: Locale;
  entries: readonly ProductItemView[];
  disabled: boolean;
}) =>
  entries.map((entry) => (
    <Group key={entry.id} justify="space-between" wrap="nowrap">
      <Radio value={entry.id} label={entry.label} disabled={disabled} />
      <PriceLabel locale={locale} entry={entry} />
    </Group>
  ));

/** An option that is on or off: logo color, copyright, each change and extra. */
const ToggleRow = ({ entry, rules }: { entry: ProductItemView; rules: Rules }) => {
  const { cart, actor, project, busy, onAction, locale } = rules;
  const line = cart.items.find((item) => item.id === entry.id);
  const checked = line !== undefined;
  const allowed = checked
    ? canRemoveCartGroup(actor, project, cart.items, entry.group)
    : canChooseCartItem(actor, project, entry);
  const locked = line !== undefined && line.locked === true;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Switch
        label={entry.label}
        checked={checked}
        disabled={busy || !allowed}
        onChange={(event) =>
          onAction(
            event.currentTarget.checked
              ? { action: 'addCartItem', id: entry.id }
              : { action: 'removeCartItem', id: entry.id },
          )
        }
      />
      <Group gap={6} wrap="nowrap">
        {locked && isCartItemToggleDisabled(actor, line) ? (
          <Badge size="sm" color="gray" variant="outline">
            {t('cart.locked')}
          </Badge>
        ) : null}
        {checked && entry.lockable && canLockCartItems(actor) ? (
          <ActionIcon
            variant={locked ? 'filled' : 'subtle'}
            size="sm"
            aria-label={t(locked ? 'cart.unlock' : 'cart.lock', { name: entry.label })}
            aria-pressed={locked}
            disabled={busy}
            onClick={() => onAction({ action: 'lockCartItem', id: entry.id })}
          >
            <span aria-hidden>{locked ? '🔒' : '🔓'}</span>
          </ActionIcon>
        ) : null}
        <PriceLabel locale={locale} entry={entry} />
      </Group>
    </Group>
  );
};

/** A group with one choice: script length, storyboard, voice, music. An empty value removes the group's item. */
const ChoiceGroup = ({
  rules,
  group,
  value,
  name,
  children,
}: {
  rules: Rules;
  group: CartGroup;
  value: string;
  name: string;
  children: ReactNode;
}) => {
  const current = chosenIn(rules.cart, [group]);
  return (
    <Radio.Group
      name={name}
      aria-label={name}
      value={value}
      onChange={(next) => {
        if (next === '') {
          if (current) rules.onAction({ action: 'removeCartItem', id: current.id });
        } else rules.onAction({ action: 'addCartItem', id: next });
      }}
    >
      {children}
    </Radio.Group>
  );
};

const choiceDisabled = (rules: Rules, group: CartGroup): boolean =>
  rules.busy ||
  !canChangeCartGroup(rules.actor, rules.project, group) ||
  rules.cart.items.some((line) => line.group === group && isCartItemToggleDisabled(rules.actor, line));

const AudioChoices = ({
  rules,
  group,
  options,
  anyLabel,
  title,
  player,
}: {
  rules: Rules;
  group: 'voice' | 'music';
  options: { id: string; label: string; file: string; detail?: string }[];
  anyLabel: string;
  title: string;
  player: SamplePlayer;
}) => {
  const disabled = choiceDisabled(rules, group);
  const list = (
    <Stack gap={8}>
      <Radio value="" label={anyLabel} disabled={disabled} />
      {options.map((option) => (
        <Group key={option.id} justify="space-between" wrap="nowrap">
          <Radio
            value={option.id}
            label={option.detail ? `${option.label} · ${option.detail}` : option.label}
            disabled={disabled}
          />
          <SampleButton player={player} src={option.file} name={option.label} />
        </Group>
      ))}
    </Stack>
  );
  return (
    <ChoiceGroup rules={rules} group={group} value={chosenIn(rules.cart, [group])?.id ?? ''} name={title}>
      {options.length > 10 ? (
        <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
          {list}
        </ScrollArea.Autosize>
      ) : (
        list
      )}
    </ChoiceGroup>
  );
};

const sectionTitle = (key: ProductSectionKey): string => t(`cart.group.${key}` as CartMessageKey);

const closedLabels: Record<CartHold, CartMessageKey> = {
  purchased: 'cart.closedPurchased',
  paymentPending: 'cart.closedPaymentPending',
};

/** A held cart says what holds it (decision 092); otherwise a closed section is closed at this stage. */
const sectionClosed = (rules: Rules, key: ProductSectionKey): string | null => {
  if (productSections[key].some((group) => canChangeCartGroup(rules.actor, rules.project, group))) return null;
  const hold = cartHold(rules.project);
  return t(hold ? closedLabels[hold] : 'cart.closed');
};

const OptionSections = ({ products, rules }: { products: ProductsView; rules: Rules }) => {
  const player = useSamplePlayer();
  const { locale, cart } = rules;
  const base = products.list['base-package'];
  const storyboard = chosenIn(cart, ['storyboard']);
  const basicArtist = products.artistList.find((artist) => artist.id === products.basicArtist);
  const artistNames = Object.fromEntries(products.artistList.map((artist) => [artist.id, artist.label]));
  const chosenArtists = storyboard?.id === customStoryboardId ? (storyboard.ext?.value ?? []) : [];
  const toggles = (key: ProductSectionKey) =>
    sectionItems(products, key)
      .filter(
        (entry) =>
          !entry.pmOnly ||
          canChooseCartItem(rules.actor, rules.project, entry) ||
          cart.items.some((line) => line.id === entry.id),
      )
      .map((entry) => <ToggleRow key={entry.id} entry={entry} rules={rules} />);

  return (
    <Stack gap="md">
      <Section title={sectionTitle('base')} closed={null}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>{base?.label}</Text>
          {base ? <PriceLabel locale={locale} entry={base} /> : null}
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {t('cart.group.baseIncludes')}
        </Text>
      </Section>

      <Section title={sectionTitle('script')} closed={sectionClosed(rules, 'script')}>
        <ChoiceGroup
          rules={rules}
          group="script-length"
          value={chosenIn(cart, ['script-length'])?.id ?? ''}
          name={sectionTitle('script')}
        >
          <Stack gap={8}>
            <Radio value="" label={t('cart.scriptIncluded')} disabled={choiceDisabled(rules, 'script-length')} />
            <PricedRadios
              locale={locale}
              entries={sectionItems(products, 'script')}
              disabled={choiceDisabled(rules, 'script-length')}
            />
          </Stack>
        </ChoiceGroup>
      </Section>

      <Section title={sectionTitle('storyboard')} closed={sectionClosed(rules, 'storyboard')}>
        <ChoiceGroup
          rules={rules}
          group="storyboard"
          value={storyboard?.id ?? basicStoryboardId}
          name={sectionTitle('storyboard')}
        >
          <Stack gap={8}>
            <PricedRadios
              locale={locale}
              entries={sectionItems(products, 'storyboard')}
              disabled={choiceDisabled(rules, 'storyboard')}
            />
          </Stack>
        </ChoiceGroup>
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {storyboard?.id === customStoryboardId ? (
            <ArtistPicker
              products={products}
              chosen={chosenArtists}
              disabled={choiceDisabled(rules, 'storyboard')}
              onChoose={(artistId) =>
                rules.onAction({
                  action: 'setCartItemExt',
                  id: customStoryboardId,
                  ext: { value: chooseArtist(chosenArtists, artistId), name: artistsExtName },
                })
              }
            />
          ) : basicArtist ? (
            <>
              <Text size="xs" c="dimmed" mb={6}>
                {t('cart.basicArtist')}
              </Text>
              <div style={{ maxWidth: 420 }}>
                <ArtistSamples samples={basicArtist.samples} name={artistNames[basicArtist.id] ?? basicArtist.id} />
              </div>
            </>
          ) : null}
        </div>
      </Section>

      {(['color', 'copyright'] as const).map((key) => (
        <Section key={key} title={sectionTitle(key)} closed={sectionClosed(rules, key)}>
          <Stack gap="xs">{toggles(key)}</Stack>
        </Section>
      ))}

      <Section title={sectionTitle('voice')} closed={sectionClosed(rules, 'voice')}>
        <AudioChoices
          rules={rules}
          group="voice"
          title={sectionTitle('voice')}
          anyLabel={t('cart.noVoice')}
          player={player}
          options={products.voiceList.map((voice) => ({
            ...voice,
            detail: t(voice.gender === 'female' ? 'cart.female' : 'cart.male'),
          }))}
        />
      </Section>

      <Section title={sectionTitle('music')} closed={sectionClosed(rules, 'music')}>
        <AudioChoices
          rules={rules}
          group="music"
          title={sectionTitle('music')}
          anyLabel={t('cart.noMusic')}
          player={player}
          options={products.musicList}
        />
      </Section>

      {(['changes', 'extras'] as const).map((key) => (
        <Section key={key} title={sectionTitle(key)} closed={sectionClosed(rules, key)}>
          <Stack gap="xs">{toggles(key)}</Stack>
        </Section>
      ))}
    </Stack>
  );
};

/**
 * The cart of the cart page and of a project's add-ons: option groups on the left, the running
 * total on the right (below on a phone). Whether an option may change is the shared rules' answer.
 */
export const CartEditor = ({
  products,
  cart,
  actor,
  project,
  busy,
  onAction,
  summaryFooter,
  aside,
}: CartEditorProps) => {
  const rules: Rules = { locale: products.locale, cart, actor, project, busy, onAction };
  const artistNames = Object.fromEntries(products.artistList.map((artist) => [artist.id, artist.label]));
  const summary = (
    <Stack gap="md">
      <CartSummary
        cart={cart}
        artistNames={artistNames}
        busy={busy}
        onCompactChange={(isCompact) => onAction({ action: 'isCompact', isCompact })}
        footer={summaryFooter}
      />
      {aside}
    </Stack>
  );
  if (cart.isCompact) return <div style={{ maxWidth: 480 }}>{summary}</div>;
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <OptionSections products={products} rules={rules} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <div style={{ position: 'sticky', top: 72 }}>{summary}</div>
        </Grid.Col>
      </Grid>
      <Paper
        hiddenFrom="md"
        withBorder
        shadow="md"
        p="sm"
        mt="md"
        style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        aria-hidden
      >
        <Group justify="space-between">
          <Text fw={600}>{t('cart.total')}</Text>
          <Text fw={700}>{formatMoney(cart.locale, cart.total)}</Text>
        </Group>
      </Paper>
    </>
  );
};
