// Writes the seed's banner and event illustrations to apps/web/public/images as small, self-contained SVGs.
// Every image is described by data below and drawn by the same few layouts, so they stay consistent;
// change the data and run `node apps/api/scripts/generate-seed-images.mjs`, then commit the output.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outputRoot = path.resolve(import.meta.dirname, '../../web/public/images');
const FONT = `Pretendard, 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif`;
const INK = '#10204a';

const themes = {
  blue: { background: '#eef3ff', main: '#1f5cff', second: '#00c2a8', ink: '#1f5cff' },
  teal: { background: '#e8faf6', main: '#00c2a8', second: '#1f5cff', ink: '#007a6a' },
  warm: { background: '#fff3ec', main: '#ff7a45', second: '#1f5cff', ink: '#c4461a' },
};

// Motifs are drawn in a 160×160 box and placed with a transform.
const motifs = {
  data: (t) =>
    [24, 58, 92, 126]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${120 - i * 28}" width="24" height="${28 + i * 28}" rx="6" fill="${i === 3 ? t.second : t.main}"/>`,
      )
      .join(''),
  coin: (t) =>
    `<circle cx="80" cy="80" r="66" fill="${t.main}"/><circle cx="80" cy="80" r="50" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/><text x="80" y="104" text-anchor="middle" font-size="68" font-weight="800" fill="#fff">P</text>`,
  sim: (t) =>
    `<path d="M36 14h64l28 28v104a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${t.main}"/><rect x="50" y="64" width="60" height="60" rx="8" fill="#fff"/><path d="M50 84h60M50 104h60M80 64v60" stroke="${t.main}" stroke-width="4"/>`,
  phone: (t) =>
    `<rect x="38" y="6" width="84" height="148" rx="16" fill="${INK}"/><rect x="46" y="22" width="68" height="112" rx="6" fill="#fff"/><rect x="56" y="36" width="48" height="10" rx="5" fill="${t.main}"/><rect x="56" y="54" width="32" height="10" rx="5" fill="${t.second}"/><circle cx="80" cy="144" r="4" fill="#fff"/>`,
  card: (t) =>
    `<rect x="4" y="30" width="152" height="100" rx="14" fill="${t.main}"/><rect x="4" y="52" width="152" height="18" fill="${INK}" opacity=".85"/><rect x="20" y="86" width="30" height="22" rx="4" fill="#fff"/><rect x="104" y="96" width="36" height="8" rx="4" fill="#fff" opacity=".8"/>`,
  gift: (t) =>
    `<rect x="20" y="62" width="120" height="88" rx="8" fill="${t.main}"/><rect x="12" y="44" width="136" height="26" rx="6" fill="${t.main}"/><rect x="70" y="44" width="20" height="106" fill="${t.second}"/><circle cx="62" cy="34" r="16" fill="none" stroke="${t.second}" stroke-width="8"/><circle cx="98" cy="34" r="16" fill="none" stroke="${t.second}" stroke-width="8"/>`,
  shield: (t) =>
    `<path d="M80 8l62 22v46c0 40-28 66-62 78-34-12-62-38-62-78V30z" fill="${t.main}"/><path d="M50 80l22 22 40-44" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  play: (t) =>
    `<rect x="6" y="24" width="148" height="100" rx="14" fill="${INK}"/><path d="M66 50v48l42-24z" fill="${t.main}"/><rect x="50" y="132" width="60" height="10" rx="5" fill="${t.second}"/>`,
  checklist: (t) =>
    `<rect x="26" y="12" width="108" height="140" rx="12" fill="#fff" stroke="${t.main}" stroke-width="6"/>` +
    [46, 82, 118]
      .map(
        (y) =>
          `<path d="M44 ${y}l8 8 14-16" fill="none" stroke="${t.second}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><rect x="76" y="${y - 2}" width="42" height="10" rx="5" fill="${t.main}"/>`,
      )
      .join(''),
  share: (t) =>
    `<rect x="4" y="40" width="58" height="100" rx="10" fill="${INK}"/><rect x="80" y="28" width="76" height="112" rx="10" fill="${t.main}"/><path d="M40 30c12-22 44-26 60-8" fill="none" stroke="${t.second}" stroke-width="8" stroke-linecap="round"/><path d="M92 8l10 16-18 4" fill="none" stroke="${t.second}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  message: (t) =>
    `<path d="M20 20h120a12 12 0 0 1 12 12v68a12 12 0 0 1-12 12H70l-30 28v-28H20a12 12 0 0 1-12-12V32a12 12 0 0 1 12-12z" fill="${t.main}"/><rect x="74" y="38" width="12" height="40" rx="6" fill="#fff"/><circle cx="80" cy="92" r="7" fill="#fff"/>`,
  coffee: (t) =>
    `<path d="M28 60h88l-10 84a10 10 0 0 1-10 8H48a10 10 0 0 1-10-8z" fill="${t.main}"/><path d="M116 76h10a16 16 0 0 1 0 32h-14" fill="none" stroke="${t.main}" stroke-width="8"/><path d="M56 44c-8-10 8-16 0-28M84 44c-8-10 8-16 0-28" fill="none" stroke="${t.second}" stroke-width="6" stroke-linecap="round"/>`,
  sun: (t) =>
    `<circle cx="80" cy="80" r="40" fill="${t.main}"/>` +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (angle) =>
          `<rect x="76" y="4" width="8" height="22" rx="4" fill="${t.second}" transform="rotate(${angle} 80 80)"/>`,
      )
      .join(''),
  star: (t) =>
    `<path d="M80 10l20 44 48 5-36 32 10 47-42-24-42 24 10-47-36-32 48-5z" fill="${t.main}"/><circle cx="140" cy="20" r="8" fill="${t.second}"/><circle cx="18" cy="132" r="6" fill="${t.second}"/>`,
};

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rough advance width: Hangul is square, Latin and digits about half, so layouts can check that text fits. */
function textWidth(text, fontSize) {
  let em = 0;
  for (const char of text) em += /[\u3131-\uD7A3]/.test(char) ? 1 : char === ' ' ? 0.3 : 0.62;
  return em * fontSize;
}

function assertFits(name, lines, fontSize, maxWidth) {
  for (const line of lines) {
    if (textWidth(line, fontSize) > maxWidth)
      throw new Error(`${name}: '${line}' does not fit in ${maxWidth}px`);
  }
}

function svg({ width, height, title, body, theme }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="${FONT}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${width}" height="${height}" fill="${theme.background}"/>` +
    body +
    `</svg>\n`
  );
}

