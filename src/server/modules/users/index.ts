export { countUsers, updateAccountSettings, type AccountSettings, findUserByEmail, insertUser, toSessionUser, updateUserPassword, updateUserPicture, type NewUser, type UserRow } from './queries.ts';
export { userRoutes } from './routes.ts';
