import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { refuseTracking, useTrackingChoice } from '../../../shared/analytics/tracking-choice.ts';
import styles from './tracking-switch.module.css';

/**
 * The visitor's say over visit statistics, in the footer beside the privacy policy: a switch that is on
 * unless they turned it off here. When the browser already asks not to be tracked, there is nothing to
 * switch: the line says that it is honoured.
 */
export function TrackingSwitch() {
  const choice = useTrackingChoice();
  const hintId = useId();

  if (choice === 'REFUSED_BY_BROWSER') {
    return (
      <p className={styles.hint}>
        <Trans>브라우저의 추적 거부 설정에 따라 방문 통계를 보내지 않아요.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.setting}>
      <label className={styles.label}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={choice === 'ALLOWED'}
          onChange={(event) => refuseTracking(!event.target.checked)}
          aria-describedby={hintId}
        />
        <span className={styles.track} aria-hidden="true" />
        <Trans>방문 통계 수집</Trans>
      </label>
      <p id={hintId} className={styles.hint}>
        <Trans>어떤 화면이 하루에 몇 번 열렸는지만 세고, 누가 봤는지는 남기지 않아요.</Trans>
      </p>
    </div>
  );
}
