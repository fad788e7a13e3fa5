import type { z } from 'zod';
import {
  defaultTermsVersion,
  describeTermsVersions,
  formatDate,
  termsTypeLabels,
  termsTypes,
  currentLocale,
  textOf,
  type findTermsRequestSchema,
  type TermsDocument,
  type TermsTypeList,
} from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { TermsRepository } from './terms.repository.ts';

type FindTermsQuery = z.output<typeof findTermsRequestSchema>;

export function createTermsService(deps: {
  termsRepository: TermsRepository;
  catalogueCache: ReadCache;
  clock: Clock;
}) {
  const { termsRepository, catalogueCache, clock } = deps;

  // Which version is in force changes at midnight in Seoul: the day is part of every key, so a kept answer
  // never outlives the day it was made for.
  const today = () => formatDate(clock.now());

  return {
    /** The eleven types in the spec's order, each with the version in force today. */
    findTermsTypesJson(): Promise<CachedAnswer> {
      const day = today();
      // The types' names are worded for the caller: one kept answer per language.
      const locale = currentLocale();
      return catalogueCache.getJson(`site:terms-types|${day}|${locale}`, async (): Promise<TermsTypeList> => {
        const records = await termsRepository.findAllVersions();
        const list = termsTypes.map((type) => {
          const versions = describeTermsVersions(
            records.filter((record) => record.type === type),
            day,
          );
          const current = versions.find((version) => version.state === 'current');
          return {
            type,
            label: textOf(termsTypeLabels[type], locale),
            current:
              current === undefined
                ? null
                : {
                    termsNo: current.termsNo,
                    version: current.version,
                    effectiveDate: current.effectiveDate,
                  },
          };
        });
        return { list, totalCount: list.length };
      });
    },

    /**
     * The version asked for, or the one in force. A number of another type is not found rather than shown
     * under the wrong name: an address names one document.
     */
    findTermsJson(query: FindTermsQuery): Promise<CachedAnswer> {
      const day = today();
      return catalogueCache.getJson(
        `site:terms|${query.type}|${query.termsNo ?? ''}|${day}`,
        async (): Promise<TermsDocument> => {
          const versions = describeTermsVersions(await termsRepository.findVersions(query.type), day);
          const chosen =
            query.termsNo === undefined
              ? defaultTermsVersion(versions)
              : versions.find((version) => version.termsNo === query.termsNo);
          if (chosen === undefined) throw AppError.notFound();
          const text = await termsRepository.findText(chosen.termsNo);
          if (text === undefined) throw AppError.notFound();
          return { ...chosen, type: query.type, ...text, versions };
        },
      );
    },
  };
}
export type TermsService = ReturnType<typeof createTermsService>;
