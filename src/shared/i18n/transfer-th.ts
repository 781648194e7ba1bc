import type { transferEn } from './transfer-en.ts';

export const transferTh: Record<keyof typeof transferEn, string> = {
  'transfer.title': 'โอนโปรเจกต์',
  'transfer.intro': 'ส่งโปรเจกต์นี้พร้อมฉาก เวอร์ชัน ตะกร้า ความคิดเห็น และไฟล์ ไปยังโฮสต์ Explainer Studio อื่น โปรเจกต์ยังคงอยู่ที่นี่ด้วย',
  'transfer.target': 'โฮสต์ปลายทาง',
  'transfer.targetHint': 'ที่อยู่ของโฮสต์ปลายทาง เช่น https://studio.example.com',
  'transfer.send': 'โอน',
  'transfer.confirm': 'โอน "{title}" ไปยัง {host} หรือไม่?',
  'transfer.confirmAction': 'โอน',
  'transfer.sending': 'กำลังส่งโปรเจกต์และไฟล์ไปยัง {host}…',
  'transfer.done': 'ตอนนี้โปรเจกต์อยู่บน {host}:',
  'transfer.notConfigured': 'โฮสต์นี้ยังไม่ได้ตั้งค่าการโอน: ตั้งค่า TRANSFER_KEY ทั้งสองโฮสต์',
  'transfer.badTarget': 'ใส่ที่อยู่ของโฮสต์ปลายทาง',
  'transfer.sameHost': 'โปรเจกต์อยู่บนโฮสต์นี้อยู่แล้ว',
};
