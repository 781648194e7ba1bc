import type { DriveMessageKey } from './drive-en.ts';

export const driveTh: Record<DriveMessageKey, string> = {
  'drive.intro':
    'สร้างโฟลเดอร์ของโปรเจกต์ (script, storyboard, voice, music, video, exports) ในไดรฟ์ของสตูดิโอ หรือเชื่อมโฟลเดอร์ที่มีอยู่แล้ว',
  'drive.currentFolder': 'โฟลเดอร์ปัจจุบัน',
  'drive.noFolder': 'โปรเจกต์นี้ยังไม่มีโฟลเดอร์ไดรฟ์',
  'drive.confirm': 'ฉันยืนยัน: สร้างโฟลเดอร์ไดรฟ์ใหม่ให้โปรเจกต์นี้',
  'drive.start': 'ตั้งค่าโฟลเดอร์ไดรฟ์',
  'drive.progress': 'ความคืบหน้าการตั้งค่า',
  'drive.waiting': 'กำลังรอเริ่มการตั้งค่า…',
  'drive.complete': 'ตั้งค่า Google Drive เสร็จสมบูรณ์!',
  'drive.failed': 'การตั้งค่าไดรฟ์หยุดลง บรรทัดสุดท้ายของบันทึกบอกสาเหตุ',
  'drive.stoppedPolling': 'หยุดตรวจความคืบหน้าหลังจากล้มเหลว {count} ครั้ง โหลดหน้าใหม่เพื่อตรวจอีกครั้ง',
  'drive.linkLabel': 'เชื่อมโฟลเดอร์ที่มีอยู่',
  'drive.linkHint': 'ที่อยู่ของโฟลเดอร์ตามที่เปิดในเบราว์เซอร์',
  'drive.linkAction': 'เชื่อมโฟลเดอร์',
  'drive.linkError': 'เชื่อมโฟลเดอร์ไม่สำเร็จ',
};
