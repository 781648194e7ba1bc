// Budget: the JavaScript a browser must download before /app/ can render, gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 200;
const clientDir = 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));

const initialChunks = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initialChunks.has(chunk.file)) return;
  initialChunks.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');

let totalBytes = 0;
for (const file of initialChunks) {
  const bytes = gzipSync(readFileSync(path.join(clientDir, file))).length;
  totalBytes += bytes;
  console.log(`  ${file}  ${(bytes / 1024).toFixed(1)} KB gzip`);
}
const lazyCount = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
const totalKb = totalBytes / 1024;
console.log(`Initial JavaScript for /app/: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB); ${lazyCount} lazy route chunks`);
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
