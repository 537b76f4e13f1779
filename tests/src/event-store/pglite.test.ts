import { describe } from '@jest/globals';
import { eventStoreContract } from './contract.js';

describe('event store on PGlite', () => eventStoreContract('pglite'));
