import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../shared/ui/badge.tsx';

/** Whether the service can be added online from the self-care area or only through the customer centre. */
export function JoinBadge({ isSelfJoin }: { isSelfJoin: boolean }) {
  return isSelfJoin ? (
    <Badge tone="accent">
      <Trans>온라인 가입 가능</Trans>
    </Badge>
  ) : (
    <Badge tone="neutral">
      <Trans>고객센터 가입</Trans>
    </Badge>
  );
}
