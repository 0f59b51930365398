// Preloaded (`node -r`) into the built API the crash test starts: bank accounts and complete profiles come from the
// profile-api branch, not on this one, so every member here has a complete profile and the sandbox's Access Bank
// test account. MERGE NOTE: drop this once the real tables exist (the test can insert the rows instead).
const path = require('node:path');

const dist = path.resolve(__dirname, '..', '..', '..', 'dist');
const flags = require(path.join(dist, 'modules', 'auth', 'sessionFlags.js'));
const bank = require(path.join(dist, 'modules', 'withdrawals', 'bankAccount.js'));

flags.sessionFlags = async () => ({ bank: true, profile: true });
bank.bankAccountOf = async () => ({ bankName: 'Access Bank', bankCode: '044', accountNo: '0123456784', accountName: 'ADA OKAFOR' });
