import type { CommentMark } from '../../comments/marks.ts';
import { isDropFrame, timecodeOfFrame, type FrameRate } from './frames.ts';

/** What an exported marker says: where, who, what, and whether it is done. */
export interface ExportedMarker {
  mark: Pick<CommentMark, 'frame' | 'inFrame' | 'outFrame' | 'resolved'>;
  author: string;
  text: string;
}

const byFrame = (a: ExportedMarker, b: ExportedMarker) => a.mark.frame - b.mark.frame;

/** A spreadsheet runs a cell that starts like a formula; a leading apostrophe keeps it text (CSV injection). */
const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The markers as CSV (RFC 4180, CRLF): timecode and frame, the range, author, text, resolved. */
export const markersCsv = (markers: readonly ExportedMarker[], rate: FrameRate): string => {
  const header = ['Timecode', 'Frame', 'In', 'Out', 'Author', 'Comment', 'Resolved'];
  const rows = [...markers]
    .sort(byFrame)
    .map(({ mark, author, text }) => [
      timecodeOfFrame(mark.frame, rate),
      mark.frame,
      mark.inFrame === null ? '' : timecodeOfFrame(mark.inFrame, rate),
      mark.outFrame === null ? '' : timecodeOfFrame(mark.outFrame, rate),
      author,
      text,
      mark.resolved ? 'yes' : 'no',
    ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};

/** An EDL line holds one line of text: line breaks and the field separator become spaces. */
const edlText = (text: string): string => text.replace(/\s*[\r\n|]+\s*/g, ' ').trim();

/**
 * The markers as a CMX 3600 EDL with one marker event each, in the form DaVinci Resolve imports as
 * timeline markers (`|C:` colour, `|M:` name, `|D:` duration in frames), in drop-frame timecode at
 * 29.97 and 59.94 fps and non-drop-frame otherwise, as its FCM line says: an open marker is red, a
 * resolved one green; a range lasts from its in to its out frame.
 */
export const markersEdl = (markers: readonly ExportedMarker[], rate: FrameRate, title: string): string => {
  const events = [...markers].sort(byFrame).map(({ mark, author, text }, index) => {
    const start = mark.inFrame ?? mark.frame;
    const duration = mark.outFrame === null || mark.inFrame === null ? 1 : mark.outFrame - mark.inFrame + 1;
    const from = timecodeOfFrame(start, rate);
    const to = timecodeOfFrame(start + duration, rate);
    const number = String(index + 1).padStart(3, '0');
    const colour = mark.resolved ? 'ResolveColorGreen' : 'ResolveColorRed';
    return `${number}  001      V     C        ${from} ${to} ${from} ${to}  \r\n |C:${colour} |M:${edlText(`${author}: ${text}`)} |D:${duration}\r\n`;
  });
  const mode = isDropFrame(rate) ? 'DROP FRAME' : 'NON-DROP FRAME';
  return `TITLE: ${edlText(title)}\r\nFCM: ${mode}\r\n\r\n${events.join('\r\n')}`;
};
