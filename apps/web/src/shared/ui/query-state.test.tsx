import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state.tsx';

function renderState(query: QueryLike<string[]>) {
  return render(
    <QueryState
      query={query}
      failedTitle="목록을 불러오지 못했어요"
      placeholder={<p>불러오는 중</p>}
      isEmpty={(list) => list.length === 0}
      empty={<p>아직 없어요</p>}
    >
      {(list) => <p>{list.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it.each([
    ['loading', { data: undefined, isError: false }, '불러오는 중'],
    ['an answer', { data: ['가', '나'], isError: false }, '가, 나'],
    ['an empty answer', { data: [], isError: false }, '아직 없어요'],
    // A refresh that failed keeps what was shown readable.
    ['an answer whose refresh failed', { data: ['가'], isError: true }, '가'],
  ])('shows %s', (_, state, shown) => {
    renderState({ ...state, refetch: () => undefined });
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('shows a failure with nothing to show as a heading and asks again on 다시 시도', async () => {
    const refetch = vi.fn();
    renderState({ data: undefined, isError: true, refetch });
    expect(screen.getByRole('heading', { name: '목록을 불러오지 못했어요' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows a screen's own failure instead when it has one, and hands it what 다시 시도 does", async () => {
    const refetch = vi.fn();
    render(
      <QueryState<string[]>
        query={{ data: undefined, isError: true, refetch }}
        failed={(retry) => (
          <h1>
            요금제 정보를 불러오지 못했어요{' '}
            <button type="button" onClick={retry}>
              다시 시도
            </button>
          </h1>
        )}
        placeholder={<p>불러오는 중</p>}
      >
        {(list) => <p>{list.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: /요금제 정보를 불러오지 못했어요/ })).toBeTruthy();
    expect(screen.queryByText('잠시 후 다시 시도해 주세요.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
