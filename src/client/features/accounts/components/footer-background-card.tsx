import { Box, Button, Card, Group, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { footerBackgrounds } from '#shared/app/limits.ts';
import { footerBackgroundOf, type FooterBackground } from '#shared/app/footer-backgrounds.ts';
import { useFooterBackground } from '#client/lib/footer-background.ts';
import { useChooseFooterBackground } from '../api/choose-footer-background.ts';
import { useFooterBackgrounds } from '../api/load-footer-backgrounds.ts';
import { useRemoveFooterBackground } from '../api/remove-footer-background.ts';
import { t } from '../texts.ts';

const backgroundNames: Record<FooterBackground, Parameters<typeof t>[0]> = {
  none: 'account.bg.none',
  'pattern-1': 'account.bg.pattern1',
  'pattern-2': 'account.bg.pattern2',
  'pattern-3': 'account.bg.pattern3',
};

/** Spec §3 users.bg, §9 "none plus 3 patterns": a preview of each, the chosen one marked, and Remove. */
export const FooterBackgroundCard = () => {
  const chosen = footerBackgroundOf(useFooterBackground());
  const offered = useFooterBackgrounds();
  const choose = useChooseFooterBackground();
  const remove = useRemoveFooterBackground();
  const patternCss = new Map(offered.data?.items.map((item) => [item._id, item.background]));
  const busy = choose.isPending || remove.isPending;

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.footerBackground')}>
      <Title order={3} size="h4" mb={4}>
        {t('account.footerBackground')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.footerBackgroundHint')}
      </Text>
      {offered.isPending ? (
        <Loader size="sm" />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {footerBackgrounds.map((bg) => {
            const selected = bg === chosen;
            return (
              <UnstyledButton
                key={bg}
                aria-pressed={selected}
                disabled={busy}
                onClick={() => choose.mutate({ bg })}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `2px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
                  padding: 6,
                }}
              >
                <Box
                  data-testid={`bg-preview-${bg}`}
                  h={56}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: patternCss.get(bg) ?? 'var(--mantine-color-white)',
                    border: '1px solid var(--mantine-color-gray-2)',
                  }}
                />
                <Text size="sm" ta="center" mt={4} fw={selected ? 600 : 400}>
                  {t(backgroundNames[bg])}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
      {chosen !== 'none' && (
        <Group mt="sm">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={() => remove.mutate(chosen)}
          >
            {t('account.bg.remove')}
          </Button>
        </Group>
      )}
    </Card>
  );
};
