/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"+aGZ8P":["자주 묻는 질문"],"AzTrpj":["많이 묻는 질문을 모았어요"],"B0Jw7d":["신청서 다운로드"],"DGr58r":["나에게 맞는 요금제를 찾아보세요"],"I+s0lY":["궁금한 점을 남기면 답해 드려요"],"VfRbm0":["필요한 서류를 내려받으세요"],"kPjknI":["요금제 한눈에 보기"],"szEUGX":["1:1 문의"],"tI2Yma":["무엇을 도와드릴까요?"]}',
) as Messages;
