// The users feature's public face: the admin's /users page.
export { UsersPage } from './pages/users-page.tsx';
