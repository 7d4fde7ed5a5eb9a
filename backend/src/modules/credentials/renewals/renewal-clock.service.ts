import { Injectable } from '@nestjs/common';

/** The time the renewal pass reads; the API tests move it to walk through an expiry's milestones. */
@Injectable()
export class RenewalClock {
  now(): Date {
    return new Date();
  }
}
