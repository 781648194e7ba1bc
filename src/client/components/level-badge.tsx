import { Badge } from '@mantine/core';
import { levelBadgeColor } from '#shared/users/levels.ts';
import type { Level } from '#shared/users/schemas.ts';
import { t } from '#client/lib/page-data.ts';

/** Spec §6: admin red, staff yellow, freelancer blue; clients have none. */
export const LevelBadge = ({ level }: { level: Level }) => {
  const color = levelBadgeColor(level);
  if (!color) return null;
  return (
    <Badge color={color} variant="light" size="xs">
      {t(`level.${level}`)}
    </Badge>
  );
};
