/** Whether a failed write broke a unique index, on MySQL/MariaDB or SQLite (TypeORM may wrap the driver error). */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: string; driverError?: { code?: string } };
  const code = failure.code ?? failure.driverError?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
