import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';

const spec = commandSpec();

describe('POST /rest/journal/preview', () => {
  it('when a member previews Markdown with math and a script, then 200 with the math as MathML, no script, and nothing is appended', async () => {
    const ada = member();
    const res = await spec
      .given(ada.streams)
      .when((req) =>
        req.post(
          '/rest/journal/preview',
          { body: '**x** $a^2$ <script>alert(1)</script>' },
          { as: ada.userID },
        ),
      )
      .then({ status: 200, appended: {} });
    const { html } = res.body as { html: string };
    expect(html).toContain('<strong>x</strong>');
    expect(html).toContain('<math');
    expect(html).not.toContain('<script');
  });

  it('when the body is missing, then 400 naming body', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when((req) => req.post('/rest/journal/preview', {}, { as: ada.userID }))
      .then({
        status: 400,
        body: expect.objectContaining({ fields: [expect.objectContaining({ path: 'body' })] }),
      });
  });
});
