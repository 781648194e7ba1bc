export { WebhooksPage } from './pages/webhooks-page.tsx';
