import { useEffect, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { countdownText } from '#shared/jobs/pricing.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../texts.ts';

/**
 * Spec §4: days, hours and minutes left, '0d 0h 0m' once expired. The server decides the expiry;
 * this only shows it, ticking every second so the last minute runs out on screen.
 */
export const Countdown = ({ expiryDate, expired }: { expiryDate: string; expired: boolean }) => {
  const [now, setNow] = useState(() => new Date());
  const { locale } = getPageData();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('jobs.timeLeft')}
      </Text>
      {/* The server's first paint (decision 129) counted from its own clock, a moment earlier. */}
      <Text size="sm" fw={600} data-testid="job-countdown" suppressHydrationWarning>
        {countdownText(locale, expiryDate, expired ? new Date(Date.parse(expiryDate)) : now)}
      </Text>
    </Group>
  );
};
