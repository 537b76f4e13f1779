import { describe } from '@jest/globals';
import { searchContract } from './contract.js';
import { openPgliteSearch } from './harness.js';

describe('search on PGlite', () => searchContract(openPgliteSearch));
