import { describe, expect, it } from '@jest/globals';
import { defaultCodeMessage, messageForCode } from './error-codes';
import { ProductError, productErrorFromBody, toError, toProductError } from './product-error';

describe('product errors', () => {
  it('when a server body has error and error_msg, then they become the type and message', () => {
    const error = productErrorFromBody({ error: 'email-taken', error_msg: 'Taken' }, 409);
    expect(error.toJSON()).toEqual({ type: 'email-taken', message: 'Taken', status: 409 });
  });

  it("when the error is 'Bad Session', then it becomes not-signed-in", () => {
    expect(productErrorFromBody({ error: 'Bad Session' }).type).toBe('not-signed-in');
    expect(toProductError(new Error('Bad Session')).type).toBe('not-signed-in');
    expect(new ProductError('unknown', 'Bad Session').type).toBe('not-signed-in');
  });

  it('when a value that is not an Error is thrown, then it is wrapped into one', () => {
    const wrapped = toError('plain text');
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('plain text');
    expect(toError({ odd: true }).message).toBe('{"odd":true}');
    const original = new Error('kept');
    expect(toError(original)).toBe(original);
  });

  it('when an error carries a numeric code, then the message comes from the code table', () => {
    expect(productErrorFromBody({ error: 183 }).message).toBe('Already Exists');
    expect(productErrorFromBody({ error: '2148532334' }).message).toBe('Cancelled By User');
  });

  it('when a code is in the table, then its message is returned; otherwise the default', () => {
    const table: [number, string][] = [
      [1, 'Invalid Function'],
      [2, 'Not Found'],
      [3, 'Path Not Found'],
      [5, 'Access Denied'],
      [6, 'Invalid Handle'],
      [31, 'An Unknown Error Occurred'],
      [32, 'Sharing Violation'],
      [50, 'Endpoint Not Implemented'],
      [87, 'Invalid Parameter'],
      [123, 'Invalid Name'],
      [183, 'Already Exists'],
      [1460, 'Server Timeout'],
      [2250, 'Not Connected'],
      [2148532334, 'Cancelled By User'],
    ];
    for (const [code, message] of table) expect(messageForCode(code)).toBe(message);
    expect(messageForCode(4)).toBe(defaultCodeMessage);
    expect(defaultCodeMessage).toBe('An Unknown Error Occurred');
  });

  it('when a serialised error comes back from the store, then it becomes a ProductError again', () => {
    const error = toProductError({ type: 'insufficient-membership-tier', message: 'No', status: 403 });
    expect(error).toBeInstanceOf(ProductError);
    expect([error.type, error.status]).toEqual(['insufficient-membership-tier', 403]);
  });
});
