// The files feature's public face: the user's own files, shown on the account page.
export { MyFiles } from './components/my-files.tsx';
