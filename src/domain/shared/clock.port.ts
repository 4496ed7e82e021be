/** The current time, injectable so tests can move it (token expiry, quotas, relative dates). */
export abstract class Clock {
  abstract now(): Date;
}

/** The wall clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
