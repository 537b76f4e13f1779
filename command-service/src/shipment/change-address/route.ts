import {
  parseWith,
  shippingAddressDecider,
  shippingAddressRequestSchema,
  userStreamId,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommand } from '../../pipeline/handle-command.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `PUT /rest/user/shipping-address` with the address fields (signed in, own address): records
 * `ShippingAddressChanged` on the member's stream (their pending token shipments take it): 200
 * `{ position }`; the same address again appends nothing. Bad input: 400 naming the field.
 */
export const changeShippingAddressRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).route(
    'PUT',
    '/rest/user/shipping-address',
    { signedIn: true },
    async (req, res) => {
      const address = parseWith(shippingAddressRequestSchema, req.body ?? {});
      const { userID } = signedInUser(req);
      const { position, written } = await handleCommand(
        deps.store,
        userStreamId(userID),
        shippingAddressDecider,
        { type: 'ChangeShippingAddress', userID, address },
        commandMeta(req, deps.clock, deps.ids),
        { retries: 3 },
      );
      await answerCommand(req, res, { body: { position }, written });
    },
  );
