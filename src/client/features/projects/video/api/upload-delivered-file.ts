import type { ProjectView } from '#shared/projects/project.ts';
import type { DeliverySlot } from '#shared/projects/video/delivery.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { apiUpload } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange } from '../../api/project-change.ts';

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

export const useUploadDeliveredFile = (projectId: string) =>
  useProjectChange((upload: DeliveredFileUpload) => uploadDeliveredFile(projectId, upload));
