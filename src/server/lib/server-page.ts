import type { Translate } from '#shared/i18n/index.ts';
import { footerBackgroundOf, footerPatternCss, footerPatterns } from '#shared/app/footer-backgrounds.ts';
import { escapeHtml } from './html.ts';

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans Thai",Helvetica,Arial,sans-serif;background:#f1f3f5;color:#212529;min-height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:24px;padding:14px 24px;background:#fff;border-bottom:1px solid #dee2e6}
header .brand{font-weight:700;font-size:18px;color:#1864ab;text-decoration:none}
header nav{display:flex;gap:16px;flex-wrap:wrap}
header nav a{color:#495057;text-decoration:none;font-size:14px}
header nav a:hover{color:#1864ab}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px;width:100%;max-width:400px;box-shadow:0 1px 3px rgba(0,0,0,.05)}
.card.wide{max-width:720px}
h1{font-size:22px;margin:0 0 20px}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}
input{width:100%;padding:9px 12px;font-size:15px;border:1px solid #ced4da;border-radius:4px}
input:focus{outline:2px solid #339af0;outline-offset:-1px;border-color:#339af0}
.hint{font-size:12px;color:#5c636a;margin-top:4px}
.hint a{color:#1864ab}
.intro{font-size:14px;color:#495057;margin:0 0 4px;line-height:1.5}
button,.button{display:inline-block;margin-top:22px;width:100%;padding:10px 16px;font-size:15px;font-weight:600;color:#fff;background:#1864ab;border:0;border-radius:4px;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#145591}
.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;border-radius:4px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.alt{margin-top:20px;font-size:14px;color:#495057;text-align:center}
.alt a{color:#1864ab}
.portfolio{list-style:none;padding:0;margin:0;display:grid;gap:12px}
.portfolio .entry{border:1px solid #dee2e6;border-radius:6px;padding:12px 14px}
.portfolio .entry.featured{border-color:#339af0}
.portfolio .entry span{margin-left:8px;color:#5c636a;font-size:14px}
.portfolio .entry em{margin-left:8px;color:#1864ab;font-size:12px;font-style:normal;font-weight:600;text-transform:uppercase}
.portfolio .entry p{margin:6px 0 0;color:#495057;font-size:14px}
.handbook h2{font-size:17px;margin:22px 0 6px}
.handbook p{margin:0;color:#495057;line-height:1.5}
.pricing table{width:100%;border-collapse:collapse;font-size:15px}
.pricing th{text-align:left;padding:18px 0 6px;font-size:16px;border-bottom:2px solid #dee2e6}
.pricing td{padding:7px 0;border-bottom:1px solid #f1f3f5}
.pricing thead th{padding-top:0;font-size:13px;color:#495057;border-bottom:1px solid #dee2e6}
.pricing th.price{text-align:right}
.pricing td.price{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;padding-left:12px}
.site{max-width:880px;width:100%}
.site h2{font-size:19px;margin:28px 0 10px}
.site p,.site li{line-height:1.6}
.site .lead{font-size:17px;color:#343a40}
.site .cta{display:inline-block;width:auto;padding:10px 22px}
.steps{padding-left:22px}
.tags{display:flex;gap:6px;flex-wrap:wrap;list-style:none;padding:0;margin:6px 0}
.tags a{display:inline-block;font-size:13px;padding:2px 10px;border-radius:12px;background:#e7f5ff;color:#1864ab;text-decoration:none}
.posts{list-style:none;padding:0;margin:0;display:grid;gap:18px}
.posts h2{margin:0 0 4px;font-size:19px}
.posts h2 a{color:#1864ab;text-decoration:none}
.meta{font-size:13px;color:#5c636a}
.article img{max-width:100%;height:auto;border-radius:6px}
.article pre{overflow:auto;background:#f8f9fa;padding:12px;border-radius:6px}
.video-embed{position:relative;padding-top:56.25%;margin:16px 0}
.video-embed iframe{position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:6px}
.pager{display:flex;justify-content:space-between;margin-top:24px}
.pager a{color:#1864ab}
.highlights{list-style:none;padding:0;display:grid;gap:14px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.highlights img,.portfolio img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:6px;display:block}
.highlights a{color:#1864ab;font-weight:600;text-decoration:none}
textarea{width:100%;min-height:140px;padding:9px 12px;font:inherit;font-size:15px;border:1px solid #ced4da;border-radius:4px}
.notice{background:#ebfbee;color:#2b8a3e;border:1px solid #b2f2bb;border-radius:4px;padding:10px 12px;font-size:14px}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer{padding:22px 24px;font-size:13px;color:#495057;background:#fff;border-top:1px solid #dee2e6;text-align:center}
${footerPatterns.map((pattern) => `footer.bg-${pattern}{background:${footerPatternCss[pattern]}}`).join('\n')}
`;

/** What search engines and link previews read (public site pages); the sign-in pages leave it out. */
export interface PageMeta {
  description: string;
  /** The page's absolute address, its canonical link and og:url. */
  url: string;
  type?: 'website' | 'article';
  image?: string | null;
}

export interface ServerPageOptions {
  t: Translate;
  title: string;
  body: string;
  lang: string;
  meta?: PageMeta;
  /** The public site's footer, on the signed-in user's footer background (spec §3 users.bg) when they chose one. */
  footer?: { text: string; bg: string | null };
}

const metaTags = (title: string, meta: PageMeta | undefined): string =>
  meta
    ? `<meta name="description" content="${escapeHtml(meta.description)}">
<link rel="canonical" href="${escapeHtml(meta.url)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(meta.description)}">
<meta property="og:type" content="${meta.type ?? 'website'}">
<meta property="og:url" content="${escapeHtml(meta.url)}">
${meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">\n` : ''}`
    : '';

export const renderServerPage = ({ t, title, body, lang, meta, footer }: ServerPageOptions): string => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/img/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(t('app.name'))}</title>
${metaTags(title, meta)}<style>${styles}</style>
</head>
<body>
<header>
<a class="brand" href="/home">${escapeHtml(t('app.name'))}</a>
<nav>
<a href="/home">${escapeHtml(t('menu.home'))}</a>
<a href="/pricing">${escapeHtml(t('menu.pricing'))}</a>
<a href="/portfolio">${escapeHtml(t('menu.portfolio'))}</a>
<a href="/blog">${escapeHtml(t('menu.blog'))}</a>
<a href="/contact">${escapeHtml(t('menu.contact'))}</a>
<a href="/app/">${escapeHtml(t('public.openApp'))}</a>
</nav>
</header>
<main>${body}</main>
${footer ? `<footer class="bg-${footerBackgroundOf(footer.bg)}">${escapeHtml(footer.text)}</footer>\n` : ''}</body>
</html>`;
