import { type AdminShipmentRow } from '@academy/domain';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { MapPin as LuMapPin } from 'lucide-react';
import { AddressForm } from '../../components/address-form/address-form';
import { showToast } from '../../components/toasts/toast-store';
import { useShipmentActionMutation } from './shipping-api';

/**
 * A requested shipment's address, edited by an admin (`POST /rest/admin/shipments/{id}/address`):
 * the server's refusals show on their fields; once saved the form closes and the list reloads.
 */
export function ShipmentAddressEdit({ shipment }: { shipment: AdminShipmentRow }) {
  const [open, setOpen] = useState(false);
  const [act] = useShipmentActionMutation();
  if (!open)
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        <LuMapPin aria-hidden /> Edit address
      </Button>
    );
  return (
    <Stack gap={2} minW="xs">
      <AddressForm
        address={shipment.address}
        label="Shipment address"
        submitText="Save address"
        ownAddress={false}
        onSave={async (address) => {
          await act({ shipmentID: shipment.shipmentID, action: 'address', body: address }).unwrap();
          setOpen(false);
          showToast('success', 'The shipment’s address has been saved.');
        }}
      />
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Stack>
  );
}
