import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSize, formatVoice, formatWon } from '@mvno/contract';
import { inEnglish } from '../../test/english.ts';
import { UsageGauge } from './usage-gauge.tsx';

const GB = 1024 * 1024 * 1024;

describe('UsageGauge', () => {
  it('is a meter named by its label that reads what is left of how much', () => {
    render(
      <UsageGauge
        label="데이터"
        use={{ allowance: 15 * GB, used: 8.8 * GB, remaining: 6.2 * GB }}
        formatAmount={formatSize}
        note="다 쓰면 3Mbps 속도로 계속 쓸 수 있어요."
      />,
    );
    const meter = screen.getByRole('meter', { name: '데이터' });
    expect(meter.getAttribute('aria-valuetext')).toBe('15GB 중 6.2GB 남음');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe(String(15 * GB));
    expect(meter.getAttribute('aria-valuenow')).toBe(String(6.2 * GB));
    expect(screen.getByText('6.2GB')).toBeTruthy();
    expect(screen.getByText('8.8GB 사용')).toBeTruthy();
    expect(screen.getByText('총 15GB')).toBeTruthy();
    expect(screen.getByText('다 쓰면 3Mbps 속도로 계속 쓸 수 있어요.')).toBeTruthy();
  });

  it('says 무제한 and what was used, with no bar, for an unlimited allowance', () => {
    render(
      <UsageGauge
        label="음성"
        use={{ allowance: -1, used: 121, remaining: -1 }}
        formatAmount={formatVoice}
      />,
    );
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('무제한')).toBeTruthy();
    expect(screen.getByText('121분 사용')).toBeTruthy();
    expect(screen.queryByText(/^총/)).toBeNull();
  });

  it('never reads more left than was given, nor less than nothing', () => {
    render(
      <UsageGauge
        label="이번 달 남은 한도"
        use={{ allowance: 100_000, used: 120_000, remaining: -20_000 }}
        formatAmount={formatWon}
      />,
    );
    const meter = screen.getByRole('meter', { name: '이번 달 남은 한도' });
    expect(meter.getAttribute('aria-valuetext')).toBe('100,000원 중 0원 남음');
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('120,000원 사용')).toBeTruthy();
  });

  it('reads in English on an English page', async () => {
    await inEnglish();
    render(
      <UsageGauge
        label="Data"
        use={{ allowance: 15 * GB, used: 9 * GB, remaining: 6 * GB }}
        formatAmount={formatSize}
      />,
    );
    expect(screen.getByRole('meter', { name: 'Data' }).getAttribute('aria-valuetext')).toBe(
      '6GB left of 15GB',
    );
    expect(screen.getByText('9GB used')).toBeTruthy();
    expect(screen.getByText('15GB in total')).toBeTruthy();
    render(
      <UsageGauge label="Calls" use={{ allowance: -1, used: 3, remaining: -1 }} formatAmount={formatVoice} />,
    );
    expect(screen.getByText('Unlimited')).toBeTruthy();
  });
});
