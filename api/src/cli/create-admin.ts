// npm run create-admin -- --email a@b.ng --password '…' --first-name Ada --last-name Obi [--role SA|ADMIN] [--phone 080…]
// Creates a verified administrator in the database DATABASE_URL names (or the embedded one in DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createAdminAccount } from '../modules/auth';

const USAGE = 'Usage: npm run create-admin -- --email <e-mail> --password <password> --first-name <name> --last-name <name> [--role SA|ADMIN] [--phone <number>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string', default: 'SA' },
      phone: { type: 'string', default: '' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
  try {
    await migrate(database);
    const user = await createAdminAccount(
      database.db,
      {
        email: values.email ?? '',
        password: values.password ?? '',
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        role: values.role as 'SA' | 'ADMIN',
        phoneNo: values.phone,
      },
      new Date(),
    );
    console.log(`Created ${user.role} account ${user.email} (id ${user.id}). It can sign in now.`);
    return 0;
  } catch (error) {
    console.error(`Could not create the account: ${(error as Error).message}\n${USAGE}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
