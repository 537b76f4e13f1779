import { type AdminShipmentRow } from '@academy/domain';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { errorOf } from '../../api/base-api';
import { FormError } from '../../components/form-error';
import { ShipmentAddressEdit } from './shipment-address-edit';
import { useShipmentActionMutation } from './shipping-api';

/** The actions on one shipment: shipped (carrier, tracking), its address, delivered, returned (reason). */
export function ShipmentActions({ shipment }: { shipment: AdminShipmentRow }) {
  const [act, state] = useShipmentActionMutation();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const run = (action: 'shipped' | 'delivered' | 'returned', body: Record<string, string>) =>
    void act({ shipmentID: shipment.shipmentID, action, body });
  return (
    <Stack gap={2}>
      {shipment.status === 'requested' && (
        <HStack gap={2} wrap="wrap">
          <Input
            size="sm"
            maxW="8rem"
            aria-label="Carrier"
            placeholder="Carrier"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <Input
            size="sm"
            maxW="12rem"
            aria-label="Tracking number"
            placeholder="Tracking number"
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
          />
          <Button
            size="sm"
            loading={state.isLoading}
            disabled={!carrier.trim() || !tracking.trim()}
            onClick={() => run('shipped', { carrier, tracking })}
          >
            Mark shipped
          </Button>
        </HStack>
      )}
      {shipment.status === 'requested' && <ShipmentAddressEdit shipment={shipment} />}
      {shipment.status === 'shipped' && (
        <HStack gap={2} wrap="wrap">
          <Button size="sm" loading={state.isLoading} onClick={() => run('delivered', {})}>
            Mark delivered
          </Button>
          <Input
            size="sm"
            maxW="12rem"
            aria-label="Return reason"
            placeholder="Return reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            loading={state.isLoading}
            disabled={!reason.trim()}
            onClick={() => run('returned', { reason })}
          >
            Mark returned
          </Button>
        </HStack>
      )}
      <FormError message={state.error ? (errorOf(state.error)?.message ?? 'Error') : null} />
    </Stack>
  );
}
