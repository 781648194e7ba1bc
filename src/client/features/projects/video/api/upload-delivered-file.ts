import type { ProjectView } from '#shared/projects/project.ts';
import type { DeliverySlot } from '#shared/projects/video/delivery.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { apiUpload } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange } from '../../api/project-change.ts';
import { reviewKeys } from '../../review/api/review-keys.ts';

export interface DeliveredFileUpload {
  slot: DeliverySlot;
  version: string;
  file: File;
}

/** POST /api/projects/{id}/delivery/{slot}?version=: one delivered file through the file pipeline (decision 065). */
export const uploadDeliveredFile = (projectId: string, { slot, version, file }: DeliveredFileUpload) =>
  apiUpload<{ project: ProjectView; message: string }>(
    `${projectPath(projectId, `/delivery/${slot}`)}${isOriginalVersion(version) ? '' : `?version=${encodeURIComponent(version)}`}`,
    file,
    { notifySuccess: true },
  );

/** A delivered video goes on to review (decision 111): the review list shows its progress from the upload on. */
export const useUploadDeliveredFile = (projectId: string) =>
  useProjectChange(
    (upload: DeliveredFileUpload) => uploadDeliveredFile(projectId, upload),
    (queryClient) => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  );
