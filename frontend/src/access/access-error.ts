import { type AccessError, accessMessages } from '@academy/domain';
import { ProductError } from '../api/product-error';

/** The domain's access refusal as the product error the error pages show. */
export const accessProductError = (error: AccessError): ProductError => {
  const status = error.type === 'not-signed-in' ? 401 : 403;
  const extra = error.data === undefined ? { status } : { status, data: error.data };
  return new ProductError(
    error.type,
    error.type === 'not-signed-in' ? accessMessages.notSignedInDetail : error.message,
    extra,
  );
};
