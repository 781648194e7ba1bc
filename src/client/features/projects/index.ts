// The projects feature's public face: what app routes combine with other features.
export { useProject } from './api/get-project.ts';
export { ChecklistPanel } from './components/checklist-panel.tsx';
export { CollaboratorsSection } from './components/collaborators-section.tsx';
export { ProjectMenu } from './components/project-menu.tsx';
export { ProjectNav } from './components/project-nav.tsx';
export { ProjectTitleBar } from './components/project-title-bar.tsx';
export { SettingsSection } from './components/settings-section.tsx';
export { VideoCover } from './components/video-cover.tsx';
export { VideoMenu } from './components/video-menu.tsx';
export { toProjectRecord } from './project-record.ts';
