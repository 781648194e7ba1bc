// The search feature's public face: the top bar's box (its results load in a chunk of their own).
export { SearchBox } from './components/search-box.tsx';
