// The blog feature's public face: its editor page is reached through the router's lazy import.
export { BlogEditorPage } from './pages/blog-editor-page.tsx';
