import { describe, expect, it } from '@jest/globals';
import { htmlSyntaxOf } from './html-syntax.js';

describe('the served markup in HTML syntax', () => {
  it('when React closes a void element with "/>", then it is written without', () => {
    expect(htmlSyntaxOf('<input type="search" value=""/><img src="/a.png" alt="a" />')).toBe(
      '<input type="search" value=""><img src="/a.png" alt="a">',
    );
  });

  it('when an svg element closes itself, then it is left as it is', () => {
    expect(htmlSyntaxOf('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toBe(
      '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
    );
  });

  it('when a boolean attribute is written empty, then it is written bare', () => {
    expect(htmlSyntaxOf('<option value="a" selected="">A</option>')).toBe(
      '<option value="a" selected>A</option>',
    );
  });

  it("when an attribute keeps its DOM property's case, then its name is lowercased", () => {
    expect(htmlSyntaxOf('<input autoComplete="off" maxLength="200" enterKeyHint="search"/>')).toBe(
      '<input autocomplete="off" maxlength="200" enterkeyhint="search">',
    );
  });

  it('when the same words are text, then they stay (React escapes the quotes in text)', () => {
    const text = '<p>selected=&quot;&quot; maxLength=&quot;2&quot; &lt;br/&gt;</p>';
    expect(htmlSyntaxOf(text)).toBe(text);
  });
});
