// The scenes feature's public face: what app routes combine with other features.
export { ScenesSection } from './pages/scenes-section.tsx';
export { ScriptSection } from './pages/script-section.tsx';
