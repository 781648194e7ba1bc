export { webhookJobWorkers, nudgeWebhookDeliveries } from './jobs.ts';
export { webhookRoutes } from './routes.ts';
