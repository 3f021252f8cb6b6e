const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its usual text form: anything else is not an id of ours, and never reaches a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
