import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Group justify="space-between" mb="md">
    <Title order={2}>{title}</Title>
    {children}
  </Group>
);
