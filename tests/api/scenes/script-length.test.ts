import { describe, expect, it } from 'vitest';
import { itemIds } from '../cart/support.ts';
import { useScenesApi } from './support.ts';

const { api } = useScenesApi();

const words = (count: number): string => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const cartOf = async (projectId: string) =>
  (await api.send('collabClient', 'GET', `/api/projects/${projectId}/cart`)).json().cart as {
    total: number;
    items: { id: string }[];
  };

const rewriteFirstScene = async (projectId: string, text: string) => {
  const scene = await api.firstScene(projectId);
  const saved = await api.send('scriptFreelancer', 'POST', `/api/projects/${projectId}/scenes/${scene._id}`, {
    text,
    revision: scene.revision,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

describe('the script-length option follows the word count (spec §1, §9)', () => {
  it('a raw script over 300 words adds Script 300-500 words to the cart and says so', async () => {
    const project = await api.project();
    const submitted = await api.send('collabClient', 'POST', `/api/projects/${project.id}/script-raw`, {
      body: `${words(200)}\n\n${words(150)}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe(
      'Script submitted. At 350 words the script is priced as Script 300-500 words',
    );
    const cart = await cartOf(project.id);
    expect(itemIds(cart)).toEqual(['base-package', 'script-300-500']);
    expect(cart.total).toBe(1300);
  });

  it('a raw script of 300 words or fewer costs the base price', async () => {
    const project = await api.project();
    const submitted = await api.send('collabClient', 'POST', `/api/projects/${project.id}/script-raw`, {
      body: words(300),
    });
    expect(submitted.json().message).toBe('Script submitted');
    expect((await cartOf(project.id)).total).toBe(1000);
  });

  it('a writer lengthening the script raises the option, and the client cannot lower it below the script', async () => {
    const project = await api.project();
    await rewriteFirstScene(project.id, words(420));
    expect(itemIds(await cartOf(project.id))).toEqual(['base-package', 'script-300-500']);
    await rewriteFirstScene(project.id, words(650));
    const longer = await cartOf(project.id);
    expect([itemIds(longer), longer.total]).toEqual([['base-package', 'script-500-700'], 1600]);

    for (const body of [
      { action: 'removeCartItem', id: 'script-500-700' },
      { action: 'addCartItem', id: 'script-300-500' },
    ]) {
      const refused = await api.send('collabClient', 'POST', `/api/projects/${project.id}/cart`, body);
      expect([refused.statusCode, refused.json().message], body.action).toEqual([
        400,
        'The script has 650 words, so the cart needs at least Script 500-700 words',
      ]);
    }
    expect(itemIds(await cartOf(project.id))).toEqual(['base-package', 'script-500-700']);
  });

  it('a shorter script keeps the option the client chose, and a purchased project keeps its price', async () => {
    const chosen = await api.project();
    const added = await api.send('collabClient', 'POST', `/api/projects/${chosen.id}/cart`, {
      action: 'addCartItem',
      id: 'script-500-700',
    });
    expect(added.statusCode, added.body).toBe(200);
    await rewriteFirstScene(chosen.id, words(320));
    expect(itemIds(await cartOf(chosen.id))).toEqual(['base-package', 'script-500-700']);

    const purchased = await api.project({ status: 'script-writing', purchased: true });
    await rewriteFirstScene(purchased.id, words(420));
    expect(itemIds(await cartOf(purchased.id))).toEqual(['base-package']);
  });
});
