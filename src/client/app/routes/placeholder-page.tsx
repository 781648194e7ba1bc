import { NothingHere } from '#client/components/nothing-here.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import { t } from '#client/lib/page-data.ts';

/** A route whose capability is not built yet: it says so instead of failing. */
export const PlaceholderPage = ({ title }: { title: AppMessageKey }) => (
  <>
    <PageHeader title={t(title)} />
    <NothingHere />
  </>
);
