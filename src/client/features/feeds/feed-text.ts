import type { Feed } from '#shared/feeds/feeds.ts';
import { createFeedsTranslator, type FeedsMessageKey } from '#shared/i18n/feeds.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** The feeds labels in the deployment's locale; page data is loaded before the first route renders. */
export const ft = (key: FeedsMessageKey, values?: Record<string, string | number>): string =>
  createFeedsTranslator(getPageData().locale)(key, values);

/** Computed feeds answer their key as name and are labelled here; an admin's feed keeps the name it was given. */
export const feedLabel = (
  feed: Pick<Feed, '_id' | 'name' | 'isSystem' | 'isAggregate' | 'isLevelBased' | 'isRoleBased'>,
): string =>
  feed.isSystem || feed.isAggregate || feed.isLevelBased || feed.isRoleBased
    ? ft(`feeds.name.${feed._id}` as FeedsMessageKey)
    : feed.name;
