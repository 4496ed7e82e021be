import { Clock } from '../../../src/domain/shared/clock.port';

/** A clock that stands still at `at` until the test moves it (`clock.at = …`). */
export class TestClock extends Clock {
  at: Date;

  constructor(at: Date | string) {
    super();
    this.at = new Date(at);
  }

  now(): Date {
    return new Date(this.at);
  }
}
