import { describe, expect, it } from 'vitest';
import { useScenesApi, type Who } from './support.ts';

const { api } = useScenesApi();

const script = { body: 'Meet Mia, who bakes bread.\n\nHer oven breaks on a Monday.', comments: 'Keep it warm.' };

describe('the submitted raw script stays in view (issue 35)', () => {
  it('a client who submitted a script reads it back while its scenes are hidden; contributors read it beside the scenes', async () => {
    const project = await api.project();
    const submitted = await api.send('collabClient', 'POST', `/api/projects/${project.id}/script-raw`, script);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const asClient = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expect(asClient).toEqual({ scenes: [], hidden: true, musicTrack: null, submittedScript: script });

    const asWriter = (await api.send('pm', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expect(asWriter.hidden).toBe(false);
    expect(asWriter.scenes.map((scene: { text: string }) => scene.text)).toEqual([
      'Meet Mia, who bakes bread.',
      'Her oven breaks on a Monday.',
    ]);
    expect(asWriter.submittedScript).toEqual(script);

    for (const who of ['otherClient', 'visitor'] satisfies Who[]) {
      const answer = (await api.send(who, 'GET', `/api/projects/${project.id}/scenes`)).json();
      expect(answer.submittedScript, who).toBeNull();
    }
  });

  it('a project without a raw script answers null', async () => {
    const project = await api.project();
    const answer = (await api.send('collabClient', 'GET', `/api/projects/${project.id}/scenes`)).json();
    expect(answer).toEqual({ scenes: [], hidden: true, musicTrack: null, submittedScript: null });
  });
});
