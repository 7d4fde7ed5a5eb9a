import { Injectable, Logger } from '@nestjs/common';
import { convertPay, SPECIALTIES } from '@nurse/catalogue';
import { InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import { decodeKeyCursor, encodeCursor } from '../../../common/page-cursor';
import type { JobListing } from '@nurse/catalogue';
import { matchesChips } from '../catalogue/specialty-filter';
import type { AdminJobQueryDto, JobFiltersDto, JobSearchQueryDto } from './dto/job-search.dto';
import type { JobDetailDto, JobSearchPageDto } from './dto/job.dto';
import { JOB_MESSAGES as M, readableByNurses } from './job-rules';
import { toJobDetailDto, toJobDto, toJobListing } from './job.mapper';
import { JobSearchCache } from './job-search-cache.service';
import { JobsEngineSearch } from './jobs-engine-search.repository';
import { SearchEngineFault } from '../../../search-engine/search-engine.adapter';
import { SearchEngineMetrics } from '../../../search-engine/search-engine-metrics.service';
import { JobsRepository, type JobFilters, type JobSort, type JobSortKey } from './jobs.repository';
import type { NursePractice } from './nurse-practice-states.service';

const DAY_MS = 86_400_000;

/** The kinds of a cursor's values for each sort (see JobsRepository's sort columns). */
const CURSOR_KINDS: Record<JobSort | 'relevance-with-text', ('string' | 'number')[]> = {
  relevance: ['string', 'number'],
  newest: ['string', 'number'],
  pay: ['number', 'number'],
  'relevance-with-text': ['number', 'string', 'number'],
};

/** The catalogue specialties the chips select, by the Interests screen's rule; null when no chip is given. */
function chosenSpecialties(chips: readonly string[] | undefined): string[] | null {
  if (!chips?.length) return null;
  return SPECIALTIES.filter((specialty) => matchesChips(specialty, chips));
}

/**
 * The open listings a search or a saved search keeps, as repository filters; null when a filter can
 * match nothing (chips naming no catalogue specialty, no state she can practise in). A minimum pay
 * without its unit is refused.
 */
export function openListingsMatching(filters: JobFiltersDto, practice: NursePractice | null): JobFilters | null {
  if (filters.minPay !== undefined && filters.minPay !== null && !filters.minPayUnit) {
    throw InvalidInputError.forFields([{ field: 'minPayUnit', message: M.minPayNeedsUnit }]);
  }
  const specialties = chosenSpecialties(filters.specialty);
  const states = practice ? practice.states.filter((state) => !filters.state?.length || filters.state.includes(state)) : filters.state;
  if (specialties?.length === 0 || states?.length === 0) return null;
  return {
    statuses: ['open'],
    text: filters.q?.trim() || undefined,
    specialties: specialties ?? undefined,
    states,
    licenceStates: practice?.statesByLicence ?? undefined,
    employmentTypes: filters.employmentType,
    shifts: filters.shift,
    settings: filters.setting,
    minHourlyCents:
      filters.minPay === undefined || filters.minPay === null
        ? undefined
        : convertPay(Math.round(filters.minPay * 100), filters.minPayUnit!, 'hourly', null),
  };
}

/**
 * The job board as nurses, the assistant and the career wizard read it: open listings, searched by the
 * server with filters, sorted and paged; a closed listing leaves search at once and stays readable by
 * its address.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('JobSearch');

  constructor(
    private readonly jobs: JobsRepository,
    private readonly cache: JobSearchCache,
    private readonly engine: JobsEngineSearch,
    private readonly engineMetrics: SearchEngineMetrics,
  ) {}

  /** `practice`: with practiceOnly, where she can practise (see nurse-practice-states.service.ts). */
  async search(query: JobSearchQueryDto, practice: NursePractice | null): Promise<JobSearchPageDto> {
    const filters = openListingsMatching(query, practice);
    if (!filters) return { items: [], total: 0, nextCursor: null };
    if (query.postedWithinDays) filters.postedSince = new Date(Date.now() - query.postedWithinDays * DAY_MS).toISOString().slice(0, 10);
    const sort = query.sort ?? 'relevance';
    return this.cache.page(JSON.stringify([filters, sort, query.cursor ?? null, query.pageSize]), () =>
      this.page(filters, sort, query.cursor, query.pageSize, true),
    );
  }

  /** How many open listings match the filters and were first published after `after`, up to `upTo` (job alerts). */
  countPublishedBetween(filters: JobFiltersDto, practice: NursePractice | null, after: Date, upTo: Date): Promise<number> {
    const matching = openListingsMatching(filters, practice);
    return matching ? this.jobs.count({ ...matching, publishedAfter: after, publishedUpTo: upTo }) : Promise.resolve(0);
  }

  /** Every listing for an administrator, newest first (drafts last), with the status and words asked for. */
  adminList(query: AdminJobQueryDto): Promise<JobSearchPageDto> {
    const filters: JobFilters = {
      statuses: query.status?.length ? query.status : ['draft', 'open', 'closed'],
      text: query.q?.trim() || undefined,
    };
    return this.page(filters, 'newest', query.cursor, query.pageSize);
  }

  /** A listing a nurse can read: published, open or closed since (from her tracker); never one that was not. */
  async detail(id: number): Promise<JobDetailDto> {
    const job = await this.jobs.findById(id);
    if (!job || !readableByNurses(job)) throw new NotFoundError(M.notFound);
    return toJobDetailDto(job, await this.jobs.payHistory(id));
  }

  /** Any listing with its pay history, for an administrator. */
  async adminDetail(id: number): Promise<JobDetailDto> {
    const job = await this.jobs.findById(id);
    if (!job) throw new NotFoundError(M.notFound);
    return toJobDetailDto(job, await this.jobs.payHistory(id));
  }

  /** The newest open listings in the chips' specialties, in the first release's field names (the Interests screen, the assistant). */
  async listings(chips: readonly string[], limit: number): Promise<JobListing[]> {
    const specialties = chosenSpecialties(chips);
    if (specialties?.length === 0) return [];
    const found = await this.jobs.search({ statuses: ['open'], specialties: specialties ?? undefined }, 'newest', null, limit);
    return found.map(({ job }) => toJobListing(job));
  }

  /** `onEngine`: a nurses' search, which the search engine answers when one is configured and up. */
  private async page(
    filters: JobFilters,
    sort: JobSort,
    cursor: string | undefined,
    pageSize: number,
    onEngine = false,
  ): Promise<JobSearchPageDto> {
    const kinds = CURSOR_KINDS[sort === 'relevance' && filters.text ? 'relevance-with-text' : sort];
    const after = cursor === undefined ? null : decodeKeyCursor(cursor, kinds);
    const fromEngine = onEngine ? await this.onEngine(filters, sort, after, pageSize + 1) : null;
    const [rows, total] = fromEngine
      ? [fromEngine.rows, fromEngine.total]
      : await Promise.all([this.jobs.search(filters, sort, after, pageSize + 1), this.jobs.count(filters)]);
    const items = rows.slice(0, pageSize);
    return {
      items: items.map(({ job }) => toJobDto(job)),
      total,
      nextCursor: rows.length > pageSize ? encodeCursor(items[items.length - 1].key) : null,
    };
  }

  /** The page from the search engine; null when none is configured, it is down or incomplete, or it does not hold a filter asked for. */
  private async onEngine(filters: JobFilters, sort: JobSort, after: JobSortKey | null, limit: number) {
    if (!this.engine.available) return null;
    try {
      return await this.engine.page(filters, sort, after, limit);
    } catch (error) {
      if (!(error instanceof SearchEngineFault)) throw error;
      this.engineMetrics.countFallback();
      this.logger.warn(`Job search answered from the database: ${error.message}`);
      return null;
    }
  }
}
