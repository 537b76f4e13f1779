import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type Duplex } from 'node:stream';

/**
 * What Node refuses before the app sees a request (a request line or headers over its 16 KB limit,
 * bytes that are not HTTP) is answered like every other refusal: the error table's JSON body and
 * an `X-Request-Id`, instead of Node's bare status line: 400 `validation-failed`, as for a body over
 * its limit (the error table's rule, not HTTP's 431 or 413).
 */
export const answerClientErrors = (server: http.Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = 400;
    const body = JSON.stringify({
      error: 'validation-failed',
      error_msg: tooLarge
        ? 'The address or the headers of the request are too large (16 KB at most)'
        : 'The request could not be read as HTTP',
    });
    socket.end(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${randomUUID()}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
};
