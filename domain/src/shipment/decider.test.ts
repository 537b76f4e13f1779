import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../testing/decider-spec.js';
import { shipmentDecider } from './decider.js';
import { shippingAddressSchema, type ShipmentEvent } from './events.js';

const given = deciderSpec(shipmentDecider);
const shipmentID = '0b9f6a52-8e1c-4b7e-9a55-0d6f2b1c3a4e';
const userID = '3f1c2a8e-1b2c-4d5e-8f90-1234567890ab';
const admin = '9a8b7c6d-1b2c-4d5e-8f90-1234567890ab';
const address = shippingAddressSchema.parse({
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'gb',
});
const requested: ShipmentEvent = {
  type: 'ShipmentRequested',
  data: { shipmentID, userID, tier: 'fellow', causedBy: 'activation-1', personal: { address } },
};
const shipped: ShipmentEvent = {
  type: 'ShipmentShipped',
  data: { shipmentID, carrier: 'DHL', tracking: 'JD0001', by: admin },
};
const request = {
  type: 'RequestShipment',
  shipmentID,
  userID,
  tier: 'fellow',
  causedBy: 'activation-1',
  address,
} as const;

describe('the shipment decider', () => {
  it('when a token shipment is requested, then ShipmentRequested with the address; asked again, then nothing', () => {
    given([]).when(request).then([requested]);
    given([requested]).when(request).then([]);
    expect(address.country).toBe('GB');
  });

  it('when a requested shipment is marked shipped, then ShipmentShipped with carrier and tracking; the same again, nothing', () => {
    given([requested])
      .when({ type: 'MarkShipped', shipmentID, carrier: 'DHL', tracking: 'JD0001', by: admin })
      .then([shipped]);
    given([requested, shipped])
      .when({ type: 'MarkShipped', shipmentID, carrier: 'DHL', tracking: 'JD0001', by: admin })
      .then([]);
  });

  it('when a shipment not shipped is marked delivered or returned, then invalid-transition', () => {
    given([requested])
      .when({ type: 'MarkDelivered', shipmentID, by: admin })
      .thenThrows('invalid-transition');
    given([requested])
      .when({ type: 'MarkReturned', shipmentID, reason: 'Refused', by: admin })
      .thenThrows('invalid-transition');
  });

  it('when a shipped one is delivered then returned, then both are recorded with the reason', () => {
    given([requested, shipped])
      .when({ type: 'MarkDelivered', shipmentID, by: admin })
      .then([{ type: 'ShipmentDelivered', data: { shipmentID, by: admin } }]);
    given([requested, shipped, { type: 'ShipmentDelivered', data: { shipmentID, by: admin } }])
      .when({ type: 'MarkReturned', shipmentID, reason: 'Wrong size', by: admin })
      .then([{ type: 'ShipmentReturned', data: { shipmentID, reason: 'Wrong size', by: admin } }]);
  });

  it('when the address changes after shipping, or shipping has no address, then invalid-transition', () => {
    given([requested, shipped])
      .when({ type: 'ChangeShipmentAddress', shipmentID, address, by: admin })
      .thenThrows('invalid-transition');
    given([{ ...requested, data: { ...requested.data, personal: { address: null } } }])
      .when({ type: 'MarkShipped', shipmentID, carrier: 'DHL', tracking: 'X', by: admin })
      .thenThrows('invalid-transition');
  });

  it('when an unknown shipment is acted on, then not-found', () => {
    given([]).when({ type: 'MarkDelivered', shipmentID, by: admin }).thenThrows('not-found');
  });
});
