// The burst on the suite's database (PGlite by default): see ./support/passwordBurst.ts.
import { passwordBurstSuite } from './support/passwordBurst';

passwordBurstSuite(describe, 'a burst of wrong passwords');
