import { describeWhenSet } from '../support/needs.js';
import { searchContract } from './contract.js';
import { openPostgresSearch } from './harness.js';

describeWhenSet('DATABASE_URL', 'search on a PostgreSQL server', () => searchContract(openPostgresSearch));
