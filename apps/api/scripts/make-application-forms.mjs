// `node apps/api/scripts/make-application-forms.mjs`: draws the application forms customers download from
// /customer/download (spec §2.2) as PDF files in apps/api/assets/application-forms, where the seed reads them.
// The forms are committed; run this again only when their wording changes.
//
// Korean needs a CJK font in the PDF: Noto Sans CJK KR from Debian's fonts-noto-cjk (or the font named by
// FORM_FONT and FORM_FONT_BOLD, each a .ttc/.otf file). PDFKit embeds only the glyphs a form uses, so a form
// stays small. The creation date is fixed, so the same wording always gives the same bytes.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const outputDir = path.resolve(import.meta.dirname, '../assets/application-forms');
const regularFont = process.env.FORM_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const boldFont = process.env.FORM_FONT_BOLD ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
/** The face inside the Noto collection that draws Korean. */
const koreanFace = (file) => (file.endsWith('.ttc') ? 'NotoSansCJKkr-' : undefined);
const BRAND = '바로모바일';
const CREATED = new Date('2026-11-01T00:00:00+09:00');

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = '#191f28';
const SUB = '#4e5968';
const LINE = '#c9ced6';
const ACCENT = '#3182f6';

/**
 * The forms: a file name (what the customer's download is called), a title and the sections to fill in.
 * A section is a heading and rows; a row is a label and how many lines of space it gets.
 */
const personRows = [
  ['성명', 1],
  ['생년월일', 1],
  ['휴대폰 번호', 1],
  ['주소', 2],
];
const forms = [
  {
    fileName: '가입신청서.pdf',
    title: '서비스 가입신청서',
    intro: '바로모바일 이동전화 서비스에 새로 가입할 때 작성해 주세요.',
    sections: [
      ['가입자 정보', [...personRows, ['이메일', 1]]],
      [
        '가입 내용',
        [
          ['요금제', 1],
          ['유심 종류 (일반 / NFC / eSIM)', 1],
          ['희망 번호 (뒤 4자리)', 1],
        ],
      ],
      [
        '요금 납부 방법',
        [
          ['납부 방법 (카드 / 계좌이체 / 휴대폰)', 1],
          ['카드사·은행 / 번호', 1],
        ],
      ],
    ],
    notes: ['신분증 사본(앞면)을 함께 내 주세요.', '만 19세 미만은 법정대리인 동의서를 함께 내 주세요.'],
  },
  {
    fileName: '명의변경 신청서.pdf',
    title: '명의변경 신청서',
    intro: '이용 중인 번호의 명의를 다른 분께 넘길 때 양쪽 모두 작성해 주세요.',
    sections: [
      ['현재 명의자 (양도인)', personRows],
      ['새 명의자 (양수인)', personRows],
      [
        '변경 내용',
        [
          ['변경할 휴대폰 번호', 1],
          ['변경 사유', 2],
        ],
      ],
    ],
    notes: ['양도인과 양수인의 신분증 사본을 함께 내 주세요.', '미납 요금이 있으면 명의를 바꿀 수 없어요.'],
  },
  {
    fileName: '번호이동 신청서.pdf',
    title: '번호이동 신청서',
    intro: '다른 통신사에서 쓰던 번호 그대로 바로모바일로 옮길 때 작성해 주세요.',
    sections: [
      ['가입자 정보', personRows],
      [
        '번호이동 내용',
        [
          ['옮길 휴대폰 번호', 1],
          ['현재 통신사', 1],
          ['본인 확인 방법 (카드 / 계좌 / 지로 / 유심 뒤 4자리)', 1],
          ['요금제', 1],
        ],
      ],
    ],
    notes: ['이전 통신사의 남은 요금과 단말 할부금은 이전 통신사에서 청구해요.'],
  },
  {
    fileName: '해지 신청서.pdf',
    title: '서비스 해지 신청서',
    intro: '바로모바일 서비스를 해지할 때 작성해 주세요.',
    sections: [
      ['가입자 정보', personRows],
      [
        '해지 내용',
        [
          ['해지할 휴대폰 번호', 1],
          ['해지 희망일', 1],
          ['해지 사유', 2],
          ['환불 받을 은행 / 계좌번호', 1],
        ],
      ],
    ],
    notes: ['해지한 번호는 다시 쓸 수 없을 수 있어요.', '남은 요금은 해지한 날까지 계산해 청구해요.'],
  },
  {
    fileName: '요금 납부방법 변경 신청서.pdf',
    title: '요금 납부방법 변경 신청서',
    intro: '매달 요금을 내는 방법을 바꿀 때 작성해 주세요.',
    sections: [
      ['가입자 정보', [...personRows.slice(0, 3)]],
      [
        '새 납부 방법',
        [
          ['납부 방법 (카드 / 계좌이체 / 휴대폰)', 1],
          ['카드사·은행', 1],
          ['카드·계좌 번호', 1],
          ['카드 유효기간 (카드일 때)', 1],
          ['예금주·카드 소유자', 1],
        ],
      ],
    ],
    notes: ['가입자와 납부자가 다르면 납부자의 신분증 사본을 함께 내 주세요.'],
  },
  {
    fileName: '법정대리인 동의서.pdf',
    title: '법정대리인 동의서',
    intro: '만 19세 미만 고객이 가입하거나 내용을 바꿀 때 법정대리인이 작성해 주세요.',
    sections: [
      ['미성년 가입자', personRows.slice(0, 3)],
      [
        '법정대리인',
        [
          ['성명', 1],
          ['가입자와의 관계', 1],
          ['생년월일', 1],
          ['연락처', 1],
        ],
      ],
    ],
    notes: [
      '가족관계증명서와 법정대리인의 신분증 사본을 함께 내 주세요.',
      '위 미성년자의 이동전화 서비스 가입과 이용에 동의합니다.',
    ],
  },
];

