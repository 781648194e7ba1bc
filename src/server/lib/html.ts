const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

/**
 * JSON that is safe inside a <script> element: no user text can close the element or open a comment,
 * and U+2028/2029 cannot end a line in older parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const startsAnotherHost = (path: string): boolean => path.startsWith('//') || path.startsWith('/\\');

/**
 * Only a path on this origin: "/x" but never "//host" or "/\\host", which browsers treat as another
 * host. The check is made again after normalising, since "/.//host" and "/app/../..//host" become
 * "//host" once the dots are resolved.
 */
export const safeRedirectPath = (candidate: unknown, fallback: string): string => {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || startsAnotherHost(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid' || startsAnotherHost(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};
