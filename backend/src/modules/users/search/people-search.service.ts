import { Injectable, Logger } from '@nestjs/common';
import { findSpecialty, searchSpecialties } from '@nurse/catalogue';
import { CountersRepository } from '../../../database/counters.repository';
import { SearchEngineFault } from '../../../search-engine/search-engine.adapter';
import { SearchEngineMetrics } from '../../../search-engine/search-engine-metrics.service';
import { PeopleEngineSearch } from './people-engine-search.repository';
import { PeopleSearchRepository, type PeopleCriteria, type PeoplePage, type PeoplePageRequest } from './people-search.repository';
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
 * one asking, never a nurse she has a block with; newest first. With a search engine configured it
 * answers the ids (PeopleEngineSearch); while the engine is down or answers incompletely, the database
 * does, page for page the same (docs/decisions/search-engine.md).
 */
@Injectable()
export class PeopleSearchService {
  private readonly logger = new Logger('PeopleSearch');
  /** Live nurses matching a name or place, by its words: the same for every nurse who asks. */
  private readonly remembered: RememberedSearches;

  constructor(
    private readonly people: PeopleSearchRepository,
    counters: CountersRepository,
    private readonly engine: PeopleEngineSearch,
    private readonly engineMetrics: SearchEngineMetrics,
  ) {
    this.remembered = new RememberedSearches(counters);
  }

  /** Nurses whose name or location has every word of the text, or who have a specialty it names. */
  async search(text: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const words = parseSearchTerms(text)?.words ?? [];
    const specialties = specialtiesNamedBy(text);
    if (words.length === 0 && specialties.length === 0) return { ids: [], total: 0 };
    const fromEngine = await this.onEngine({ words, specialties }, request);
    if (fromEngine) return fromEngine;
    if (specialties.length === 0) return this.byNameOrPlace(words, request);
    return this.people.visiblePage({ words, specialties }, request);
  }

  /** Nurses with that specialty (a catalogue name or synonym); none for a specialty the catalogue does not know. */
  async withSpecialty(specialty: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const canonical = findSpecialty(specialty);
    if (!canonical) return { ids: [], total: 0 };
    const criteria = { words: [], specialties: [canonical] };
    return (await this.onEngine(criteria, request)) ?? this.people.visiblePage(criteria, request);
  }

  /** The page from the search engine; null when none is configured, it is down, or it answered incompletely. */
  private async onEngine(criteria: PeopleCriteria, request: PeoplePageRequest): Promise<PeoplePage | null> {
    if (!this.engine.available) return null;
    try {
      const hidden = [request.viewerId, ...(await this.people.blockPartners(request.viewerId))];
      return await this.engine.page(criteria, hidden, request, (ids) => this.people.stillLive(ids));
    } catch (error) {
      if (!(error instanceof SearchEngineFault)) throw error;
      this.engineMetrics.countFallback();
      this.logger.warn(`People search answered from the database: ${error.message}`);
      return null;
    }
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
