import { Injectable } from '@nestjs/common';
import type { PersonalDataContributor } from './personal-data-contributor';

const SECTION_NAME = /^[a-z]+(-[a-z]+)*$/;

/** The features' personal data contributors, registered by each feature module as it starts. */
@Injectable()
export class PersonalDataRegistry {
  private readonly sections = new Map<string, PersonalDataContributor>();

  register(contributor: PersonalDataContributor): void {
    if (!SECTION_NAME.test(contributor.name))
      throw new Error(`Personal data section "${contributor.name}" is not a lower-case folder name`);
    if (this.sections.has(contributor.name)) throw new Error(`Personal data section "${contributor.name}" is registered twice`);
    this.sections.set(contributor.name, contributor);
  }

  /** Every registered contributor, by section name. */
  contributors(): PersonalDataContributor[] {
    return [...this.sections.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