function decor(theme, circles) {
  return circles
    .map(
      ([cx, cy, r, which]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${theme[which]}" opacity=".12"/>`,
    )
    .join('');
}

function motifAt(motif, theme, x, y, size) {
  return `<g transform="translate(${x} ${y}) scale(${size / 160})">${motifs[motif](theme)}</g>`;
}

function pill(text, theme, x, y, fontSize) {
  const width = Math.round(textWidth(text, fontSize) + fontSize * 1.4);
  const height = Math.round(fontSize * 1.8);
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff"/>` +
    `<text x="${x + fontSize * 0.7}" y="${y + fontSize * 1.25}" font-size="${fontSize}" font-weight="700" fill="${theme.ink}">${escapeXml(text)}</text>`
  );
}

/** Headline lines, the last one in the theme colour so the offer stands out. */
function headline(lines, theme, x, y, fontSize, anchor = 'start') {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * fontSize * 1.25}" font-size="${fontSize}" font-weight="800" text-anchor="${anchor}" fill="${i === lines.length - 1 && lines.length > 1 ? theme.ink : INK}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function subline(text, x, y, fontSize, anchor = 'start') {
  return `<text x="${x}" y="${y}" font-size="${fontSize}" font-weight="500" text-anchor="${anchor}" fill="${INK}" opacity=".75">${escapeXml(text)}</text>`;
}

