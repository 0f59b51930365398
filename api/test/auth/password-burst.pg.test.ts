// The burst on PostgreSQL, where concurrent transactions really race (PGlite runs one statement at a time and
// would hide a check-then-act bug): see ./support/passwordBurst.ts. Runs when TEST_DATABASE_URL is set.
import { describeOnPostgres } from '../helpers/testDatabase';
import { passwordBurstSuite } from './support/passwordBurst';

passwordBurstSuite(describeOnPostgres, 'a burst of wrong passwords on PostgreSQL');
