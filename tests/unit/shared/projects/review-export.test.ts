import { describe, expect, it } from 'vitest';
import { markersCsv, markersEdl, type ExportedMarker } from '#shared/projects/review/export.ts';

const markers: ExportedMarker[] = [
  {
    mark: { frame: 137, inFrame: 137, outFrame: 142, resolved: false },
    author: 'Cleo Client',
    text: 'Logo, "bigger"\nplease',
  },
  { mark: { frame: 1, inFrame: null, outFrame: null, resolved: true }, author: 'Pat Manager', text: '=HYPERLINK("x")' },
];

describe('exported review markers', () => {
  it('writes CSV by frame, with timecodes at the rate, quoted text and formulas kept as text', () => {
    expect(markersCsv(markers, { num: 25, den: 1 }).split('\r\n')).toEqual([
      'Timecode,Frame,In,Out,Author,Comment,Resolved',
      `00:00:00:01,1,,,Pat Manager,"'=HYPERLINK(""x"")",yes`,
      '00:00:05:12,137,00:00:05:12,00:00:05:17,Cleo Client,"Logo, ""bigger""\nplease",no',
      '',
    ]);
  });

  it('writes an EDL with one marker event each, its range as its duration, at 30000/1001 non-drop-frame', () => {
    const edl = markersEdl(markers, { num: 30000, den: 1001 }, 'Review | cut 2');
    expect(edl.split('\r\n')).toEqual([
      'TITLE: Review cut 2',
      'FCM: NON-DROP FRAME',
      '',
      '001  001      V     C        00:00:00:01 00:00:00:02 00:00:00:01 00:00:00:02  ',
      ' |C:ResolveColorGreen |M:Pat Manager: =HYPERLINK("x") |D:1',
      '',
      '002  001      V     C        00:00:04:17 00:00:04:23 00:00:04:17 00:00:04:23  ',
      ' |C:ResolveColorRed |M:Cleo Client: Logo, "bigger" please |D:6',
      '',
    ]);
  });
});
