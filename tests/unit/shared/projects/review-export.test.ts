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

  it('writes an EDL with one marker event each, its range as its duration, at 30000/1001 in drop-frame', () => {
    const edl = markersEdl(markers, { num: 30000, den: 1001 }, 'Review | cut 2');
    expect(edl.split('\r\n')).toEqual([
      'TITLE: Review cut 2',
      'FCM: DROP FRAME',
      '',
      '001  001      V     C        00:00:00;01 00:00:00;02 00:00:00;01 00:00:00;02  ',
      ' |C:ResolveColorGreen |M:Pat Manager: =HYPERLINK("x") |D:1',
      '',
      '002  001      V     C        00:00:04;17 00:00:04;23 00:00:04;17 00:00:04;23  ',
      ' |C:ResolveColorRed |M:Cleo Client: Logo, "bigger" please |D:6',
      '',
    ]);
  });

  it('says NON-DROP FRAME at 25 fps, and writes drop-frame across a minute at 29.97 in the EDL and the CSV', () => {
    expect(markersEdl(markers, { num: 25, den: 1 }, 'x').split('\r\n')[1]).toBe('FCM: NON-DROP FRAME');
    const late: ExportedMarker[] = [
      { mark: { frame: 1800, inFrame: 1790, outFrame: 1800, resolved: false }, author: 'Cleo Client', text: 'Cut' },
    ];
    const ntsc = { num: 30000, den: 1001 };
    expect(markersEdl(late, ntsc, 'x').split('\r\n')[3]).toBe(
      '001  001      V     C        00:00:59;20 00:01:00;03 00:00:59;20 00:01:00;03  ',
    );
    expect(markersCsv(late, ntsc).split('\r\n')[1]).toBe('00:01:00;02,1800,00:00:59;20,00:01:00;02,Cleo Client,Cut,no');
  });
});
