import { describe, expect, it } from '@jest/globals';
import { InFlight } from './in-flight.js';

const answer = { positions: 'p@1', etag: 'W/"1"', contentType: 'application/json', body: Buffer.from('{}') };

describe('InFlight', () => {
  it('when an answer is being read, then a request for it at the same positions gets that read', async () => {
    const reading = new InFlight();
    const done = reading.start('visitor /a', 'p@1');
    const waiting = reading.get('visitor /a', 'p@1');
    expect(reading.get('visitor /a', 'p@2')).toBeUndefined();
    expect(reading.get('member /a', 'p@1')).toBeUndefined();
    done(answer);
    expect(await waiting).toBe(answer);
    expect(reading.get('visitor /a', 'p@1')).toBeUndefined();
  });

  it('when the read ends without an answer (not a 200), then those waiting get nothing and read themselves', async () => {
    const reading = new InFlight();
    const done = reading.start('visitor /a', 'p@1');
    const waiting = reading.get('visitor /a', 'p@1');
    done();
    expect(await waiting).toBeUndefined();
  });
});
