import { Badge } from '../../../shared/ui/badge.tsx';

/** Whether the service can be added online from the self-care area or only through the customer centre. */
export function JoinBadge({ isSelfJoin }: { isSelfJoin: boolean }) {
  return isSelfJoin ? (
    <Badge tone="accent">온라인 가입 가능</Badge>
  ) : (
    <Badge tone="neutral">고객센터 가입</Badge>
  );
}
