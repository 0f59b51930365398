// The API settings of a benchmark's own stack: its data folder, quiet logs, the seeded member it signs in as, and
// rate limits no benchmark reaches.
export function benchApiEnv(dataDir, member) {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEED_DEMO_MEMBER_EMAIL: member.email,
    SEED_DEMO_MEMBER_PASSWORD: member.password,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  };
}
