import type { videoEn } from './video-en.ts';

export const videoTh: Record<keyof typeof videoEn, string> = {
  'video.cover': 'ภาพปกวิดีโอ',
  'video.noCover': 'ยังไม่มีภาพปก',
  'video.openCover': 'เปิดภาพปกของ {title}',
  'video.play': 'เล่นวิดีโอของ {title}',
  'video.uploadCover': 'ลากภาพปกมาวางที่นี่ หรือคลิกเพื่อเลือก',
  'video.covers': 'ภาพปก',
  'video.useCover': 'ใช้ {name} เป็นภาพปก',
  'video.currentCover': '{name} (ภาพปกปัจจุบัน)',
  'video.menu': 'วิดีโอ',
  'video.menuLabel': 'เมนูวิดีโอ',
  'video.download': 'ดาวน์โหลด',
  'video.watchPreview': 'ดูตัวอย่าง',
  'video.previewTitle': 'ตัวอย่าง: {title}',
  'video.blocked.notAllowed': 'เฉพาะผู้ร่วมงานของโปรเจกต์เท่านั้นที่ดาวน์โหลดวิดีโอได้',
  'video.blocked.notPurchased': 'ดาวน์โหลดได้เมื่อซื้อวิดีโอแล้ว',
  'video.blocked.noVideo': 'วิดีโอฉบับเต็มยังไม่พร้อม',
};
