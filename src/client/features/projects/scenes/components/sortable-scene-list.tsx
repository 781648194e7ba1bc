import { type CSSProperties, type ReactNode, useId } from 'react';
import { ActionIcon, Stack } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { t } from '../../texts.ts';

export interface SortableRenderProps {
  handle: ReactNode;
  style: CSSProperties;
  cardRef: (element: HTMLElement | null) => void;
}

const GripIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

const SortableItem = ({ scene, render }: { scene: SceneView; render: (props: SortableRenderProps) => ReactNode }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: scene._id,
  });
  const handle = (
    <ActionIcon
      variant="subtle"
      color="gray"
      ref={setActivatorNodeRef}
      aria-label={t('scenes.drag')}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <GripIcon />
    </ActionIcon>
  );
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    zIndex: isDragging ? 2 : undefined,
    position: 'relative',
  };
  return render({ handle, style, cardRef: setNodeRef });
};

interface SortableSceneListProps {
  scenes: SceneView[];
  onSort: (ordered: SceneView[]) => void;
  render: (scene: SceneView, props: SortableRenderProps) => ReactNode;
}

/** Power users reorder scenes by their handle (spec §6), with the keyboard as well as the pointer. */
export const SortableSceneList = ({ scenes, onSort, render }: SortableSceneListProps) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit numbers its ids from a counter of its own, which a server that draws the page (decision 129) has
  // counted on for other pages: React's id is the same on the server and in the browser that hydrates it.
  const id = useId();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = scenes.findIndex((scene) => scene._id === active.id);
    const to = scenes.findIndex((scene) => scene._id === over.id);
    if (from >= 0 && to >= 0) onSort(arrayMove(scenes, from, to));
  };
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext id={id} items={scenes.map((scene) => scene._id)} strategy={verticalListSortingStrategy}>
        <Stack gap="md">
          {scenes.map((scene) => (
            <SortableItem key={scene._id} scene={scene} render={(props) => render(scene, props)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};
