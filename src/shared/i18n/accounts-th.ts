import type { accountsEn } from './accounts-en.ts';

export const accountsTh: Record<keyof typeof accountsEn, string> = {
  'account.profile': 'โปรไฟล์',
  'account.displayName': 'ชื่อที่แสดงต่อสาธารณะ',
  'account.saveName': 'บันทึกชื่อ',
  'account.nameRequired': 'กรุณากรอกชื่อ',
  'account.notifications': 'การแจ้งเตือน',
  'account.emailOn': 'ส่งการแจ้งเตือนถึงฉันทางอีเมล',
  'account.currentEmail': 'อีเมลสำหรับการแจ้งเตือนปัจจุบัน',
  'account.noNotificationEmail': 'อีเมลที่ใช้เข้าสู่ระบบ ({email})',
  'account.newEmail': 'อีเมลใหม่สำหรับการแจ้งเตือน',
  'account.updateEmail': 'อัปเดตอีเมล',
  'account.emailRequired': 'กรุณากรอกอีเมล',
};
