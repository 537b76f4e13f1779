import { describe, expect, it } from '@jest/globals';
import { type OperationsAnswer, type ReadModelStatus } from '@academy/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const model = (fields: Partial<ReadModelStatus>): ReadModelStatus => ({
  name: 'profiles',
  generation: 1,
  codeVersion: 4,
  currentCodeVersion: 4,
  position: 120,
  lagEvents: 0,
  builtAt: '2026-11-01T10:00:00.000Z',
  liveSince: '2026-11-01T10:01:00.000Z',
  pendingGeneration: null,
  rebuild: null,
  ...fields,
});

const answer = (
  readModels: ReadModelStatus[],
  mails: OperationsAnswer['failures']['mails'],
): OperationsAnswer => ({
  readModels,
  eventStore: { events: 132, headPosition: 132, lastMinute: 2, lastHour: 40, sampled: 1000 },
  failures: {
    parkedMessages: { count: 0, latest: [] },
    unreadablePaymentEvents: { count: 0, latest: [] },
    mails,
  },
});

const noMail = { failed: 0, waiting: 0, latest: [] };

describe('the operations console', () => {
  it('when a read model lags and a mail failed, then the page says so in words, with the error', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get('/rest/admin/operations', () =>
        HttpResponse.json(
          answer(
            [model({}), model({ name: 'journal', lagEvents: 12, codeVersion: 4, currentCodeVersion: 5 })],
            {
              failed: 1,
              waiting: 0,
              latest: [
                {
                  messageId: '<m-1@academy.test>',
                  kind: 'password-reset',
                  status: 'failed',
                  attempts: 5,
                  error: '550 mailbox unavailable',
                  createdAt: '2026-11-01T10:00:00.000Z',
                  nextAttemptAt: null,
                },
              ],
            },
          ),
        ),
      ),
    );
    renderRoute('/admin/operations');
    expect(await screen.findByText('12 events behind')).toBeInTheDocument();
    expect(screen.getByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('Version 4 (code is at 5: rebuilt at the next start)')).toBeInTheDocument();
    const mails = screen.getByRole('region', { name: 'Mail failed or waiting' });
    expect(within(mails).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(mails).getByText('Given up')).toBeInTheDocument();
    expect(screen.getByText('No Kafka message was set aside.')).toBeInTheDocument();
  });

  it('when the admin confirms Rebuild, then the start is posted and its progress shows', async () => {
    const started: unknown[] = [];
    let running = false;
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get('/rest/admin/operations', () =>
        HttpResponse.json(
          answer(
            [
              model(
                running
                  ? {
                      rebuild: {
                        status: 'running',
                        generation: 2,
                        done: 50,
                        total: 200,
                        eventsPerSecond: 25,
                        etaSeconds: 6,
                        startedAt: '2026-11-01T10:00:00.000Z',
                        finishedAt: null,
                        error: null,
                      },
                    }
                  : {},
              ),
            ],
            noMail,
          ),
        ),
      ),
      http.post('/rest/admin/operations/rebuilds', async ({ request }) => {
        started.push(await request.json());
        running = true;
        return HttpResponse.json(
          {
            readModel: 'profiles',
            status: 'requested',
            generation: null,
            done: 0,
            total: 0,
            eventsPerSecond: 0,
            etaSeconds: null,
            startedAt: '2026-11-29T01:00:00.000Z',
            finishedAt: null,
            error: null,
          },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/operations');
    await user.click(await screen.findByRole('button', { name: 'Rebuild profiles' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rebuild profiles?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('50 of 200 events · 25 events/s · about 6 s left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(started).toEqual([{ readModel: 'profiles' }]);
  });

  it('when a waiting mail is retried, then its Message-ID is posted', async () => {
    const retried: string[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get('/rest/admin/operations', () =>
        HttpResponse.json(
          answer([model({})], {
            failed: 0,
            waiting: 1,
            latest: [
              {
                messageId: '<m-2@academy.test>',
                kind: 'confirm-email',
                status: 'queued',
                attempts: 2,
                error: '451 try again later',
                createdAt: '2026-11-01T10:00:00.000Z',
                nextAttemptAt: '2026-11-01T11:00:00.000Z',
              },
            ],
          }),
        ),
      ),
      http.post('/rest/admin/operations/mails/:messageId/retry', ({ params }) => {
        retried.push(String(params.messageId));
        return HttpResponse.json({ messageId: params.messageId }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/operations');
    await user.click(await screen.findByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(retried).toEqual(['<m-2@academy.test>']));
  });

  it('when the figures cannot be read, then the page says so', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      http.get('/rest/admin/operations', () =>
        HttpResponse.json({ error: 'internal-error', error_msg: 'Database down' }, { status: 500 }),
      ),
    );
    renderRoute('/admin/operations');
    expect(await screen.findByRole('alert')).toHaveTextContent('The operations figures could not be read');
  });
});
