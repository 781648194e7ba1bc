// The feeds feature's public face: the panels and modals the feed page composes.
export { useFeeds } from './api/get-feeds.ts';
export { FeedFormModal } from './components/feed-form-modal.tsx';
export { FeedListPanel } from './components/feed-list-panel.tsx';
export { FeedSettingsPanel } from './components/feed-settings-panel.tsx';
export { FeedUserFormModal, teamOf } from './components/feed-user-form-modal.tsx';
export { MemberPictures } from './components/member-pictures.tsx';
export { feedLabel, ft } from './feed-text.ts';
