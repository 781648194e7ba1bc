import { NothingHere } from '#client/components/nothing-here.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import type { MessageKey } from '#shared/i18n/index.ts';
import { t } from '#client/lib/page-data.ts';

/** A route whose capability is not built yet: it says so instead of failing. */
export const PlaceholderPage = ({ title }: { title: MessageKey }) => (
  <>
    <PageHeader title={t(title)} />
    <NothingHere />
  </>
);
