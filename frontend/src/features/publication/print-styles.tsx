import { Global } from '@emotion/react';

/** Printing a publication: the article alone, in a serif column, without the site's chrome or controls. */
export function PrintStyles() {
  return (
    <Global
      styles={{
        '@media print': {
          'header, footer, nav, .no-print, [role="banner"], [role="contentinfo"]': {
            display: 'none !important',
          },
          // The page's title (outside the article) takes the same column, so both start at one edge.
          '.publication-article, h1:has(~ .publication-article)': {
            width: '100%',
            maxWidth: '440pt',
            marginInline: 'auto',
          },
          '.publication-article': {
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontSize: '11pt',
            lineHeight: 1.5,
          },
          '.publication-article h1, .publication-article h2': { breakAfter: 'avoid' },
          a: { color: 'inherit', textDecoration: 'none' },
        },
      }}
    />
  );
}
