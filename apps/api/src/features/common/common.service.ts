import type { AppSetting, AppSettingName, ClientConfig, ClientStorageKey, Company } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { ClientStorageKeys } from '../../shared/client-storage-key.ts';
import type { CommonRepository } from './common.repository.ts';

const externalLinks: Company['externalLinks'] = [
  { name: '모회사 소개', url: 'https://www.barotelecom.example/' },
  { name: '명의도용 방지 서비스', url: 'https://www.msafer.or.kr/' },
  { name: '불법스팸 대응센터', url: 'https://spam.kisa.or.kr/' },
  { name: '서비스 커버리지', url: 'https://www.barotelecom.example/coverage' },
];

export function createCommonService(deps: {
  commonRepository: CommonRepository;
  /** The brand and the company's details (BRAND_NAME, COMPANY_NAME, …); the links are ours. */
  brand: Omit<Company, 'externalLinks'>;
  clientConfig: ClientConfig;
  clientStorageKeys: ClientStorageKeys;
}) {
  const company: Company = { ...deps.brand, externalLinks };
  return {
    findCompany(): Company {
      return company;
    },
    /** Spec §3's configuration values for the screens and the native app. */
    findClientConfig(): ClientConfig {
      return deps.clientConfig;
    },
    async findAppSetting(name: AppSettingName): Promise<AppSetting> {
      const value = await deps.commonRepository.findAppSetting(name);
      if (value === undefined) throw AppError.notFound();
      return { name, value };
    },
    /** common/account: the storage key for the client's random characters (same characters, same key). */
    issueStorageKey(random: string): ClientStorageKey {
      return deps.clientStorageKeys.issue(random);
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
