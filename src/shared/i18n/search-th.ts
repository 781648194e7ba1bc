import type { searchEn } from './search-en.ts';

/** The top bar's search results. */
export const searchTh: Record<keyof typeof searchEn, string> = {
  'search.results': 'ผลการค้นหา',
  'search.project': 'โปรเจกต์',
  'search.matchedIn.title': 'ชื่อ',
  'search.matchedIn.scene': 'ฉาก',
  'search.matchedIn.script': 'สคริปต์',
  'search.matchedIn.comment': 'ความคิดเห็น',
  'search.failed': 'ค้นหาไม่สำเร็จ ลองอีกครั้ง',
  'search.noResults': 'ไม่พบโปรเจกต์ที่ตรงกับ “{term}”',
  'search.noResultsHint': 'การค้นหาดูจากชื่อ ฉาก สคริปต์ และความคิดเห็นที่คุณอ่านได้',
};
