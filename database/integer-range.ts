// What PostgreSQL's integer columns hold: record numbers (serial) never go beyond it, and a query
// comparing an integer column with a larger number fails instead of finding nothing.
export const INT4_MAX = 2_147_483_647;

/** Whether a number could be a record's number; any other number is simply not found. */
export const isRecordNumber = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= INT4_MAX;
