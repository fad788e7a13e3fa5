import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddService, Company } from '@mvno/contract';
import { describe, expect, it } from 'vitest';
import { renderAppRoutes } from '../../../test/app-router.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs, refusal } from '../../../test/stub-calls.ts';
import AddServiceDetailPage from './add-service-detail-page.tsx';
import AddServiceListPage from './add-service-list-page.tsx';
import AddServiceSuccessPage from './add-service-success-page.tsx';

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

const company: Company = {
  brandName: '바로모바일',
  brandNameEn: 'Baro Mobile',
  companyName: '(주)바로텔레콤',
  ceoName: '김바로',
  businessNumber: '2208812345',
  mailOrderNumber: '제2026-서울중구-0001호',
  address: '서울특별시 중구 세종대로 110',
  email: 'help@baromobile.example',
  freeCallNumber: '114',
  paidCallNumber: '1600-2580',
  hours: '평일 09:00~18:00',
  hoursEn: 'Weekdays 09:00–18:00',
  externalLinks: [],
};

const api = installCallStubs(() => ({
  findCategories: () => ({
    list: [
      { categoryNo: 1, categoryName: '데이터', description: '', displayOrder: 1 },
      { categoryNo: 2, categoryName: '안심', description: '', displayOrder: 2 },
    ],
  }),
  findAddServices: () => ({
    list: [addServiceOf({ monthlyAmount: 3300, isSelfJoin: false })],
    totalCount: 1,
  }),
}));

describe('/add-service/all', () => {
  it('keeps the chosen category in the address and asks for it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/add-service/all', '/add-service/all', AddServiceListPage);

    expect(await screen.findByRole('heading', { name: '데이터 안심 옵션' })).toBeTruthy();
    expect(screen.getByText('월 3,300원')).toBeTruthy();
    expect(screen.getByText('고객센터 가입')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '전체' })).toHaveProperty('checked', true);

    await user.click(await screen.findByRole('radio', { name: '안심' }));

    expect(router.state.location.search).toBe('?categoryNo=2');
    await waitFor(() => {
      const last = api.requests.filter((request) => request.call === 'findAddServices').at(-1);
      expect(last?.query.get('categoryNo')).toBe('2');
    });
  });
});

describe('/add-service/:addServiceNo', () => {
  it('leads a self-join service to the my-page and shows the description paragraphs', async () => {
    api.stubs = {
      findAddService: () =>
        addServiceOf({ addServiceNo: 5, description: '첫 문단입니다.\n\n둘째 문단입니다.' }),
    };
    renderRoute('/add-service/5', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(await screen.findByRole('heading', { level: 1, name: '데이터 안심 옵션' })).toBeTruthy();
    expect(screen.getByTestId('add-service-fee').textContent).toBe('무료');
    expect(screen.getByText('둘째 문단입니다.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: '마이페이지에서 가입하기' }).getAttribute('href')).toBe(
      '/my-page/my-info/add-service?join=5',
    );
  });

  it('sends a customer-centre-only service to the customer centre and gives its phone numbers', async () => {
    api.stubs = { findCompany: () => company, findAddService: () => addServiceOf({ isSelfJoin: false }) };
    renderRoute('/add-service/1', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(await screen.findByText('고객센터에서 가입할 수 있는 서비스예요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '마이페이지에서 가입하기' })).toBeNull();
    expect((await screen.findByRole('link', { name: '114' })).getAttribute('href')).toBe('tel:114');
    expect(screen.getByText('바로모바일 휴대폰에서 (무료)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1600-2580' }).getAttribute('href')).toBe('tel:16002580');
    expect(screen.getByText('일반 전화 (유료)')).toBeTruthy();
  });

  it('says so in the page, without an alert, when the service does not exist', async () => {
    api.stubs = { findAddService: () => refusal(4040, '요청하신 정보를 찾을 수 없습니다.') };
    const { alerted } = renderRoute('/add-service/404', '/add-service/:addServiceNo', AddServiceDetailPage);

    expect(
      await screen.findByRole('heading', { level: 1, name: '부가서비스를 찾을 수 없어요' }),
    ).toBeTruthy();
    expect(alerted).toEqual([]);
  });
});

describe('/add-service/success', () => {
  const joined = {
    lineAddServiceNo: 21,
    userLineNo: 1,
    serviceNumber: '010-****-1234',
    addServiceNo: 1,
    addServiceName: '데이터 추가 1GB',
    monthlyAmount: 3_300,
    startsOn: '2026-11-27',
    endsOn: null,
    status: 'JOINED',
  };
  const screens = { '/add-service/success': AddServiceSuccessPage };

  it('says which add-on the subscriber joined, on which line and from when', async () => {
    api.stubs = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };
    renderAppRoutes({ pathname: '/add-service/success', state: { result: joined } }, screens);
    expect(await screen.findByRole('heading', { level: 1, name: '부가서비스에 가입했어요' })).toBeTruthy();
    expect(screen.getByText(/010-\*\*\*\*-1234 회선에서 .*데이터 추가 1GB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '부가서비스 관리' }).getAttribute('href')).toBe(
      '/my-page/my-info/add-service',
    );
  });

  it('without the answer in the history entry, says where joined add-ons are', async () => {
    api.stubs = { findMaintenanceWindows: () => ({ list: [], totalCount: 0 }) };
    renderAppRoutes({ pathname: '/add-service/success', state: { result: { status: 'JOINED' } } }, screens);
    expect(await screen.findByRole('heading', { level: 1, name: '부가서비스 가입' })).toBeTruthy();
    expect(
      screen.getByText('가입한 부가서비스는 마이페이지의 부가서비스 관리에서 볼 수 있어요.'),
    ).toBeTruthy();
  });
});
