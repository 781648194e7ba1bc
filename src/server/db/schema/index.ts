export * from './files.ts';
export * from './users.ts';
export * from './projects.ts';
export * from './comments.ts';
export * from './project-covers.ts';
export * from './jobs.ts';
export * from './feeds.ts';
export * from './posts.ts';
