import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../test/render';
import { server, viewerHandlers } from '../../test/server';

const shipmentID = '5a4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const address = {
  name: 'Ada Lovelace',
  line1: '1 Lane',
  line2: null,
  city: 'London',
  region: null,
  postalCode: 'N1',
  country: 'GB',
};
const requested = {
  shipmentID,
  userID: 'u-ada',
  memberName: 'Ada Lovelace',
  email: 'ada@example.org',
  tier: 'fellow',
  status: 'requested',
  address,
  country: 'GB',
  carrier: null,
  tracking: null,
  returnReason: null,
  requested: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
};
const listed = () =>
  http.get('/rest/admin/shipments', () =>
    HttpResponse.json({ shipments: [requested], total: 1, page: 1, limit: 20 }),
  );
const csvFile = (text: string) => new File([text], 'shipped.csv', { type: 'text/csv' });

describe('admin shipping', () => {
  it('when an imported CSV has refused rows, then a table lists each line, its shipment and why', async () => {
    const unknown = '0b7e3c1a-6f1d-4a53-9d2e-1c2b3a4d5e60';
    server.use(
      ...viewerHandlers({ admin: true }),
      listed(),
      http.post('/rest/admin/shipments/import', () =>
        HttpResponse.json({
          results: [
            { line: 2, shipmentID, result: 'shipped' },
            { line: 3, shipmentID: unknown, result: 'not-found', reason: 'No such shipment' },
          ],
          position: 9,
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/admin/shipping');
    await user.upload(await screen.findByLabelText(/Mark shipped from a CSV/), csvFile('x'));
    expect(await screen.findByText('1 shipped, 0 unchanged, 1 refused')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refused lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([['3', unknown, 'No such shipment']]);
  });

  it('when the CSV has malformed lines, then the table lists each with its reason and says nothing was written', async () => {
    server.use(
      ...viewerHandlers({ admin: true }),
      listed(),
      http.post('/rest/admin/shipments/import', () =>
        HttpResponse.json(
          {
            error: 'validation-failed',
            error_msg: 'Invalid fields: csv',
            fields: [{ path: 'csv', message: 'Line 4: The carrier is empty' }],
            data: { refused: [{ line: 4, reason: 'The carrier is empty' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/admin/shipping');
    await user.upload(await screen.findByLabelText(/Mark shipped from a CSV/), csvFile('x'));
    expect(await screen.findByText('The file was not imported: nothing was written.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refused lines' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4–The carrier is empty');
  });

  it('when an admin edits a requested shipment’s address, then it is sent and the server’s refusal shows on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      ...viewerHandlers({ admin: true }),
      listed(),
      http.post(`/rest/admin/shipments/${shipmentID}/address`, async ({ request }) => {
        const body = (await request.json()) as { postalCode: string };
        sent.push(body);
        return body.postalCode === 'NOPE'
          ? HttpResponse.json(
              {
                error: 'validation-failed',
                error_msg: 'Invalid fields: postalCode',
                fields: [{ path: 'postalCode', message: 'Not a postal code of GB' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({ position: 10 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/admin/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Shipment address' });
    expect(within(form).getByRole('textbox', { name: /City/ })).toHaveValue('London');
    const postal = within(form).getByRole('textbox', { name: /Postal code/ });
    await user.clear(postal);
    await user.type(postal, 'NOPE');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Not a postal code of GB')).toBeInTheDocument();
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));

    await user.clear(postal);
    await user.type(postal, 'NW1 6XE');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Shipment address' })).not.toBeInTheDocument(),
    );
    expect(sent.at(-1)).toEqual({ ...address, postalCode: 'NW1 6XE' });
  });
});