const layouts = {
  /** Home carousel, desktop: text on the left, art on the right. */
  wide(item, theme) {
    assertFits(item.name, item.headline, 54, 700);
    const top = item.headline.length > 1 ? 170 : 200;
    return svg({
      width: 1200,
      height: 400,
      title: item.alt,
      theme,
      body:
        decor(theme, [
          [1010, 200, 230, 'main'],
          [860, 360, 90, 'second'],
          [90, -20, 110, 'second'],
        ]) +
        pill(item.eyebrow, theme, 90, 70, 22) +
        headline(item.headline, theme, 90, top, 54) +
        subline(item.sub, 90, top + item.headline.length * 68 + 12, 26) +
        motifAt(item.motif, theme, 880, 80, 240),
    });
  },
  /** Home carousel, phone: art at the bottom, text on top. */
  square(item, theme) {
    assertFits(item.name, item.headline, 58, 600);
    return svg({
      width: 720,
      height: 720,
      title: item.alt,
      theme,
      body:
        decor(theme, [
          [560, 560, 240, 'main'],
          [80, 660, 90, 'second'],
        ]) +
        pill(item.eyebrow, theme, 64, 72, 26) +
        headline(item.headline, theme, 64, 210, 58) +
        subline(item.sub, 64, 210 + item.headline.length * 72 + 10, 30) +
        motifAt(item.motif, theme, 400, 400, 260),
    });
  },
  /** Thumbnail strip under the home carousel. */
  thumb(item, theme) {
    assertFits(item.name, [item.thumb], 20, 150);
    return svg({
      width: 240,
      height: 120,
      title: item.alt,
      theme,
      body:
        decor(theme, [[200, 60, 70, 'main']]) +
        `<text x="16" y="68" font-size="20" font-weight="800" fill="${INK}">${escapeXml(item.thumb)}</text>` +
        motifAt(item.motif, theme, 168, 32, 56),
    });
  },
  /** Add-on service and tip strips. */
  strip(item, theme) {
    assertFits(item.name, item.headline, 32, 390);
    const top = item.headline.length > 1 ? 104 : 124;
    return svg({
      width: 600,
      height: 240,
      title: item.alt,
      theme,
      body:
        decor(theme, [
          [500, 120, 130, 'main'],
          [40, 250, 60, 'second'],
        ]) +
        pill(item.eyebrow, theme, 36, 30, 16) +
        headline(item.headline, theme, 36, top, 32) +
        subline(item.sub, 36, top + item.headline.length * 40 + 8, 18) +
        motifAt(item.motif, theme, 440, 50, 140),
    });
  },
  /** Home page popups. */
  popup(item, theme) {
    assertFits(item.name, item.headline, 34, 340);
    return svg({
      width: 400,
      height: 400,
      title: item.alt,
      theme,
      body:
        decor(theme, [[200, 130, 120, 'main']]) +
        motifAt(item.motif, theme, 130, 40, 140) +
        headline(item.headline, theme, 200, 246, 34, 'middle') +
        subline(item.sub, 200, 246 + item.headline.length * 42 + 10, 20, 'middle'),
    });
  },
  /** Event list card, desktop. */
  event(item, theme) {
    assertFits(item.name, item.headline, 36, 360);
    const top = item.headline.length > 1 ? 180 : 200;
    return svg({
      width: 600,
      height: 400,
      title: item.alt,
      theme,
      body:
        decor(theme, [
          [500, 300, 180, 'main'],
          [40, 40, 80, 'second'],
        ]) +
        pill(item.eyebrow, theme, 40, 60, 18) +
        headline(item.headline, theme, 40, top, 36) +
        subline(item.sub, 40, top + item.headline.length * 45 + 10, 20) +
        motifAt(item.motif, theme, 400, 180, 170),
    });
  },
  /** Event list card, phone. */
  eventSquare(item, theme) {
    assertFits(item.name, item.headline, 44, 520);
    return svg({
      width: 600,
      height: 600,
      title: item.alt,
      theme,
      body:
        decor(theme, [
          [460, 470, 200, 'main'],
          [60, 560, 70, 'second'],
        ]) +
        pill(item.eyebrow, theme, 48, 56, 22) +
        headline(item.headline, theme, 48, 190, 44) +
        subline(item.sub, 48, 190 + item.headline.length * 55 + 8, 24) +
        motifAt(item.motif, theme, 340, 330, 210),
    });
  },
};

