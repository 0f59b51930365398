// Recognising PostgreSQL errors through drizzle's wrapping (the driver error is the `cause`).
interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function driverError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = driverError(error);
  if (!pg || pg.code !== '23505') return false;
  return !constraint || !pg.constraint || pg.constraint === constraint;
}
