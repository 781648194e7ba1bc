import type { socialEn } from './social-en.ts';

export const socialTh: Record<keyof typeof socialEn, string> = {
  'social.covers': 'รูปปก',
  'social.noCovers': 'ยังไม่มีรูปปก',
  'social.uploadCovers': 'วางรูปปกได้สูงสุด 2 รูปที่นี่ หรือคลิกเพื่อเลือก',
  'social.cover': 'รูปปก {name}',
  'social.removeCover': 'ลบรูปปก',
  'social.removeCoverConfirm': 'แน่ใจหรือไม่ว่าต้องการลบรูปปกนี้?',
  'social.titles': 'ชื่อเรื่อง',
  'social.noTitles': 'ยังไม่มีชื่อเรื่อง',
  'social.newTitle': 'ชื่อเรื่องใหม่',
  'social.newTitlePlaceholder': 'ชื่อเรื่องสำหรับโพสต์โซเชียลมีเดียของวิดีโอ',
  'social.addTitle': 'เพิ่มชื่อเรื่อง',
  'social.titleRequired': 'กรุณาใส่ชื่อเรื่อง',
  'social.removeTitle': 'ลบชื่อเรื่อง',
  'social.removeTitleConfirm': 'แน่ใจหรือไม่ว่าต้องการลบชื่อเรื่องนี้?',
  'social.performance': 'ผลงาน',
  'social.notScored': 'ยังไม่ให้ผล',
  'social.yourRating': 'คะแนนของคุณ',
  'social.average': 'เฉลี่ย {rating} ({count} คนให้คะแนน)',
  'social.noRatings': 'ยังไม่มีคะแนน',
  'social.by': 'โดย {name}',
} as const;