const mainBanners = [
  {
    name: 'main-lte-11g',
    theme: 'blue',
    motif: 'data',
    eyebrow: '이달의 추천 요금제',
    headline: ['매달 11GB + 매일 2GB', '월 22,000원'],
    sub: '소진 후에도 3Mbps로 계속, 24개월 할인',
    thumb: '11GB+일 2GB',
    alt: '매달 11GB에 매일 2GB를 더 주는 LTE 요금제, 월 22,000원',
  },
  {
    name: 'main-naverpay',
    theme: 'teal',
    motif: 'coin',
    eyebrow: '네이버페이 이벤트',
    headline: ['첫 달 요금 결제하면', '최대 1만 포인트'],
    sub: '개통 후 네이버페이로 결제만 하세요',
    thumb: '최대 1만 포인트',
    alt: '네이버페이로 첫 달 요금을 결제하면 최대 1만 포인트',
  },
  {
    name: 'main-usim',
    theme: 'warm',
    motif: 'sim',
    eyebrow: '유심 구매',
    headline: ['유심 무료 배송', '내일 도착'],
    sub: '오늘 주문하면 내일 받아요',
    thumb: '유심 무료 배송',
    alt: '유심 무료 배송, 오늘 주문하면 내일 도착',
  },
  {
    name: 'main-self',
    theme: 'blue',
    motif: 'phone',
    eyebrow: '셀프개통',
    headline: ['셀프개통', '30분이면 끝'],
    sub: '신분증과 유심만 준비하세요',
    thumb: '셀프개통 30분',
    alt: '신분증과 유심만 있으면 30분이면 끝나는 셀프개통',
  },
  {
    name: 'main-card',
    theme: 'teal',
    motif: 'card',
    eyebrow: '제휴카드 할인',
    headline: ['바로카드로 통신비', '최대 15,000원 할인'],
    sub: '자동납부만 하면 매달 할인',
    thumb: '카드 할인',
    alt: '제휴 카드로 자동납부하면 통신비 최대 15,000원 할인',
  },
  {
    name: 'main-brand',
    theme: 'warm',
    motif: 'star',
    eyebrow: '바로모바일',
    headline: ['통신비는 가볍게', '품질은 그대로'],
    sub: '통신 3사와 같은 망, 요금은 절반',
    thumb: '바로모바일',
    alt: '통신비는 가볍게, 품질은 그대로인 바로모바일',
  },
  {
    name: 'main-2025-year-end',
    theme: 'warm',
    motif: 'gift',
    eyebrow: '종료된 이벤트',
    headline: ['2025 연말', '감사 이벤트'],
    sub: '참여해 주셔서 감사합니다',
    thumb: '연말 이벤트',
    alt: '2025 연말 감사 이벤트',
  },
  {
    name: 'main-2028-new-year',
    theme: 'blue',
    motif: 'star',
    eyebrow: '미리 보기',
    headline: ['2028 새해', '요금제 미리 보기'],
    sub: '새해 요금제를 먼저 만나 보세요',
    thumb: '2028 새해',
    alt: '2028 새해 요금제 미리 보기',
  },
];

const strips = [
  {
    name: 'ads-data-1g',
    theme: 'blue',
    motif: 'data',
    eyebrow: '부가서비스',
    headline: ['데이터 추가 1GB'],
    sub: '월 3,300원으로 든든하게',
    alt: '매달 데이터 1GB를 더 받는 부가서비스, 월 3,300원',
  },
  {
    name: 'ads-spam-block',
    theme: 'teal',
    motif: 'shield',
    eyebrow: '부가서비스',
    headline: ['스팸차단 무료'],
    sub: '스팸 문자 · 전화 걱정 끝',
    alt: '스팸 문자와 전화를 걸러 주는 무료 스팸차단',
  },
  {
    name: 'ads-insurance',
    theme: 'warm',
    motif: 'phone',
    eyebrow: '부가서비스',
    headline: ['분실파손 보험'],
    sub: '월 5,500원, 최대 100만 원 보상',
    alt: '휴대폰 분실파손 보험, 월 5,500원',
  },
  {
    name: 'ads-ott',
    theme: 'blue',
    motif: 'play',
    eyebrow: '부가서비스',
    headline: ['OTT 두 곳을 한 번에'],
    sub: '바로 OTT 팩 월 9,900원',
    alt: '인기 OTT 두 곳을 묶은 바로 OTT 팩, 월 9,900원',
  },
  {
    name: 'tip-usim-swap',
    theme: 'teal',
    motif: 'sim',
    eyebrow: '알뜰 팁',
    headline: ['유심 교체', '3분이면 끝'],
    sub: '전원을 끄고 바꿔 끼우세요',
    alt: '휴대폰 전원을 끄고 유심을 바꿔 끼우는 방법',
  },
  {
    name: 'tip-self-ready',
    theme: 'blue',
    motif: 'checklist',
    eyebrow: '알뜰 팁',
    headline: ['셀프개통 준비물'],
    sub: '신분증 · 본인 인증 수단 · 유심',
    alt: '셀프개통 준비물: 신분증, 본인 인증 수단, 유심',
  },
  {
    name: 'tip-data-share',
    theme: 'warm',
    motif: 'share',
    eyebrow: '알뜰 팁',
    headline: ['태블릿과', '데이터 나눠 쓰기'],
    sub: '데이터 쉐어링은 무료',
    alt: '데이터 쉐어링으로 태블릿과 데이터를 함께 쓰기',
  },
  {
    name: 'tip-smishing',
    theme: 'warm',
    motif: 'message',
    eyebrow: '안전 팁',
    headline: ['문자 속 링크', '누르기 전에 확인'],
    sub: '택배 · 부고 사칭 문자 주의',
    alt: '택배나 부고를 사칭한 스미싱 문자 주의',
  },
];

