import { Card, Checkbox, Group, Image, SimpleGrid, Text } from '@mantine/core';
import type { ProductsView } from '#shared/products/products.ts';
import { t } from '../texts.ts';

interface ArtistPickerProps {
  products: ProductsView;
  chosen: readonly string[];
  disabled: boolean;
  onChoose: (artistId: string) => void;
}

export const ArtistSamples = ({ samples, name }: { samples: readonly string[]; name: string }) => (
  <SimpleGrid cols={3} spacing={6}>
    {samples.map((src, index) => (
      <Image
        key={src}
        src={src}
        alt={`${name} ${index + 1}`}
        radius="sm"
        fit="contain"
        style={{ aspectRatio: '3 / 2' }}
        loading="lazy"
      />
    ))}
  </SimpleGrid>
);

/** Spec §4: up to two custom artists; the shared chooseArtist rule decides which one a third replaces. */
export const ArtistPicker = ({ products, chosen, disabled, onChoose }: ArtistPickerProps) => (
  <div>
    <Text fw={600} size="sm">
      {t('cart.artists')}
    </Text>
    <Text size="xs" c="dimmed" mb="xs">
      {t('cart.artistsHint')}
    </Text>
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      {products.artistList
        .filter((artist) => artist.id !== products.basicArtist)
        .map((artist) => {
          const selected = chosen.includes(artist.id);
          return (
            <Card
              key={artist.id}
              withBorder
              padding="xs"
              radius="md"
              style={selected ? { borderColor: 'var(--mantine-color-blue-6)' } : undefined}
            >
              <Group justify="space-between" mb={6}>
                <Checkbox
                  label={artist.label}
                  aria-label={t('cart.chooseArtist', { name: artist.label })}
                  checked={selected}
                  disabled={disabled}
                  onChange={() => onChoose(artist.id)}
                />
                {selected ? (
                  <Text size="xs" c="blue">
                    #{chosen.indexOf(artist.id) + 1}
                  </Text>
                ) : null}
              </Group>
              <ArtistSamples samples={artist.samples} name={artist.label} />
            </Card>
          );
        })}
    </SimpleGrid>
  </div>
);
