// Free of imports so the browser journeys can read it without loading the server.
export const demoProjectSlug = 'demo-coffee-shop-explainer';
/** Journeys find the demo project by this title; its ids are random like every other record's. */
export const demoProjectTitle = 'Demo: Coffee shop explainer';
