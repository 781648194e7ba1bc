import { AddonsSection } from '#client/features/projects/index.ts';

export const renderAddonsSection = () => <AddonsSection />;
