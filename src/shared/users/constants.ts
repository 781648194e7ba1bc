// Kept free of zod: the client's first download checks levels and roles without the schema library.
export const levels = ['admin', 'staff', 'freelancer', 'client'] as const;
export type Level = (typeof levels)[number];

export const roles = [
  'project-manager',
  'script',
  'translation',
  'storyboard',
  'storyboard-changes',
  'voice',
  'recording',
  'video-editing',
  'coloring',
  'video-export',
  'cover-image-design',
  'sound-design',
] as const;
export type Role = (typeof roles)[number];

export const defaultAvatar = '/img/avatar.jpg';
