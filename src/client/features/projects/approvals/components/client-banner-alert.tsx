import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  approvalConfirmKeys,
  approvalLabelKeys,
  canApprove,
  clientBanner,
} from '#shared/projects/approvals/banners.ts';
import { canUseCollaboratorFeatures, type ProjectRecord } from '#shared/projects/permissions.ts';
import { openConfirmation } from '#client/components/confirm.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useApprove } from '../api/approve.ts';

/**
 * Spec §4 banners: what collaborators are told at each stage, with the approval it offers, confirmed
 * first. Spec §2: after an approval the user lands on the scenes page, which shows the next banner.
 */
export const ClientBannerAlert = ({ projectId, record }: { projectId: string; record: ProjectRecord }) => {
  const user = getCurrentUser();
  const navigate = useNavigate();
  const approve = useApprove(projectId);
  const banner = clientBanner(record);
  if (!banner || !canUseCollaboratorFeatures(user, record)) return null;
  const approval = banner.approval && canApprove(user, record, banner.approval) ? banner.approval : null;
  return (
    <Alert variant="light" color="blue" data-testid="client-banner">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          {t(banner.textKey)}
        </Text>
        {banner.link ? (
          <Anchor component={Link} to={`/projects/${projectId}/${banner.link.section}`} size="sm">
            {t(banner.link.labelKey)}
          </Anchor>
        ) : null}
        {approval ? (
          <Button
            size="xs"
            loading={approve.isPending}
            disabled={approve.isPending}
            onClick={() =>
              // An approval moves the project on for good, so the client is told what follows first.
              openConfirmation({
                title: t(approvalLabelKeys[approval]),
                children: <Text size="sm">{t(approvalConfirmKeys[approval])}</Text>,
                labels: { confirm: t(approvalLabelKeys[approval]), cancel: t('approve.cancel') },
                onConfirm: () =>
                  approve.mutate(approval, { onSuccess: () => void navigate(`/projects/${projectId}/scenes`) }),
              })
            }
          >
            {t(approvalLabelKeys[approval])}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
};
