import { Text } from '@mantine/core';
import { footerPatternCss, isFooterPattern } from '#shared/app/footer-backgrounds.ts';
import { useFooterBackground } from '#client/lib/footer-background.ts';
import { t } from '#client/lib/page-data.ts';

/** The bottom of every page, on the pattern the user chose on the account page; none keeps the page as it is. */
export const AppFooter = () => {
  const bg = useFooterBackground();
  if (!isFooterPattern(bg)) return null;
  return (
    <Text
      component="footer"
      data-bg={bg}
      size="sm"
      c="dimmed"
      ta="center"
      mt="xl"
      py="lg"
      px="md"
      style={{
        background: footerPatternCss[bg],
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {t('app.footer')}
    </Text>
  );
};
