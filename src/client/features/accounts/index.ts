// The accounts feature's public face: the account page's cards, which the app's account page lists.
export { AccessTokensCard } from './components/access-tokens-card.tsx';
export { FooterBackgroundCard } from './components/footer-background-card.tsx';
export { NotificationsCard } from './components/notifications-card.tsx';
export { PasswordCard } from './components/password-card.tsx';
export { ProfileNameCard } from './components/profile-name-card.tsx';
export { ProfilePictureCard } from './components/profile-picture-card.tsx';
