import { beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

// A Thai deployment answers a request that fails its schema in Thai: the schema's own message and zod's checks alike.
const t = useTestApp({ config: { locale: 'th' } });
let cookie = '';
let projectId = '';

beforeAll(async () => {
  const admin = await t.createUser('admin');
  cookie = await t.signIn(admin.email);
  projectId = (await seedProject(t.database.db, { title: 'โปรเจกต์ทดสอบ' })).id;
});

const refusal = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string }>().message;
};

describe('a Thai deployment refuses bad input in Thai', () => {
  it('names a title that is too long, missing or not text', async () => {
    expect(await refusal('POST', `/api/projects/${projectId}`, { title: 'ก'.repeat(201) })).toBe(
      'ชื่อเรื่องยาวได้ไม่เกิน 200 ตัวอักษร',
    );
    expect(await refusal('POST', `/api/projects/${projectId}`, {})).toBe('กรุณาใส่ชื่อเรื่อง');
    expect(await refusal('POST', `/api/projects/${projectId}`, { title: 42 })).toBe('กรุณาใส่ชื่อเรื่อง');
  });

  it('says what zod checks in Thai, with the field and what was sent', async () => {
    const scene = crypto.randomUUID();
    expect(await refusal('POST', `/api/projects/${projectId}/scenes/${scene}`, { text: 42, revision: 1 })).toBe(
      'text: ข้อมูลไม่ถูกต้อง: ต้องเป็นข้อความ แต่ได้รับตัวเลข',
    );
    expect(
      await refusal('POST', '/api/comments', { text: 'สวัสดี', itemType: 'scene', itemId: scene, mentions: 'all' }),
    ).toBe('mentions: ข้อมูลไม่ถูกต้อง: ต้องเป็นรายการ แต่ได้รับข้อความ');
    expect(await refusal('GET', `/api/comments?itemId=${scene}&before=yesterday`)).toBe(
      'before: รูปแบบไม่ถูกต้อง: ต้องเป็นรหัส UUID',
    );
  });

  it('answers bad query values and choices in Thai', async () => {
    expect(await refusal('GET', '/api/projects?limit=many')).toBe('limit ต้องเป็นตัวเลข');
    expect(await refusal('POST', `/api/projects/${projectId}/toggle`, { update: 'pinned' })).toBe(
      'update ต้องเป็น starred หรือ onhold',
    );
    expect(await refusal('POST', `/api/projects/${projectId}/trash`, { trash: 'yes' })).toBe(
      'trash ต้องเป็น true หรือ false',
    );
  });

  it('refuses the NUL character in Thai, naming the field', async () => {
    expect(await refusal('POST', `/api/projects/${projectId}`, { title: 'a\u0000b' })).toBe(
      'title: ต้องไม่มีอักขระ NUL (U+0000)',
    );
  });

  it('answers the sign-in form and its JSON twin in Thai', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'not-an-address', password: 'secret' },
    });
    expect([json.statusCode, json.json().message]).toEqual([400, 'อีเมลนี้ไม่ใช่ที่อยู่ที่ถูกต้อง']);
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.test&password=',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('กรุณากรอกรหัสผ่าน');
  });
});