function drawForm(form) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: form.title,
      Author: BRAND,
      Subject: `${BRAND} ${form.title}`,
      CreationDate: CREATED,
      ModDate: CREATED,
    },
    lang: 'ko-KR',
    pdfVersion: '1.7',
  });
  doc.registerFont('regular', regularFont, koreanFace(regularFont) && `${koreanFace(regularFont)}Regular`);
  doc.registerFont('bold', boldFont, koreanFace(boldFont) && `${koreanFace(boldFont)}Bold`);
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  doc.font('bold').fontSize(11).fillColor(ACCENT).text(BRAND, left, PAGE.margin);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(form.title, left, PAGE.margin + 20);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(SUB)
    .text(form.intro, left, PAGE.margin + 54, { width });
  let y = PAGE.margin + 84;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(2)
    .strokeColor(INK)
    .stroke();
  y += 16;

  const labelWidth = 170;
  const lineHeight = 26;
  for (const [heading, rows] of form.sections) {
    doc.font('bold').fontSize(12).fillColor(INK).text(heading, left, y);
    y += 22;
    for (const [label, lines] of rows) {
      const height = lineHeight * lines;
      doc.rect(left, y, width, height).lineWidth(0.8).strokeColor(LINE).stroke();
      doc.rect(left, y, labelWidth, height).fillAndStroke('#f2f4f6', LINE);
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(INK)
        .text(label, left + 8, y + (height - 12) / 2, { width: labelWidth - 16 });
      y += height;
    }
    y += 16;
  }

  doc.font('bold').fontSize(10).fillColor(INK).text('안내', left, y);
  y += 16;
  for (const note of form.notes) {
    doc.font('regular').fontSize(9.5).fillColor(SUB).text(`· ${note}`, left, y, { width });
    y += 16;
  }

  y = Math.max(y + 24, PAGE.height - PAGE.margin - 110);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text('위와 같이 신청합니다.', left, y, { width, align: 'center' });
  y += 30;
  doc.text('년        월        일', left, y, { width, align: 'center' });
  y += 30;
  doc.text('신청인                                  (서명 또는 인)', left, y, { width, align: 'right' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(SUB)
    .text(
      `${BRAND} 고객센터 114 (무료) · 1600-2580 · 평일 09:00~12:00, 13:00~18:00`,
      left,
      PAGE.height - PAGE.margin - 12,
      { width, align: 'center', lineBreak: false },
    );
  return doc;
}

await mkdir(outputDir, { recursive: true });
for (const form of forms) {
  const target = path.join(outputDir, form.fileName);
  const doc = drawForm(form);
  await new Promise((resolve, reject) => {
    const out = createWriteStream(target);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    doc.end();
  });
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
