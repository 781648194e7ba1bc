import { json } from './project-row.ts';
import { defineRow, type MatrixRow } from './row.ts';

const everyone = () => true;
const open = (route: string, url = route.slice(4)) =>
  defineRow({ route, request: () => json('GET', url), allowed: everyone });

/** The API document and its reference page (decision 103): public, as the routes they describe are. */
export const apiRows: MatrixRow[] = [
  open('GET /api/openapi.json'),
  open('GET /api/docs'),
  open('GET /api/docs/static/index.html'),
  open('GET /api/docs/static/swagger-initializer.js'),
  open('GET /api/docs/json'),
  open('GET /api/docs/yaml'),
  open('GET /api/docs/static/*', '/api/docs/static/index.css'),
];
