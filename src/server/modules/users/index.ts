export {
  clearUnconfirmedUser,
  confirmUserEmail,
  countUsers,
  findAdminMailAddresses,
  findUserByEmail,
  findUserById,
  insertUser,
  setUserDisabledAt,
  toSessionUser,
  updateAccountSettings,
  updateUserPassword,
  updateUserPicture,
  type AccountSettings,
  type NewUser,
  type UserRow,
} from './queries.ts';
export { userRoutes } from './routes.ts';
export { toListedUser } from './service.ts';
