export * from './users.ts';
export * from './projects.ts';
