import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

// The customer centre's files (spec §2.2): an application form downloaded as a real PDF under its Korean
// name, and a 1:1 inquiry written with a picture and read back with it.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const root = path.resolve(import.meta.dirname, '..');
const picture = () => readFile(path.join(root, 'apps/web/public/og-image.png'));

describe('/customer/download', () => {
  it('downloads a form as the PDF it is, under its Korean name', async () => {
    const page = await site.newPage('phone');
    await page.goto('/customer/download');
    await page.getByRole('heading', { name: '신청서 다운로드', level: 1 }).waitFor();
    const link = page.getByRole('link', { name: /^명의변경 신청서 내려받기 \(PDF · [\d.]+KB\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('명의변경 신청서.pdf');
    const saved = await download.path();
    const bytes = await readFile(saved);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const original = await readFile(path.join(root, 'apps/api/assets/application-forms/명의변경 신청서.pdf'));
    expect(bytes.equals(original)).toBe(true);
  });
});

describe('/customer/inquiry', () => {
  it('asks a logged-out visitor to log in and brings them back to write', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/customer/inquiry');
    await page.getByRole('heading', { name: '로그인하고 문의를 남겨 주세요' }).waitFor();
    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.getByLabel('아이디', { exact: true }).fill('gildong1');
    await page.getByLabel('비밀번호', { exact: true }).fill('Gildong#2580');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/customer/inquiry');
    await page.getByRole('form', { name: '1:1 문의 작성' }).waitFor();
  });

  it('writes an inquiry with a picture and reads it back, picture included', async () => {
    const page = await site.newPage('phone');
    await page.goto('/user/login?returnUrl=%2Fcustomer%2Finquiry');
    await page.getByLabel('아이디', { exact: true }).fill('gildong1');
    await page.getByLabel('비밀번호', { exact: true }).fill('Gildong#2580');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/customer/inquiry');

    const form = page.getByRole('form', { name: '1:1 문의 작성' });
    await form.getByRole('button', { name: '문의 남기기' }).click();
    await expect.poll(() => form.getByText('문의 유형을 선택해 주세요.').isVisible()).toBe(true);

    await form.getByRole('combobox', { name: '문의 유형' }).selectOption({ label: '유심' });
    await form.getByRole('textbox', { name: '제목' }).fill('유심을 꽂아도 서비스 없음이 떠요');
    await form
      .getByRole('textbox', { name: '문의 내용' })
      .fill('어제 받은 유심을 꽂았는데 서비스 없음이라고 나와요.\n화면을 찍어 첨부했어요.');
    await form.getByLabel('파일 선택').setInputFiles({
      name: '서비스 없음 화면.png',
      mimeType: 'image/png',
      buffer: await picture(),
    });
    const files = form.getByRole('list', { name: '첨부한 파일' });
    await expect.poll(() => files.textContent()).toContain('첨부 완료');
    // The filled form, its errors and its preview included, holds no serious barrier.
    expect(describeViolations(await findSeriousViolations(page))).toBe('');
    await form.getByRole('button', { name: '문의 남기기' }).click();

    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('문의를 남겼어요');
    await alert.getByRole('button', { name: '확인' }).click();

    // The history opens on the new inquiry: waiting for its answer, with the picture to download.
    await expect
      .poll(() => page.getByRole('tab', { name: '내 문의 내역' }).getAttribute('aria-selected'))
      .toBe('true');
    const history = page.getByRole('list', { name: '내 문의 목록' });
    const item = history.getByRole('listitem').filter({ hasText: '유심을 꽂아도 서비스 없음이 떠요' });
    await expect.poll(() => item.textContent()).toContain('답변 대기');
    await expect.poll(() => item.textContent()).toContain('화면을 찍어 첨부했어요.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: /^서비스 없음 화면\.png 내려받기/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('서비스 없음 화면.png');
    expect((await readFile(await download.path())).equals(await picture())).toBe(true);

    // An answered inquiry from before shows its answer.
    const answered = history.getByRole('listitem').filter({ hasText: '유심 배송은 보통 며칠 걸리나요?' });
    await answered.locator('summary').click();
    await expect.poll(() => answered.textContent()).toContain('바로모바일 답변');
  });
});
