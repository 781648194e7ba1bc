import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import { addCartItem, cartItemFor, createCart } from '#shared/projects/cart/cart.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { seedProject } from '../../support/projects.ts';
import { useTestApp } from '../../support/test-app.ts';

// The built client's public folder holds the sample files the products API names.
const t = useTestApp({ config: { clientDir: path.resolve('src/client/public') } });

const cartWithTrack = (trackId: string) => {
  const cart = createCart('en');
  const track = cartItemFor('en', trackId);
  if (!track) throw new Error(`no track ${trackId}`);
  return { ...cart, items: addCartItem(cart.items, track), hideBreakdown: false };
};

const musicTrackOf = async (projectId: string, cookie = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/scenes`, headers: cookie ? { cookie } : {} })
  ).json().musicTrack as {
    name: string;
    url: string;
  } | null;

describe('the music track on GET /api/projects/{id}/scenes (decision 044)', () => {
  it('plays the sample of the track chosen in the cart, which answers 200', async () => {
    const project = await seedProject(t.database.db, {
      set: { status: 'storyboarding', cart: cartWithTrack('calm-waters') },
    });
    const track = await musicTrackOf(project.id);
    expect(track).toEqual({ name: 'Calm Waters', url: '/samples/track-calm-waters.wav' });
    const audio = await t.app.inject({ method: 'GET', url: track?.url ?? '' });
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/wav']);
  });

  it("prefers the project's own music file, named as it was uploaded", async () => {
    const admin = await t.createUser('admin');
    const cookie = await t.signIn(admin.email);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: multipartBody({
        filename: 'Final mix.wav',
        content: Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt '),
        contentType: 'audio/wav',
      }),
      headers: { ...multipartHeaders, cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = uploaded.json().file.key as string;
    const project = await seedProject(t.database.db, {
      set: { status: 'recording', cart: cartWithTrack('calm-waters'), musicTrack: key },
    });
    const track = await musicTrackOf(project.id, cookie);
    expect(track).toEqual({ name: 'Final mix.wav', url: `/media/${key}` });
    expect((await t.app.inject({ method: 'GET', url: track?.url ?? '' })).statusCode).toBe(200);
  });

  it('is null without a track, and while the list is hidden from the user', async () => {
    const plain = await seedProject(t.database.db, { set: { status: 'storyboarding' } });
    expect(await musicTrackOf(plain.id)).toBeNull();
    const fresh = await seedProject(t.database.db, { set: { cart: cartWithTrack('sunny-day') } });
    const hidden = await t.app.inject({ method: 'GET', url: `/api/projects/${fresh.id}/scenes` });
    expect(hidden.json()).toEqual({ scenes: [], hidden: true, musicTrack: null, submittedScript: null });
    await t.database.db.update(projects).set({ status: 'script-writing' }).where(eq(projects.id, fresh.id));
    expect(await musicTrackOf(fresh.id)).toEqual({ name: 'Sunny Day', url: '/samples/track-sunny-day.wav' });
  });
});