const popups = [
  {
    name: 'popup-naverpay',
    theme: 'teal',
    motif: 'coin',
    headline: ['네이버페이', '최대 1만 포인트'],
    sub: '첫 달 요금 결제 시',
    alt: '네이버페이로 첫 달 요금 결제 시 최대 1만 포인트',
  },
  {
    name: 'popup-usim-free',
    theme: 'warm',
    motif: 'sim',
    headline: ['선착순 1,000명', '유심비 무료'],
    sub: '매달 1일 0시 오픈',
    alt: '매달 선착순 1,000명 유심비 무료',
  },
];

const eventImages = [
  {
    name: 'event-naverpay',
    theme: 'teal',
    motif: 'coin',
    eyebrow: '네이버페이',
    headline: ['첫 달 요금 결제하면', '최대 1만 포인트'],
    sub: '10일에 포인트 지급',
    alt: '네이버페이 결제 이벤트',
  },
  {
    name: 'event-draw',
    theme: 'blue',
    motif: 'gift',
    eyebrow: '경품 추첨',
    headline: ['가입 고객', '감사 경품 추첨'],
    sub: '태블릿 · 이어폰 · 커피',
    alt: '가입 고객 감사 경품 추첨 이벤트',
  },
  {
    name: 'event-first-usim',
    theme: 'warm',
    motif: 'sim',
    eyebrow: '선착순',
    headline: ['선착순 1,000명', '유심비 무료'],
    sub: '매달 1일 0시 오픈',
    alt: '선착순 1,000명 유심비 무료 이벤트',
  },
  {
    name: 'event-friend',
    theme: 'teal',
    motif: 'coffee',
    eyebrow: '친구 추천',
    headline: ['친구 추천하고', '커피 쿠폰 받기'],
    sub: '두 분 모두에게 드려요',
    alt: '친구 추천 커피 쿠폰 이벤트',
  },
  {
    name: 'event-preorder',
    theme: 'blue',
    motif: 'phone',
    eyebrow: '사전예약',
    headline: ['자급제폰 사전예약', '데이터 2배'],
    sub: '3개월 동안 두 배로',
    alt: '자급제폰 사전예약 데이터 2배 이벤트',
  },
  {
    name: 'event-summer',
    theme: 'warm',
    motif: 'sun',
    eyebrow: '종료',
    headline: ['여름휴가', '데이터 2배'],
    sub: '참여해 주셔서 감사합니다',
    alt: '여름휴가 데이터 2배 이벤트 (종료)',
  },
  {
    name: 'event-year-end',
    theme: 'blue',
    motif: 'gift',
    eyebrow: '준비 중',
    headline: ['연말 감사', '경품 대축제'],
    sub: '곧 찾아올게요',
    alt: '연말 감사 경품 대축제',
  },
  {
    name: 'event-new-year',
    theme: 'warm',
    motif: 'star',
    eyebrow: '사전 알림',
    headline: ['2028 새해', '요금제 알림 신청'],
    sub: '가장 먼저 알려 드려요',
    alt: '2028 새해 요금제 사전 알림 신청',
  },
];

const files = [
  ...mainBanners.flatMap((item) => [
    [`banners/${item.name}.svg`, layouts.wide(item, themes[item.theme])],
    [`banners/${item.name}-mo.svg`, layouts.square(item, themes[item.theme])],
    [`banners/${item.name}-thumb.svg`, layouts.thumb(item, themes[item.theme])],
  ]),
  ...strips.map((item) => [`banners/${item.name}.svg`, layouts.strip(item, themes[item.theme])]),
  ...popups.map((item) => [`banners/${item.name}.svg`, layouts.popup(item, themes[item.theme])]),
  ...eventImages.flatMap((item) => [
    [`events/${item.name}.svg`, layouts.event(item, themes[item.theme])],
    [`events/${item.name}-mo.svg`, layouts.eventSquare(item, themes[item.theme])],
  ]),
];

for (const [relativePath, content] of files) {
  const target = path.join(outputRoot, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`wrote ${files.length} images under ${path.relative(process.cwd(), outputRoot)}`);
