import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { member, withEvents } from '../../testing/members.js';

const spec = commandSpec();

const address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: null,
  city: 'London',
  region: null,
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

describe('PUT /rest/user/shipping-address', () => {
  it('when a member sets their address, then 200 with a position and ShippingAddressChanged on their stream (the country upper-cased)', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when((req) =>
        req.request('PUT', '/rest/user/shipping-address', { ...address, country: 'gb' }, { as: ada.userID }),
      )
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [userStreamId(ada.userID)]: [
            { type: 'ShippingAddressChanged', data: { userID: ada.userID, personal: { address } } },
          ],
        },
      });
  });

  it('when the same address is set again, then 200 and nothing is appended', async () => {
    const ada = member();
    await spec
      .given(
        withEvents(ada, {
          type: 'ShippingAddressChanged',
          data: { userID: ada.userID, personal: { address } },
        }),
      )
      .when((req) => req.request('PUT', '/rest/user/shipping-address', address, { as: ada.userID }))
      .then({ status: 200, body: { position: expect.any(Number) }, appended: {} });
  });

  it('when a field is missing or bad, then 400 validation-failed naming it, and nothing is appended', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        for (const [body, field] of [
          [{ ...address, country: 'Great Britain' }, 'country'],
          [{ ...address, country: 'XX' }, 'country'],
          [{ ...address, city: '' }, 'city'],
          [{ ...address, postalCode: undefined }, 'postalCode'],
          [{ ...address, extra: 1 }, ''],
        ] as const) {
          const res = await req.request<{ error: string; error_msg: string }>(
            'PUT',
            '/rest/user/shipping-address',
            body,
            { as: ada.userID },
          );
          expect({ status: res.status, error: res.body.error }).toEqual({
            status: 400,
            error: 'validation-failed',
          });
          expect(res.body.error_msg).toContain(field);
        }
        return req.request('PUT', '/rest/user/shipping-address', undefined, { as: ada.userID });
      })
      .then({ status: 400, body: expect.objectContaining({ error: 'validation-failed' }), appended: {} });
  });

  it('when a visitor sets an address, then 401', async () => {
    await spec
      .given({})
      .when((req) => req.request('PUT', '/rest/user/shipping-address', address))
      .then({ status: 401, appended: {} });
  });
});
