import { useRef } from 'react';
import { AspectRatio, Button, Center, FileButton, Group, Image, Paper, Text } from '@mantine/core';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { t } from '#client/lib/page-data.ts';
import { useRemoveSceneImage, useUploadSceneImage } from '../api/scene-image.ts';

interface SceneImageProps {
  projectId: string;
  version: string;
  scene: SceneView;
  number: number;
  canUpload: boolean;
  canRemove: boolean;
}

/** The storyboard frame: the uploaded image, or an empty 16:9 placeholder. */
export const SceneImage = ({ projectId, version, scene, number, canUpload, canRemove }: SceneImageProps) => {
  const upload = useUploadSceneImage(projectId, version, scene._id);
  const remove = useRemoveSceneImage(projectId, version, scene._id);
  const resetRef = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;
  return (
    <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
      <AspectRatio ratio={16 / 9}>
        {scene.image ? (
          <Image src={scene.image} alt={t('scenes.imageAlt', { number })} fit="contain" />
        ) : (
          <Center bg="gray.0">
            <Text size="xs" c="dimmed">
              {t('scenes.scene', { number })}
            </Text>
          </Center>
        )}
      </AspectRatio>
      {canUpload || (canRemove && scene.image) ? (
        <Group gap={4} p={6} justify="flex-end">
          {canUpload ? (
            <FileButton
              resetRef={resetRef}
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(file) => {
                if (file) upload.mutate(file, { onSettled: () => resetRef.current?.() });
              }}
            >
              {(props) => (
                <Button {...props} size="compact-xs" variant="default" loading={upload.isPending} disabled={busy}>
                  {scene.image ? t('scenes.replaceImage') : t('scenes.uploadImage')}
                </Button>
              )}
            </FileButton>
          ) : null}
          {canRemove && scene.image ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => confirmAction(t('scenes.removeImageConfirm'), () => remove.mutate(), t('scenes.removeImage'))}
            >
              {t('scenes.removeImage')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
};
