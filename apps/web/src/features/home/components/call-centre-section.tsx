import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions } from '../../../shared/api/company.ts';
import { getPageLocale } from '../../../shared/i18n/page-locale.ts';
import { CallNumbers } from '../../../shared/ui/call-numbers.tsx';
import { HomeSection } from './home-section.tsx';

/**
 * The customer centre's numbers and hours, first on the home page in large text (docs/accessibility.md):
 * a reader who needs large type is often one who would rather call.
 */
export function CallCentreSection() {
  const { t } = useLingui();
  const company = useQuery(companyQueryOptions());
  if (company.data === undefined) return null;
  const hours = getPageLocale() === 'en' ? company.data.hoursEn : company.data.hours;
  return (
    <HomeSection title={t`전화로 물어보기`} description={hours}>
      <CallNumbers company={company.data} />
    </HomeSection>
  );
}
