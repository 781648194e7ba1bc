import { z } from 'zod';

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

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string(),
  level: z.enum(levels),
  role: z.array(z.enum(roles)),
  notificationEmailOn: z.boolean(),
  notificationEmail: z.string().nullable(),
  bg: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
