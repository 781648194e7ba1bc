import type { Translate } from '#shared/i18n/index.ts';
import { escapeHtml } from './html.ts';

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans Thai",Helvetica,Arial,sans-serif;background:#f1f3f5;color:#212529;min-height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:24px;padding:14px 24px;background:#fff;border-bottom:1px solid #dee2e6}
header .brand{font-weight:700;font-size:18px;color:#1c7ed6;text-decoration:none}
header nav{display:flex;gap:16px;flex-wrap:wrap}
header nav a{color:#495057;text-decoration:none;font-size:14px}
header nav a:hover{color:#1c7ed6}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px;width:100%;max-width:400px;box-shadow:0 1px 3px rgba(0,0,0,.05)}
.card.wide{max-width:720px}
h1{font-size:22px;margin:0 0 20px}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}
input{width:100%;padding:9px 12px;font-size:15px;border:1px solid #ced4da;border-radius:4px}
input:focus{outline:2px solid #339af0;outline-offset:-1px;border-color:#339af0}
.hint{font-size:12px;color:#868e96;margin-top:4px}
button,.button{display:inline-block;margin-top:22px;width:100%;padding:10px 16px;font-size:15px;font-weight:600;color:#fff;background:#1c7ed6;border:0;border-radius:4px;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#1971c2}
.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;border-radius:4px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.alt{margin-top:20px;font-size:14px;color:#495057;text-align:center}
.alt a{color:#1c7ed6}
.portfolio{list-style:none;padding:0;margin:0;display:grid;gap:12px}
.portfolio .entry{border:1px solid #dee2e6;border-radius:6px;padding:12px 14px}
.portfolio .entry.featured{border-color:#339af0}
.portfolio .entry span{margin-left:8px;color:#868e96;font-size:14px}
.portfolio .entry em{margin-left:8px;color:#1c7ed6;font-size:12px;font-style:normal;font-weight:600;text-transform:uppercase}
.portfolio .entry p{margin:6px 0 0;color:#495057;font-size:14px}
.handbook h2{font-size:17px;margin:22px 0 6px}
.handbook p{margin:0;color:#495057;line-height:1.5}
.pricing table{width:100%;border-collapse:collapse;font-size:15px}
.pricing th{text-align:left;padding:18px 0 6px;font-size:16px;border-bottom:2px solid #dee2e6}
.pricing td{padding:7px 0;border-bottom:1px solid #f1f3f5}
.pricing td.price{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;padding-left:12px}
`;

export interface ServerPageOptions {
  t: Translate;
  title: string;
  body: string;
  lang: string;
}

export const renderServerPage = ({ t, title, body, lang }: ServerPageOptions): string => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/img/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(t('app.name'))}</title>
<style>${styles}</style>
</head>
<body>
<header>
<a class="brand" href="/home">${escapeHtml(t('app.name'))}</a>
<nav>
<a href="/home">${escapeHtml(t('menu.home'))}</a>
<a href="/pricing">${escapeHtml(t('menu.pricing'))}</a>
<a href="/portfolio">${escapeHtml(t('menu.portfolio'))}</a>
<a href="/contact">${escapeHtml(t('menu.contact'))}</a>
<a href="/app/">${escapeHtml(t('public.openApp'))}</a>
</nav>
</header>
<main>${body}</main>
</body>
</html>`;
