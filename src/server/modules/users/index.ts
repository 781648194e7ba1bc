export { countUsers, findUserByEmail, insertUser, toSessionUser, updateUserPicture, type NewUser, type UserRow } from './queries.ts';
export { userRoutes } from './routes.ts';
