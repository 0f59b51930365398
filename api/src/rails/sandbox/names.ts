// Deterministic made-up Nigerian account names for the sandbox's account resolution: the same account always
// resolves to the same name, and nobody real is named.
import crypto from 'node:crypto';

const FIRST_NAMES = [
  'ADEBAYO', 'CHIOMA', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'AMINA', 'EMEKA', 'FUNMILAYO', 'USMAN', 'CHINEDU',
  'YETUNDE', 'HAUWA', 'OBINNA', 'TEMITOPE', 'ABUBAKAR', 'NKECHI', 'BABAJIDE', 'ZAINAB', 'IFEANYI', 'BUKOLA',
  'MUSA', 'ADAEZE', 'OLUMIDE', 'FATIMA', 'KELECHI', 'TOLULOPE', 'SANI', 'UCHENNA', 'MORENIKEJI', 'HALIMA',
];

const SURNAMES = [
  'OKAFOR', 'ADEYEMI', 'BELLO', 'EZE', 'OGUNLEYE', 'MOHAMMED', 'NWOSU', 'ADEBOYE', 'ABDULLAHI', 'OKONKWO',
  'OYELARAN', 'YUSUF', 'CHUKWU', 'AKINTOLA', 'DANJUMA', 'OBI', 'ALABI', 'GARBA', 'NNAMDI', 'OLADIPO',
  'IBEKWE', 'SHITTU', 'UMAR', 'ANYANWU', 'FASHOLA', 'LAWAL', 'EKWUEME', 'ODUYA', 'SULE', 'ONYEKACHI',
];

export function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const digest = crypto.createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  const first = FIRST_NAMES[digest[0] % FIRST_NAMES.length];
  const middle = FIRST_NAMES[digest[1] % FIRST_NAMES.length];
  const last = SURNAMES[digest[2] % SURNAMES.length];
  return middle === first ? `${last} ${first}` : `${last} ${first} ${middle}`;
}
