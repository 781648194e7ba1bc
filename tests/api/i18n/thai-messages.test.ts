import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/i18n/index.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

// Decision 045: a Thai deployment answers every action in Thai, through the real routes.
const t = useTestApp({ config: { locale: 'th' } });
const cookies = { admin: '', pm: '', client: '' };
let clientId = '';

beforeAll(async () => {
  const admin = await t.createUser('admin');
  const pm = await t.createUser('staff', ['project-manager']);
  const client = await t.createUser('client');
  clientId = client._id;
  Object.assign(cookies, {
    admin: await t.signIn(admin.email),
    pm: await t.signIn(pm.email),
    client: await t.signIn(client.email),
  });
});

const send = async (
  who: keyof typeof cookies,
  method: 'POST' | 'DELETE' | 'GET',
  url: string,
  payload?: Record<string, unknown>,
) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
};

const newProject = (set?: NonNullable<Parameters<typeof seedProject>[1]>['set']) =>
  seedProject(t.database.db, { title: 'Thai project', collaboratorIds: [clientId], ...(set ? { set } : {}) });

const scenesOf = async (projectId: string): Promise<SceneView[]> =>
  (await send('admin', 'GET', `/api/projects/${projectId}/scenes`)).scenes as SceneView[];

describe('a Thai deployment answers actions in Thai', () => {
  it('renames, changes the status, marks done and holds a project', async () => {
    const { id } = await newProject();
    expect((await send('pm', 'POST', `/api/projects/${id}`, { title: 'ชื่อใหม่' })).message).toBe('เปลี่ยนชื่อโปรเจกต์แล้ว');
    expect((await send('pm', 'POST', `/api/projects/${id}/status`, { status: 'script-writing' })).message).toBe(
      'อัปเดตสถานะโปรเจกต์แล้ว',
    );
    expect(
      (await send('pm', 'POST', `/api/projects/${id}/checklist/item`, { item: 'project-setup', done: true })).message,
    ).toBe('ทำเครื่องหมายว่าเสร็จแล้ว');
    expect((await send('admin', 'POST', `/api/projects/${id}/toggle`, { update: 'onhold' })).message).toBe(
      'พักโปรเจกต์ไว้แล้ว',
    );
  });

  it('adds and removes a collaborator', async () => {
    const { id } = await newProject();
    const other = await t.createUser('client');
    // Known and unknown addresses get the same answer (decision 047): the invitation was sent.
    expect((await send('pm', 'POST', `/api/projects/${id}/collabs`, { email: other.email })).message).toBe(
      'ส่งอีเมลเชิญถึงผู้ใช้แล้ว',
    );
    expect((await send('pm', 'DELETE', `/api/projects/${id}/collabs/${other._id}`)).message).toBe('นำผู้ร่วมงานออกแล้ว');
  });

  it('orders scenes and approves the script', async () => {
    const { id } = await newProject({ status: 'script-writing', scriptStatus: 'pending' });
    await send('admin', 'POST', `/api/projects/${id}/scenes`);
    const scenes = await scenesOf(id);
    expect(scenes.length).toBeGreaterThan(1);
    const order = scenes.map((scene) => scene._id).reverse();
    expect((await send('pm', 'POST', `/api/projects/${id}/scenes/sort`, { order })).message).toBe('อัปเดตลำดับฉากแล้ว');
    expect((await send('client', 'POST', `/api/projects/${id}/script/confirm`)).message).toBe('อนุมัติสคริปต์แล้ว');
  });

  it('names the cart item in Thai and the price in baht', async () => {
    const { id } = await newProject();
    const label = findCatalogueItem('th', 'copyright-transfer')?.label.th;
    expect(
      (await send('client', 'POST', `/api/projects/${id}/cart`, { action: 'addCartItem', id: 'copyright-transfer' }))
        .message,
    ).toBe(`เพิ่ม ${label} แล้ว`);
    expect(
      (await send('admin', 'POST', `/api/projects/${id}/cart`, { action: 'forceCartTotal', total: 40000 })).message,
    ).toBe('ตั้งราคาคงที่เป็น ฿40,000 แล้ว');
  });

  it('holds the cart while an invoice awaits payment, and calls the purchase off, in Thai (decision 092)', async () => {
    const { id } = await newProject({ status: 'ready' });
    const invoice = (await send('client', 'POST', `/api/projects/${id}/purchase`, {})).payment as {
      _id: string;
      number: number;
      amount: number;
    };
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/cart`,
      headers: { cookie: cookies.client },
      payload: { action: 'addCartItem', id: 'nda' },
    });
    expect([held.statusCode, held.json().message]).toEqual([
      409,
      `เปลี่ยนตะกร้าไม่ได้ระหว่างที่ใบแจ้งหนี้ ${invoice.number} ยอด ${formatMoney('th', invoice.amount)} รอการชำระเงิน ยกเลิกการซื้อก่อนหากต้องการเปลี่ยน`,
    ]);
    expect((await send('client', 'POST', `/api/payments/${invoice._id}/cancel`)).message).toBe(
      `ยกเลิกใบแจ้งหนี้ ${invoice.number} แล้ว: เปลี่ยนตะกร้าได้อีกครั้ง`,
    );
    expect(
      (await send('client', 'POST', `/api/projects/${id}/cart`, { action: 'addCartItem', id: 'nda' })).message,
    ).toBe('เพิ่ม สัญญาไม่เปิดเผยข้อมูล (NDA) แล้ว');
  });

  it('posts, hides and deletes a comment', async () => {
    const { id } = await newProject();
    const [scene] = await scenesOf(id);
    const posted = await send('admin', 'POST', '/api/comments', {
      itemType: 'scene',
      itemId: scene?._id,
      text: 'สวัสดี',
    });
    expect(posted.message).toBe('โพสต์ความคิดเห็นของคุณแล้ว');
    const commentId = (posted.comment as { _id: string })._id;
    expect((await send('admin', 'POST', `/api/comments/${commentId}/toggle`)).message).toBe('ซ่อนความคิดเห็นแล้ว');
    expect((await send('admin', 'DELETE', `/api/comments/${commentId}`)).message).toBe('ลบความคิดเห็นแล้ว');
  });

  it('refuses in Thai, with the usual statuses and the sign-in redirect', async () => {
    const { id } = await newProject();
    const inject = (method: 'POST' | 'GET', url: string, cookie: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
    const missing = await inject('GET', `/api/projects/${crypto.randomUUID()}`, cookies.admin);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'ไม่พบโปรเจกต์']);
    const notAdmin = await inject('POST', `/api/projects/${id}/trash`, cookies.client, { trash: true });
    expect([notAdmin.statusCode, notAdmin.json().message]).toEqual([403, 'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำรายการนี้ได้']);
    const visitor = await inject('POST', `/api/projects/${id}/collabs`, '', { email: 'someone@example.test' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ', redirectUrl: '/auth/login' });
  });

  it('answers the scene refusals and the edit conflict in Thai, naming who changed the scene', async () => {
    const { id } = await newProject({ status: 'script-writing' });
    const [scene] = await scenesOf(id);
    const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const addByClient = await post(cookies.client, `/api/projects/${id}/scenes`, {});
    expect([addByClient.statusCode, addByClient.json().message]).toEqual([403, 'เฉพาะทีมงานเท่านั้นที่เพิ่มฉากได้']);
    await send('pm', 'POST', `/api/projects/${id}/scenes/${scene?._id}`, {
      text: 'ฉบับของผู้จัดการ',
      revision: scene?.revision,
    });
    const stale = await post(cookies.admin, `/api/projects/${id}/scenes/${scene?._id}`, {
      text: 'ฉบับเก่า',
      revision: scene?.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/ แก้ไขฉากนี้ระหว่างที่คุณกำลังแก้ไข ข้อความของคุณยังอยู่/);
  });

  it("answers the addresses the router refuses in Thai, with the app's headers, never echoing the address", async () => {
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/projects/${'x'.repeat(101)}` });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      414,
      { message: 'ที่อยู่นี้ยาวเกินไป: แต่ละส่วนระหว่างเครื่องหมายทับยาวได้ไม่เกิน 100 ตัวอักษร' },
    ]);
    expect(tooLong.headers['x-request-id']).toBeTruthy();
    const unreadable = await t.app.inject({ method: 'GET', url: '/api/projects/%E0%A4%A' });
    expect([unreadable.statusCode, unreadable.json()]).toEqual([
      400,
      { message: 'อ่านที่อยู่นี้ไม่ได้: มีรหัส % ที่ไม่ได้แทนตัวอักษรใด' },
    ]);
    const longestTaken = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${'x'.repeat(100)}`,
      headers: { cookie: cookies.admin },
    });
    // A part of 100 characters reaches its route, which looks for the project.
    expect(longestTaken.statusCode).toBe(404);
  });
});
