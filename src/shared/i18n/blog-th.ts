import type { blogEn } from './blog-en.ts';

export const blogTh: Record<keyof typeof blogEn, string> = {
  'blog.newPost': 'บทความใหม่',
  'blog.editPost': 'แก้ไขบทความ',
  'blog.title': 'หัวข้อ',
  'blog.titleRequired': 'กรุณาใส่หัวข้อ',
  'blog.body': 'เนื้อหา (มาร์กดาวน์)',
  'blog.tags': 'แท็ก คั่นด้วยจุลภาค',
  'blog.preview': 'ตัวอย่าง',
  'blog.videoPlaceholder': 'เครื่องเล่นวิดีโอ',
  'blog.save': 'บันทึก',
  'blog.create': 'สร้างบทความ',
  'blog.delete': 'ลบ',
  'blog.deleteConfirm': 'แน่ใจหรือไม่ว่าต้องการลบบทความนี้?',
  'blog.images': 'รูปภาพ',
  'blog.uploadImage': 'วางรูปภาพที่นี่ หรือคลิกเพื่อเลือก',
  'blog.insertImage': 'แทรก {name}',
  'blog.noImages': 'ยังไม่มีรูปภาพที่อัปโหลด',
} as const;
