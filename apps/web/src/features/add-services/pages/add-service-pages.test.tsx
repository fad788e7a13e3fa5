import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddService } from '@mvno/contract';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddServiceDetailPage from './add-service-detail-page.tsx';
import AddServiceListPage from './add-service-list-page.tsx';

function addServiceOf(overrides: Partial<AddService>): AddService {
  return {
    addServiceNo: 1,
    addServiceCode: 'ADD_1',
    addServiceName: '데이터 안심 옵션',
    categoryNo: 1,
    categoryName: '데이터',
    summary: '기본 데이터를 다 써도 느린 속도로 계속 써요.',
    description: '',
    monthlyAmount: 0,
    isSelfJoin: true,
    isRecommend: false,
    noticeList: [],
    ...overrides,
  };
}

const requests: URL[] = [];
let alerted: unknown[] = [];
let answer: (url: URL) => { code: number; message: string; entity: unknown };

beforeEach(() => {
  requests.length = 0;
  alerted = [];
  answer = (url) => {
    if (url.pathname === '/api/product/category') {
      return {
        code: 1,
        message: '',
        entity: {
          list: [
            { categoryNo: 1, categoryName: '데이터', description: '', displayOrder: 1 },
            { categoryNo: 2, categoryName: '안심', description: '', displayOrder: 2 },
          ],
        },
      };
    }
    return {
      code: 1,
      message: '',
      entity: { list: [addServiceOf({ monthlyAmount: 3300, isSelfJoin: false })], totalCount: 1 },
    };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer(url)), { status: 200 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, routePath: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: routePath, element: <Page /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.isSilent !== true) alerted.push(error);
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/add-service/all', () => {
  it('keeps the chosen category in the address and asks for it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/add-service/all', '/add-service/all', AddServiceListPage);

    expect(await screen.findByRole('heading', { name: '데이터 안심 옵션' })).toBeTruthy();
    expect(screen.getByText('월 3,300원')).toBeTruthy();
    expect(screen.getByText('고객센터 가입')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '전체' })).toHaveProperty('checked', true);

    await user.click(await screen.findByRole('radio', { name: '안심' }));

    expect(router.state.location.search).toBe('?categoryNo=2');
    await waitFor(() => {
      const last = requests.filter((url) => url.pathname === '/api/product/add-service').at(-1);
      expect(last?.searchParams.get('categoryNo')).toBe('2');
    });
  });
});

describe('/add-service/:addServiceNo', () => {
  it('leads a self-join service to the my-page and shows the description paragraphs', async () => {
    answer = () => ({
      code: 1,
      message: '',
      entity: addServiceOf({ addServiceNo: 5, description: '첫 문단입니다.\n\n둘째 문단입니다.' }),
    });
    renderAt('/add-service/5', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(await screen.findByRole('heading', { level: 1, name: '데이터 안심 옵션' })).toBeTruthy();
    expect(screen.getByTestId('add-service-fee').textContent).toBe('무료');
    expect(screen.getByText('둘째 문단입니다.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: '마이페이지에서 가입하기' }).getAttribute('href')).toBe(
      '/my-page/my-info/add-service',
    );
  });

  it('sends a customer-centre-only service to the customer centre', async () => {
    answer = () => ({ code: 1, message: '', entity: addServiceOf({ isSelfJoin: false }) });
    renderAt('/add-service/1', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(await screen.findByText('고객센터에서 가입할 수 있는 서비스예요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '마이페이지에서 가입하기' })).toBeNull();
  });

  it('says so in the page, without an alert, when the service does not exist', async () => {
    answer = () => ({ code: 4040, message: '요청하신 정보를 찾을 수 없습니다.', entity: null });
    renderAt('/add-service/404', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(
      await screen.findByRole('heading', { level: 1, name: '부가서비스를 찾을 수 없어요' }),
    ).toBeTruthy();
    expect(alerted).toEqual([]);
  });
});
