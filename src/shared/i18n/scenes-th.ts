import type { scenesEn } from './scenes-en.ts';

export const scenesTh: Record<keyof typeof scenesEn, string> = {
  'scenes.title': 'ฉาก',
  'scenes.scene': 'ฉากที่ {number}',
  'scenes.add': 'เพิ่มฉาก',
  'scenes.remove': 'ลบฉาก',
  'scenes.removeConfirm': 'ลบฉากนี้หรือไม่',
  'scenes.textPlaceholder': 'ข้อความของฉาก',
  'scenes.status': 'สถานะฉาก',
  'scenes.noStatus': 'ไม่มีสถานะ',
  'scenes.drag': 'ลากเพื่อจัดลำดับ',
  'scenes.uploadImage': 'อัปโหลดภาพสตอรีบอร์ด',
  'scenes.replaceImage': 'เปลี่ยนภาพ',
  'scenes.removeImage': 'ลบภาพ',
  'scenes.removeImageConfirm': 'ลบภาพสตอรีบอร์ดนี้หรือไม่',
  'scenes.imageAlt': 'สตอรีบอร์ดของฉากที่ {number}',
  'scenes.hidden': 'ฉากจะปรากฏที่นี่เมื่อเราเริ่มทำสคริปต์ของคุณ',
  'scenes.empty': 'ยังไม่มีฉาก',
  'scenes.conflictHint': 'ข้อความของคุณยังอยู่ในช่องแก้ไข',
  'script.title': 'สคริปต์',
  'script.empty': 'สคริปต์ว่างเปล่า',
  'script.wordCount': '{count} คำ',
};
