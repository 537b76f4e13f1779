/** The numeric code table for a status-carrying error (spec section 8). */
export const codeMessages: Readonly<Record<number, string>> = {
  1: 'Invalid Function',
  2: 'Not Found',
  3: 'Path Not Found',
  5: 'Access Denied',
  6: 'Invalid Handle',
  31: 'An Unknown Error Occurred',
  32: 'Sharing Violation',
  50: 'Endpoint Not Implemented',
  87: 'Invalid Parameter',
  123: 'Invalid Name',
  183: 'Already Exists',
  1460: 'Server Timeout',
  2250: 'Not Connected',
  2148532334: 'Cancelled By User',
};

export const defaultCodeMessage = 'An Unknown Error Occurred';

export const messageForCode = (code: number | string | null | undefined): string => {
  const n = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
  return (typeof n === 'number' && codeMessages[n]) || defaultCodeMessage;
};
