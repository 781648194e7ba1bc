// Free of imports so the browser journeys can read it without loading the server.
export const demoProjectSlug = 'demo-coffee-shop-explainer';
export const demoProjectTitle = 'Demo: Coffee shop explainer';

/**
 * Fixed ids, unlike every real record: the browser journeys and the README link to the demo
 * project, and it holds nothing worth guarding.
 */
export const demoProjectId = 'dec0ffee-0000-4000-8000-000000000001';
export const demoSceneIds = ['dec0ffee-0000-4000-8000-000000000011', 'dec0ffee-0000-4000-8000-000000000012', 'dec0ffee-0000-4000-8000-000000000013'] as const;
