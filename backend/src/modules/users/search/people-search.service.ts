import { Injectable } from '@nestjs/common';
import { findSpecialty, searchSpecialties } from '@nurse/catalogue';
import { CountersRepository } from '../../../database/counters.repository';
import { PeopleSearchRepository, type PeoplePage, type PeoplePageRequest } from './people-search.repository';
import { RememberedSearches } from './remembered-searches';
import { MIN_INDEXED_WORD, parseSearchTerms } from './search-terms';
import { firstBelow } from './user-search-index.service';

export type { PeoplePage, PeoplePageRequest } from './people-search.repository';

/** Specialties a search box's text names: the catalogue's name for it, or the names that contain it. */
export function specialtiesNamedBy(text: string): string[] {
  const exact = findSpecialty(text);
  if (exact) return [exact];
  return text.trim().length >= MIN_INDEXED_WORD ? searchSpecialties(text) : [];
}

/**
 * How nurses find each other: by the start of the words of a name or a location, or by a specialty,
 * with its synonyms (PeopleSearchRepository). Never by email or phone. Only live accounts, never the
 * one asking, never a nurse she has a block with; newest first.
 */
@Injectable()
export class PeopleSearchService {
  /** Live nurses matching a name or place, by its words: the same for every nurse who asks. */
  private readonly remembered: RememberedSearches;

  constructor(
    private readonly people: PeopleSearchRepository,
    counters: CountersRepository,
  ) {
    this.remembered = new RememberedSearches(counters);
  }

  /** Nurses whose name or location has every word of the text, or who have a specialty it names. */
  search(text: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const words = parseSearchTerms(text)?.words ?? [];
    const specialties = specialtiesNamedBy(text);
    if (specialties.length === 0) return words.length > 0 ? this.byNameOrPlace(words, request) : Promise.resolve({ ids: [], total: 0 });
    return this.people.visiblePage({ words, specialties }, request);
  }

  /** Nurses with that specialty (a catalogue name or synonym); none for a specialty the catalogue does not know. */
  withSpecialty(specialty: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const canonical = findSpecialty(specialty);
    return this.people.visiblePage({ words: [], specialties: canonical ? [canonical] : [] }, request);
  }

  /**
   * A name or place alone: the live nurses matching it are remembered under the search version (which
   * moves with any change to names, places and account status), and her own account and the nurses
   * she has a block with are left out of them for her.
   */
  private async byNameOrPlace(words: string[], { viewerId, beforeId, limit }: PeoplePageRequest): Promise<PeoplePage> {
    const [matches, partners] = await Promise.all([
      this.remembered.ids(words.join(' '), () => this.people.liveByNameOrPlace(words)),
      this.people.blockPartners(viewerId),
    ]);
    const hidden = new Set([viewerId, ...partners]);
    const visible = matches.filter((id) => !hidden.has(id));
    const start = beforeId === undefined ? 0 : firstBelow(visible, beforeId);
    return { ids: visible.slice(start, start + limit), total: visible.length };
  }
}
