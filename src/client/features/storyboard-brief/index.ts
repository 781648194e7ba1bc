// The storyboard brief feature's public face: what app routes combine with other features.
export { StoryboardBriefSummary } from './components/storyboard-brief-summary.tsx';
export { StoryboardBriefSection } from './pages/storyboard-brief-section.tsx';
