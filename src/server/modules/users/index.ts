export { countUsers, findAdminMailAddresses, findUserByEmail, insertUser, toSessionUser, updateUserPassword, updateUserPicture, type NewUser, type UserRow } from './queries.ts';
export { userRoutes } from './routes.ts';
