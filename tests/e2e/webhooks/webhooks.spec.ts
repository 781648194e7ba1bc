import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/screenshots';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The journey's own target on 127.0.0.1, which the e2e server allows (WEBHOOK_ALLOWED_HOSTS). */
const startListener = async () => {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/studio-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

test('an admin subscribes a webhook, sees its secret once, and its log shows the delivery that arrived', async ({
  page,
}) => {
  const listener = await startListener();
  try {
    await signIn(page, 'admin');
    const project = await findDemoProject(page);
    await page.goto('/app/projects');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
    // The demo studio's paused subscription, with its log.
    await expect(
      page.getByRole('listitem', { name: 'https://hooks.example.com/explainer-studio/chat-bridge' }),
    ).toContainText('Paused');

    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter the http or https address that should receive the events')).toBeVisible();
    await form.getByLabel('Address').fill('http://169.254.169.254/latest/meta-data');
    await form.getByLabel('Comment added').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(/the local or private address 169\.254\.169\.254/)).toBeVisible();

    await form.getByLabel('Address').fill(listener.url);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secretText = (await secret.textContent()) ?? '';
    await screenshotAtBothWidths(page, shots, 'webhooks-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toBeHidden();

    const response = await page.request.post('/api/comments', {
      data: { itemType: 'project', itemId: project.id, text: 'The webhook journey says hello', tag: 'none' },
    });
    expect(response.status()).toBe(200);
    await expect.poll(() => listener.received.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = listener.received;
    expect(delivery?.headers['x-studio-event']).toBe('comment.added');
    expect(delivery?.headers['x-studio-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ event: 'comment.added' });

    await page.reload();
    const subscription = page.getByRole('listitem', { name: listener.url });
    await expect(subscription).toContainText('Active');
    const log = subscription.getByTestId('webhook-log');
    await expect(log).toContainText('Comment added', { timeout: 15_000 });
    await expect(log).toContainText('204');
    await expect(page.getByText(secretText)).toHaveCount(0);
    await screenshotAtBothWidths(page, shots, 'webhooks-log');

    await subscription.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: listener.url })).toHaveCount(0);
  } finally {
    await listener.close();
  }
});
