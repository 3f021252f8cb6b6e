import { Initial1763769600000 } from './1763769600000-initial.js';

/** Every migration, in order. Listed by hand so builds and tests never depend on file globs. */
export const MIGRATIONS = [Initial1763769600000];
