import { eventStoreContract } from './contract.js';
import { describeWhenSet } from '../support/needs.js';

describeWhenSet('DATABASE_URL', 'event store on a PostgreSQL server', () => eventStoreContract('postgres'));
