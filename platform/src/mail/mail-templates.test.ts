import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TEMPLATES, MAIL_KINDS, MailTemplates } from './mail-templates.js';

const templates = new MailTemplates();

describe('the mail templates', () => {
  it.each(MAIL_KINDS)(
    'when %s is rendered with its sample data, then it has a subject, a text part signed off in the academy’s name and an HTML part in its layout',
    async (kind) => {
      const sample = await templates.sample(kind);
      const mail = await templates.render(kind, sample);
      expect(mail.subject).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain('academy.example');
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('Sciences');
      expect(mail.text + mail.subject).toContain('Sciences');
      // Every text part signs off in the academy's name (the HTML part's layout has it above and below).
      expect(mail.text.trimEnd()).toMatch(/\n\nThe Academy of Sciences$/);
      expect(mail.html.match(/Academy of Sciences/g)?.length).toBeGreaterThanOrEqual(3);
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('when a value holds markup, then the HTML part shows it as text and the text part as it is', async () => {
    const kind = 'publication-removed';
    const mail = await templates.render(kind, await templates.sample(kind));
    expect(mail.html).toContain('On &lt;Analytical&gt; Engines');
    expect(mail.html).not.toContain('<Analytical>');
    expect(mail.text).toContain('“On <Analytical> Engines”');
  });

  it('when a value a template names is missing, then rendering fails (a test catches it, never a member)', async () => {
    const { note: _dropped, ...withoutNote } = await templates.sample('publication-removed');
    await expect(templates.render('publication-removed', withoutNote)).rejects.toThrow(/note/);
  });

  it('when every template file is listed, then each belongs to a mail kind (no stray or misspelt file)', async () => {
    const names = (await readdir(BUILT_IN_TEMPLATES)).filter((f) => f !== 'layout.html.hbs');
    const kinds = new Set<string>(MAIL_KINDS);
    for (const name of names)
      expect(kinds.has(name.replace(/\.(subject|text|html)\.hbs$|\.sample\.json$/, ''))).toBe(true);
    expect(names).toHaveLength(MAIL_KINDS.length * 4);
  });

  it('when the academy’s folder (MAIL_TEMPLATES_DIR) has a file, then it replaces the built-in one and the others stay', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-templates-'));
    try {
      await writeFile(path.join(dir, 'welcome.subject.hbs'), 'Greetings from {{academy}}');
      const own = new MailTemplates(dir);
      const mail = await own.render('welcome', await own.sample('welcome'));
      expect(mail.subject).toBe('Greetings from Academy of Sciences');
      expect(mail.text).toContain('welcome to the Academy of Sciences');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
