import { useLingui } from '@lingui/react/macro';
import { formatLongDate, formatVoice } from '@mvno/contract';
import { formatClock, seoulToday, seoulWallClockOf, shiftDay } from '../utils/seoul-time.ts';

/** The usage screens' amounts and moments that need words: call time, and until when usage is counted. */
export function useUsageWords() {
  const { t } = useLingui();

  const hourOfDay = (hour24: number): string => {
    const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
    return hour24 < 12 ? t`오전 ${hour}시` : t`오후 ${hour}시`;
  };

  return {
    /** Seconds of calls as minutes and seconds: 12분, 12분 30초, 45초. */
    callTime(totalSeconds: number): string {
      const minutes = Math.floor(totalSeconds / 60);
      const seconds = totalSeconds % 60;
      if (minutes === 0 && seconds > 0) return t`${seconds}초`;
      if (seconds === 0) return formatVoice(minutes);
      return t`${minutes}분 ${seconds}초`;
    },

    /**
     * The moment usage is counted up to (the carrier reports each hour after it ends), as a phrase the
     * sentence around it finishes: 오늘 오후 12시, 어제 오후 11시, 2026년 11월 20일 오후 3시. Midnight is the
     * end of the day before: 어제.
     */
    countedUntil(instant: string, now: Date = new Date()): string {
      const { day, hour, minute } = seoulWallClockOf(instant);
      const today = seoulToday(now);
      const yesterday = shiftDay(today, -1);
      if (hour === 0 && minute === 0) {
        const lastDay = shiftDay(day, -1);
        if (lastDay === yesterday)
          return t({ message: '어제', context: 'usage counted to the end of the day' });
        return formatLongDate(lastDay);
      }
      // The carrier reports whole hours; a time between them is written on the 24-hour clock.
      const time = minute === 0 ? hourOfDay(hour) : formatClock(instant);
      if (day === today) return t`오늘 ${time}`;
      if (day === yesterday) return t`어제 ${time}`;
      // Both parts are worded in the page's language already; a day and an hour read in this order in both.
      return `${formatLongDate(day)} ${time}`;
    },
  };
}
