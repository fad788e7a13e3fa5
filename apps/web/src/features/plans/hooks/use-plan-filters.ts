import { useSearchParams } from 'react-router';
import { planFiltersFromSearchParams, planSearchParamsOf, type PlanFilters } from '../utils/plan-filters.ts';

/**
 * The address bar is the only copy of the filters, so a filtered list can be shared and survives a reload.
 * Changes replace the history entry: Back leaves the list instead of stepping through every tick.
 */
export function usePlanFilters(): [PlanFilters, (change: Partial<PlanFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = planFiltersFromSearchParams(searchParams);
  const changeFilters = (change: Partial<PlanFilters>) =>
    setSearchParams(
      (current) => planSearchParamsOf({ ...planFiltersFromSearchParams(current), ...change }, current),
      { replace: true, preventScrollReset: true },
    );
  return [filters, changeFilters];
}
