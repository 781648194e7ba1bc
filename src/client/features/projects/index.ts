// The projects feature's public face: what app routes combine with other features. Its sub-modules
// (cart, create, scenes, script, approvals, storyboard-brief, video, ...) are internal to it.
export { useProject } from './api/get-project.ts';
// Asked for by the project page's loader before the page's chunk arrives.
export { projectQueryOptions } from './api/project-queries.ts';
export { scenesQueryOptions } from './scenes/api/scene-queries.ts';
// Asked for by the scenes section's loader, so that a page the server draws is drawn once (decision 131).
export { projectCostQueryOptions } from './cart/api/get-project-cost.ts';
export { paymentsQuery } from './purchase/api/get-payments.ts';
export { reviewVideosQueryOptions } from './review/api/list-review-videos.ts';
export { projectsLoader } from './pages/projects-loader.ts';
// Asked for by the dashboard's loader, so that a dashboard the server draws is drawn once.
export { myProjectsPanelParams } from './api/project-keys.ts';
export { projectsQueryOptions } from './api/project-queries.ts';
export { AddonsSection } from './cart/pages/addons-section.tsx';
export { ProjectCostPanel } from './cart/components/project-cost-panel.tsx';
export { ChecklistPanel } from './checklist/components/checklist-panel.tsx';
export { CollaboratorsSection } from './collaborators/components/collaborators-section.tsx';
export { MyProjectsPanel } from './components/my-projects-panel.tsx';
export { ProjectMenu } from './components/project-menu.tsx';
export { ProjectNav } from './components/project-nav.tsx';
export { ProjectTitleBar } from './components/project-title-bar.tsx';
export { ScenesSection } from './scenes/pages/scenes-section.tsx';
export { ScriptSection } from './script/pages/script-section.tsx';
export { SocialMediaSection } from './social/pages/social-media-section.tsx';
export { SettingsSection } from './settings/components/settings-section.tsx';
export { StoryboardBriefSummary } from './storyboard-brief/components/storyboard-brief-summary.tsx';
export { StoryboardBriefSection } from './storyboard-brief/pages/storyboard-brief-section.tsx';
export { VideoCover } from './video/components/video-cover.tsx';
export { VideoMenu } from './video/components/video-menu.tsx';
export { ReviewVideosPanel } from './review/components/review-videos-panel.tsx';
export { PurchasePanel } from './purchase/components/purchase-panel.tsx';
export { PortfolioConsent } from './portfolio/components/portfolio-consent.tsx';
export { DriveStoryboards } from './storyboards/components/drive-storyboards.tsx';
export { toProjectRecord } from './project-record.ts';
// The app's project page reads the module's labels the same way the module does.
export { t } from './texts.ts';
