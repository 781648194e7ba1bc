const maxNameLength = 200;

const isControl = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * A name safe to show and to put in Content-Disposition: no folders, control characters, quotes or
 * characters that some systems refuse; the extension survives truncation.
 */
export const sanitizeFileName = (raw: string, fallback = 'download'): string => {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .split('')
    .filter((char) => !isControl(char))
    .join('')
    .replace(/["*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, maxNameLength - extension.length) + extension;
};
