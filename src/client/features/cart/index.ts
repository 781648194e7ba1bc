// The cart feature's public face: what app routes combine with other features.
export { AddonsSection } from './pages/addons-section.tsx';
export { ProjectCostPanel } from './components/project-cost-panel.tsx';
