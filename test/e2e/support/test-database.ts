/** e2e tests only ever touch a database whose name says it is for tests. */
export function assertTestDatabaseUrl(url: string): void {
  let name: string;
  try {
    name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  } catch {
    throw new Error('TEST_DATABASE_URL is not a valid connection URL.');
  }
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to run e2e tests against database "${name}": its name must contain "test".`);
  }
}
