export {
  clearUnconfirmedUser,
  confirmUserEmail,
  countUsers,
  findAdminMailAddresses,
  findUserByEmail,
  findUserById,
  insertUser,
  toSessionUser,
  updateAccountSettings,
  updateUserPassword,
  updateUserPicture,
  type AccountSettings,
  type NewUser,
  type UserRow,
} from './queries.ts';
export { userRoutes } from './routes.ts';
