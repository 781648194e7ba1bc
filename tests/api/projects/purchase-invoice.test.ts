import { beforeAll, describe, expect, it } from 'vitest';
import { stillWebm } from '#server/seed/demo-video.ts';
import { jpegImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { everyone, useScenesApi } from '../scenes/support.ts';
import { addVersion, buyers, paymentOf, purchaseNotices } from './purchase-support.ts';

const { t, people, api } = useScenesApi();
let videoKey: string;
beforeAll(async () => {
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...multipartHeaders, cookie: people.pm.cookie },
    payload: multipartBody({ filename: 'final cut.webm', content: await stillWebm(await jpegImage(320, 180), 2) }),
  });
  videoKey = uploaded.json().file.key;
});

const purchase = (who: (typeof everyone)[number], projectId: string, version?: string) =>
  api.send(who, 'POST', `/api/projects/${projectId}/purchase`, version === undefined ? {} : { version });
const markPaid = (who: (typeof everyone)[number], paymentId: string) =>
  api.send(who, 'POST', `/api/payments/${paymentId}/mark-paid`, {});
const isPurchased = async (projectId: string) =>
  (await api.send('admin', 'GET', `/api/projects/${projectId}`)).json().project.purchased as boolean;

describe('POST /api/projects/{id}/purchase with the built-in invoice', () => {
  it.each(everyone)('%s: only collaborators and project managers may buy a ready video', async (who) => {
    const project = await api.project({ status: 'ready' });
    const response = await purchase(who, project.id);
    if (!buyers.includes(who)) {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(response.json().message).toBe('Only the project’s collaborators can purchase its video');
      expect((await api.send('admin', 'GET', `/api/projects/${project.id}/payments`)).json().items).toEqual([]);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const payment = paymentOf(response);
    expect(payment).toMatchObject({
      projectId: project.id,
      versionId: null,
      provider: 'invoice',
      status: 'pending',
      amount: 1000,
      currencySign: '$',
      paidAt: null,
    });
    expect(response.json().redirectUrl).toBeNull();
    expect(response.json().message).toBe(`Invoice ${payment.number} created: the video unlocks once it is paid`);
    expect(await isPurchased(project.id)).toBe(false);
  });

  it('refuses a project that is not ready, or already purchased, and an unknown version', async () => {
    for (const status of ['new', 'script-writing', 'storyboarding', 'recording', 'cancelled'] as const) {
      const project = await api.project({ status });
      const response = await purchase('collabClient', project.id);
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        'The video can be purchased once it is ready',
      ]);
    }
    const bought = await api.project({ status: 'ready', purchased: true });
    const again = await purchase('collabClient', bought.id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This video has already been purchased']);
    const unknown = await purchase('collabClient', bought.id, 'not-a-version');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Version not found']);
  });

  it('answers the unpaid invoice again instead of writing a second one', async () => {
    const project = await api.project({ status: 'ready' });
    const first = paymentOf(await purchase('collabClient', project.id));
    const second = paymentOf(await purchase('pm', project.id));
    expect(second._id).toBe(first._id);
    const listed = await api.send('collabClient', 'GET', `/api/projects/${project.id}/payments`);
    expect(listed.json()).toEqual({ items: [first], provider: 'invoice', paymentDetails: null });
    const stranger = await api.send('otherClient', 'GET', `/api/projects/${project.id}/payments`);
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      403,
      'Only the project’s collaborators can purchase its video',
    ]);
  });
});

describe('an admin marks the invoice paid', () => {
  it('completes the purchase once, unlocks the download and tells the collaborators once', async () => {
    const project = await api.project({ title: 'Bakery launch', status: 'ready', videoFull: videoKey });
    const payment = paymentOf(await purchase('collabClient', project.id));
    const before = await api.send('collabClient', 'GET', `/api/projects/${project.id}/download`);
    expect([before.statusCode, before.json().message]).toEqual([
      403,
      'The video can be downloaded once it has been purchased',
    ]);

    for (const who of everyone.filter((person) => person !== 'admin')) {
      const refused = await markPaid(who, payment._id);
      expect(refused.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(refused.json().message).toBe('Only admins can mark an invoice paid');
    }
    expect(await isPurchased(project.id)).toBe(false);

    const paid = await markPaid('admin', payment._id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(`Invoice ${payment.number} marked paid`);
    const paidPayment = paymentOf(paid);
    expect(paidPayment.status).toBe('paid');
    expect(paidPayment.paidAt).not.toBeNull();
    expect(await isPurchased(project.id)).toBe(true);

    const twice = await markPaid('admin', payment._id);
    expect([twice.statusCode, twice.json().message]).toEqual([200, `Invoice ${payment.number} was already paid`]);
    expect(paymentOf(twice).paidAt).toBe(paidPayment.paidAt);
    expect(await purchaseNotices(t, people.pm.cookie, project.id)).toBe(1);

    const download = await api.send('collabClient', 'GET', `/api/projects/${project.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.json().filename).toBe('Bakery launch.webm');
    expect((await t.app.inject({ method: 'GET', url: download.json().url })).statusCode).toBe(200);
    const after = await purchase('collabClient', project.id);
    expect([after.statusCode, after.json().message]).toEqual([409, 'This video has already been purchased']);
  });

  it('has no Stripe webhook while Stripe is not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([response.statusCode, response.json().message]).toEqual([
      404,
      'Online payments are not configured on this server',
    ]);
  });

  it('refuses an unknown payment', async () => {
    const response = await markPaid('admin', '00000000-0000-4000-8000-000000000000');
    expect([response.statusCode, response.json().message]).toEqual([404, 'Payment not found']);
  });
});

describe('extensions are bought one version at a time', () => {
  it('offers a version once the project is purchased, and buying it leaves the project and other versions alone', async () => {
    const unbought = await api.project({ status: 'ready' });
    const early = await addVersion(t, unbought.id, { title: 'Spanish version' });
    const refused = await purchase('collabClient', unbought.id, early);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The video can be purchased once it is ready']);

    const project = await api.project({ status: 'ready', purchased: true });
    const spanish = await addVersion(t, project.id, { title: 'Spanish version', videoFull: videoKey });
    const french = await addVersion(t, project.id, { title: 'French version', videoFull: videoKey });
    const response = await purchase('collabClient', project.id, spanish);
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentOf(response)).toMatchObject({ versionId: spanish, amount: 1000 });
    const blocked = await api.send('collabClient', 'GET', `/api/projects/${project.id}/download?version=${spanish}`);
    expect(blocked.statusCode).toBe(403);

    expect((await markPaid('admin', paymentOf(response)._id)).statusCode).toBe(200);
    const versions = (await api.send('collabClient', 'GET', `/api/projects/${project.id}`)).json().project.versions as {
      id: string;
      purchased: boolean;
    }[];
    expect(Object.fromEntries(versions.map((version) => [version.id, version.purchased]))).toEqual({
      [spanish]: true,
      [french]: false,
    });
    const download = await api.send('collabClient', 'GET', `/api/projects/${project.id}/download?version=${spanish}`);
    expect([download.statusCode, download.json().filename]).toEqual([200, 'Scenes project - Spanish version.webm']);
    const again = await purchase('collabClient', project.id, spanish);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This video has already been purchased']);
    expect(await purchaseNotices(t, people.pm.cookie, project.id)).toBe(1);
  });
});
