// The front-end timings' limit (issue 19, decision 071): a bare HTTP server whose static pages render
// the same project cards and the same sixty scenes from the same JSON the app answered, with plain DOM:
// no framework, no session, no query. What a browser needs at least to show that data.
// FRONT_LIMIT_DATA names a folder holding projects.json, dashboard.json, scenes.json and frame.jpg
// (written by front-timings.ts); /media/<key> answers frame.jpg, the bytes the app stores under every
// scene image's key, with the app's cache headers (the app's own /media/ may not be read from another
// origin). Sign-in (issue 38): /login is a bare form whose post checks the password against an argon2id
// hash made by the app's own hashPassword (so at the app's cost), then sends the browser to /dashboard,
// the dashboard's project cards from dashboard.json.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import argon2 from 'argon2';
import { hashPassword } from '#server/modules/auth/index.ts';
import { benchPassword } from './demo-studio.ts';

const dataDir = process.env.FRONT_LIMIT_DATA;
if (!dataDir) throw new Error('FRONT_LIMIT_DATA is required');
const frame = readFileSync(path.join(dataDir, 'frame.jpg'));
const passwordHash = await hashPassword(benchPassword);

const page = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  '<style>body{font-family:sans-serif;margin:0}main{display:grid;gap:12px;padding:16px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}' +
  '.card{border:1px solid #ddd;border-radius:8px;padding:8px;color:inherit;text-decoration:none}.frame{aspect-ratio:16/9;background:#eee}' +
  'img{width:100%;aspect-ratio:16/9;object-fit:contain;display:block}</style></head>' +
  `<body><main></main><script>${script}</script></body></html>`;

// Each card carries the title and status the app's card shows; each scene its number,
// image, text, status select and buttons, so the probe finds the same elements in both.
const cardsPage = (title: string, dataFile: string) =>
  page(
    title,
    `fetch('/data/${dataFile}').then((r) => r.json()).then(({ items }) => {
    const main = document.querySelector('main');
    for (const project of items) {
      const card = document.createElement('a');
      card.className = 'card';
      card.href = '/app/projects/' + project._id + '/scenes';
      card.setAttribute('aria-label', project.title);
      card.innerHTML = '<div class="frame"></div><strong></strong><span></span>';
      card.querySelector('strong').textContent = project.title;
      card.querySelector('span').textContent = project.status;
      main.append(card);
    }
  });`,
  );
const projectsPage = cardsPage('Projects', 'projects.json');
const dashboardPage = cardsPage('Dashboard', 'dashboard.json');

const loginPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main>' +
  '<form method="post" action="/login"><label for="email">Email</label><input id="email" name="email" type="email">' +
  '<label for="password">Password</label><input id="password" name="password" type="password">' +
  '<button type="submit">Sign in</button></form></main></body></html>';

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

const scenesPage = page(
  'Scenes',
  `fetch('/data/scenes.json').then((r) => r.json()).then(({ scenes }) => {
    const main = document.querySelector('main');
    scenes.forEach((scene, index) => {
      const card = document.createElement('div');
      card.className = 'card';
      card.dataset.testid = 'scene-card';
      card.innerHTML = '<strong></strong><img alt=""><textarea></textarea><select><option></option></select><button type="button">Approve</button>';
      card.querySelector('strong').textContent = 'Scene ' + (index + 1);
      card.querySelector('img').src = scene.image;
      card.querySelector('textarea').value = scene.text ?? '';
      card.querySelector('option').textContent = scene.status ?? '';
      main.append(card);
    });
  });`,
);

const pages: Record<string, string> = {
  '/projects': projectsPage,
  '/scenes': scenesPage,
  '/dashboard': dashboardPage,
  '/login': loginPage,
};

const server = createServer(async (request, response) => {
  const route = request.url ?? '/';
  if (route === '/limit') return response.end('ok');
  if (route === '/login' && request.method === 'POST') {
    const body = await bodyOf(request);
    if (!(await argon2.verify(passwordHash, new URLSearchParams(body).get('password') ?? '')))
      return response.writeHead(401).end();
    return response.writeHead(303, { location: '/dashboard', 'set-cookie': 'limit=signed-in; HttpOnly' }).end();
  }
  const html = pages[route];
  if (html) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(html);
  }
  const data = /^\/data\/(projects|dashboard|scenes)\.json$/.exec(route);
  if (data) {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    return response.end(readFileSync(path.join(dataDir, `${data[1]}.json`)));
  }
  if (route.startsWith('/media/')) {
    response.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
    return response.end(frame);
  }
  response.writeHead(404).end();
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
const stop = () => server.close();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
