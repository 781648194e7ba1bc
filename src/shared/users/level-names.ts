// Kept free of zod: the permission rules in the first download need these lists, not the schemas (decision 036).
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
